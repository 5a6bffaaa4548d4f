/**
 * The raster pipeline: each picture of content/images.ts becomes AVIF, WebP and JPEG files at the widths of
 * src/lib/image-variants.ts. The source is a photo at content/images/{id}.jpg, .jpeg, .png or .webp when one
 * exists, else placeholder art painted for the picture's scene. Encoded files are cached by the hash of their
 * source and settings, so an unchanged picture costs a copy.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { SiteImage } from '../../content/images.schema'
import { imageFileUrl, imageFormats, imageWidths, type ImageFormat } from '../../src/lib/image-variants'
import { projectRoot } from '../lib/build-stamp'
import { placeholderArtSvg } from './placeholder-art'

const cacheDir = join(projectRoot, 'node_modules', '.cache', 'site-images')
const photoExtensions = ['jpg', 'jpeg', 'png', 'webp']

/** Encoder settings; changing them changes every cache key. */
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, progressive: true, mozjpeg: true }),
}

function imageSource(image: Pick<SiteImage, 'id' | 'width' | 'height' | 'scene'>): Buffer {
  for (const extension of photoExtensions) {
    const photo = join(projectRoot, 'content', 'images', `${image.id}.${extension}`)
    if (existsSync(photo)) return readFileSync(photo)
  }
  return Buffer.from(placeholderArtSvg(image.scene, image.width, image.height, image.id))
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
): Promise<number> {
  mkdirSync(cacheDir, { recursive: true })
  mkdirSync(join(distDir, 'images'), { recursive: true })
  let files = 0
  for (const image of images) {
    const source = imageSource(image)
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
