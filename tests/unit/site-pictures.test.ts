import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { placeHeroImage } from '../../content/pictures'
import { siteContent, sitePictures } from '../../content/site-content'
import { photoProblems, writeSiteImages } from '../../builder/images/build-images'
import { imageFileUrl } from '../../src/lib/image-variants'

const made: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-pictures-'))
  made.push(dir)
  return dir
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('hero pictures', () => {
  it('gives every town and county its own picture, every city its guide picture, and lists each picture once', () => {
    const ids = sitePictures(siteContent).map((picture) => picture.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const town of siteContent.towns) expect(ids).toContain(`town-${town.pageSlug}`)
    for (const county of siteContent.counties) expect(ids).toContain(`county-${county.slug}`)
    for (const city of siteContent.cityProfiles) expect(ids).toContain(`city-${city.slug}`)
    expect(ids).toContain(siteContent.homeCopy.hero.image)
    expect(placeHeroImage('town', 'fern-hollow', 'Fern Hollow').alt).toBe(
      'Illustration of a single-story home on a quiet street in Fern Hollow, Florida',
    )
  })

  it('lets an entry of content/site/images.yaml replace a town’s art, alt text and all', () => {
    const town = siteContent.towns[0]!
    const photo = {
      id: `town-${town.pageSlug}`,
      alt: `Main Street in downtown ${town.city} on a summer morning`,
      width: 1600,
      height: 1000,
      scene: 'home-street' as const,
    }
    const pictures = sitePictures({ ...siteContent, siteImages: [...siteContent.siteImages, photo] })
    expect(pictures.filter((picture) => picture.id === photo.id)).toEqual([photo])
  })

  it('names a misspelt photo, one still described as an illustration, and an upper-case extension, not one left over', () => {
    const dir = tempDir()
    const files = ['town-fern-hollow.jpg', 'town-fern-holow.jpg', 'home-hero.JPG', 'notes.txt', 'county-dixie.png']
    // A photo of a town removed in /admin, which cannot delete it: no picture's, and near none.
    for (const file of [...files, 'town-removed-long-ago.jpg']) writeFileSync(join(dir, file), 'x')
    const images = [
      placeHeroImage('town', 'fern-hollow', 'Fern Hollow'),
      { id: 'home-hero', alt: 'A home in Fern Hollow' },
      { id: 'county-dixie', alt: 'A cypress-lined road through Dixie County' },
    ]
    const problems = photoProblems(images, dir)
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(/home-hero\.JPG: rename it with a lower-case extension/)
    expect(problems.join('\n')).toMatch(/town-fern-hollow\.jpg: the alt text still describes the illustration/)
    expect(problems.join('\n')).toMatch(
      /town-fern-holow\.jpg: no picture has the id 'town-fern-holow'; did you mean 'town-fern-hollow'\?/,
    )
    expect(photoProblems(images, join(dir, 'missing'))).toEqual([])
  })

  it('encodes a photo dropped into the photos folder instead of the art', async () => {
    const photos = tempDir()
    const dist = tempDir()
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0102a' } })
      .jpeg()
      .toFile(join(photos, 'town-test-photo.jpg'))
    const picture = { id: 'town-test-photo', width: 1200, height: 800, scene: 'home-street' as const }
    const art = { ...picture, id: 'town-test-art' }
    await writeSiteImages(dist, [picture, art], photos)
    const centre = async (id: string) => {
      const file = readFileSync(join(dist, imageFileUrl(id, 480, 'jpg')))
      const { data } = await sharp(file).extract({ left: 240, top: 160, width: 1, height: 1 }).raw().toBuffer({
        resolveWithObject: true,
      })
      return [...data]
    }
    const [red, green, blue] = await centre('town-test-photo')
    expect(red).toBeGreaterThan(170)
    expect(green! + blue!).toBeLessThan(120)
    expect(await centre('town-test-art')).not.toEqual([red, green, blue])
  })
})

describe('committed placeholder art', () => {
  it('gives every picture of the site its own art or its scene’s, and a picture without its own its scene’s', async () => {
    const art = (id: string) => existsSync(join('content', 'images', 'art', `${id}.svg`))
    for (const picture of sitePictures(siteContent))
      expect(art(picture.id) || ('scene' in picture && art(`scene-${picture.scene}`)), picture.id).toBe(true)
    const dist = tempDir()
    const newTown = { id: 'town-added-later', width: 1200, height: 800, scene: 'home-street' as const }
    await writeSiteImages(dist, [newTown], tempDir())
    const scene = await sharp(readFileSync(join('content', 'images', 'art', 'scene-home-street.svg')), { density: 72 })
      .resize(480, 320)
      .jpeg({ quality: 78, progressive: true, mozjpeg: true })
      .toBuffer()
    expect(readFileSync(join(dist, imageFileUrl(newTown.id, 480, 'jpg')))).toEqual(scene)
  })

  it('names misspelt art and art that is not SVG, and passes art left from a removed town', () => {
    const dir = tempDir()
    mkdirSync(join(dir, 'art'))
    for (const file of [
      'town-fern-hollow.svg',
      'town-fern-holow.svg',
      'scene-storm-roof.svg',
      'town-mayo.png',
      'town-removed-long-ago.svg',
    ])
      writeFileSync(join(dir, 'art', file), '<svg/>')
    const problems = photoProblems([placeHeroImage('town', 'fern-hollow', 'Fern Hollow')], dir)
    expect(problems).toEqual([
      "content/images/art/town-fern-holow.svg: no picture has the id 'town-fern-holow'; did you mean 'town-fern-hollow'? Rename or delete it",
      'content/images/art/town-mayo.png: art is SVG only; a photo goes in content/images/',
    ])
  })
})
