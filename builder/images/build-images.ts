/**
 * The raster pipeline: each picture of content/site/images.yaml becomes AVIF, WebP and JPEG files at the widths of
 * src/lib/image-variants.ts. The source is a photo at content/images/{id}.jpg, .jpeg, .png or .webp when one
 * exists, else the committed placeholder art content/images/art/{id}.svg, else the art of the picture's scene
 * (content/images/art/scene-{scene}.svg, for a town added since). Encoded files are cached by the hash of their
 * source and settings, so an unchanged picture costs a copy.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { placeholderScenes, type SiteImage } from '../../content/images.schema'
import { imageFileUrl, imageFormats, imageWidths, type ImageFormat } from '../../src/lib/image-variants'
import { projectRoot } from '../stamp'

const cacheDir = join(projectRoot, 'node_modules', '.cache', 'site-images')
const photoExtensions = ['jpg', 'jpeg', 'png', 'webp']

/** Encoder settings; changing them changes every cache key. */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, progressive: true, mozjpeg: true }),
}

const photosDir = join(projectRoot, 'content', 'images')
/** Placeholder art sits in the photos folder's art/; a scene's art always comes from the project's. */
const artOf = (photos: string) => join(photos, 'art')
const sceneArtFile = (scene: string) => join(artOf(photosDir), `scene-${scene}.svg`)

function photoOf(id: string, dir: string): string | undefined {
  return photoExtensions.map((extension) => join(dir, `${id}.${extension}`)).find((path) => existsSync(path))
}

function imageSource(image: Pick<SiteImage, 'id' | 'scene'>, photos: string): Buffer {
  const art = join(artOf(photos), `${image.id}.svg`)
  return readFileSync(photoOf(image.id, photos) ?? (existsSync(art) ? art : sceneArtFile(image.scene)))
}

/**
 * The picture id a file's name was most likely meant to be: one not its own, a letter away (two in a name of 12 or
 * more), so the pictures of two towns with short, alike names are never taken for each other.
 */
function misspeltId(id: string, ids: ReadonlySet<string>): string | undefined {
  if (ids.has(id)) return undefined
  const allowed = id.length >= 12 ? 2 : 1
  return [...ids].find((known) => editDistance(id, known) <= allowed)
}

/** How many letters to insert, delete or replace to turn one string into the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

/**
 * What is wrong with the photos in content/images: a file named almost like a picture but not quite (a misspelt name
 * shows art, silently), or a photo whose alt text still describes the illustration it replaced; and art in
 * content/images/art misspelt the same way, or not SVG. A file whose name is near no picture is left from an entry
 * removed in /admin, which cannot delete files beside it, so it stops nothing. `dir` is for tests.
 */
export function photoProblems(images: ReadonlyArray<Pick<SiteImage, 'id' | 'alt'>>, dir = photosDir): string[] {
  const ids = new Set(images.map((image) => image.id))
  const artIds = new Set([...ids, ...placeholderScenes.map((scene) => `scene-${scene}`)])
  const strayArt = (existsSync(artOf(dir)) ? readdirSync(artOf(dir)).sort() : []).flatMap((file) => {
    const id = file.replace(/\.svg$/, '')
    if (id === file) return [`content/images/art/${file}: art is SVG only; a photo goes in content/images/`]
    const meant = misspeltId(id, artIds)
    return meant
      ? [`content/images/art/${file}: no picture has the id '${id}'; did you mean '${meant}'? Rename or delete it`]
      : []
  })
  if (!existsSync(dir)) return strayArt
  const photos = readdirSync(dir)
    .filter((file) => photoExtensions.some((extension) => file.toLowerCase().endsWith(`.${extension}`)))
    .flatMap((file) => {
      const id = file.replace(/\.[^.]+$/, '')
      if (!photoExtensions.some((extension) => file.endsWith(`.${extension}`)))
        return [`content/images/${file}: rename it with a lower-case extension (${photoExtensions.join(', ')})`]
      const meant = misspeltId(id, ids)
      if (meant) return [`content/images/${file}: no picture has the id '${id}'; did you mean '${meant}'? Rename it`]
      if (!ids.has(id)) return []
      const alt = images.find((image) => image.id === id)?.alt ?? ''
      if (/^illustration\b/i.test(alt))
        return [
          `content/images/${file}: the alt text still describes the illustration ("${alt}"); give '${id}' an entry in content/site/images.yaml (city-* pictures: altText in content/site/city-images.yaml) that describes the photo`,
        ]
      return []
    })
  return [...strayArt, ...photos]
}

async function encode(
  source: Buffer,
  image: Pick<SiteImage, 'width' | 'height'>,
  width: number,
  format: ImageFormat,
): Promise<string> {
  const key = createHash('sha256')
    .update(source)
    .update(
      JSON.stringify({
        width,
        imageWidth: image.width,
        imageHeight: image.height,
        format,
        encoder: encoders[format].toString(),
      }),
    )
    .digest('hex')
    .slice(0, 24)
  const cached = join(cacheDir, `${key}.${format}`)
  if (!existsSync(cached)) {
    const height = Math.round((image.height * width) / image.width)
    const resized = sharp(source, { density: 72 }).resize(width, height, { fit: 'cover' })
    writeFileSync(cached, await encoders[format](resized).toBuffer())
  }
  return cached
}

/** Writes every variant of every picture into distDir/images; returns how many files were written. */
export async function writeSiteImages(
  distDir: string,
  images: ReadonlyArray<Pick<SiteImage, 'id' | 'width' | 'height' | 'scene'>>,
  photos = photosDir,
): Promise<number> {
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(join(distDir, 'images'), { recursive: true })
  let files = 0
  for (const image of images) {
    const source = imageSource(image, photos)
    const jobs = imageWidths(image).flatMap((width) =>
      imageFormats.map(async (format) => {
        const cached = await encode(source, image, width, format)
        copyFileSync(cached, join(distDir, imageFileUrl(image.id, width, format)))
        files += 1
      }),
    )
    await Promise.all(jobs)
  }
  return files
}
