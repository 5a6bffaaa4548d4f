import { useStaticHead } from '../../lib/head-tags'
import { classNames } from '../../lib/class-names'
import { imageFileUrl, imageMimeTypes, imageSrcSet, imageWidths } from '../../lib/image-variants'

/** What the component needs of a picture from content/site/images.yaml. */
export interface ImageDescriptor {
  id: string
  alt: string
  width: number
  height: number
}

/**
 * A picture of content/site/images.yaml in AVIF, WebP and JPEG at every width. The pre-rendered page shows it as the
 * browser loads it; once scripts run, src/browser/pictures.ts looks after it: retry, fallback (decision 0004).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  fallback,
  className,
  imageClassName,
}: {
  image: ImageDescriptor
  /** Which width the picture takes at each viewport, e.g. "100vw" or "(min-width: 768px) 33vw, 100vw". */
  sizes: string
  /**
   * The picture that is the page's largest paint: loaded eagerly, first, and preloaded from the head; the page's scripts
   * wait for its paint (src/boot.ts finds it by its fetchpriority and learns of its paint by its elementtiming).
   */
  priority?: boolean
  fallback?: ImageDescriptor
  /** Classes of the picture's area (the skeleton). */
  className?: string
  imageClassName?: string
}) {
  useStaticHead(
    priority
      ? {
          link: [
            {
              key: `preload-${image.id}`,
              rel: 'preload',
              as: 'image',
              type: imageMimeTypes.avif,
              imagesrcset: imageSrcSet(image, 'avif'),
              imagesizes: sizes,
              fetchpriority: 'high',
            },
          ],
        }
      : {},
  )

  return (
    <div className={classNames('overflow-hidden bg-slate-200', className)} data-image-state="server">
      <picture>
        <source type={imageMimeTypes.avif} srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
        <source type={imageMimeTypes.webp} srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
        <img
          src={imageFileUrl(image.id, Math.max(...imageWidths(image)), 'jpg')}
          srcSet={imageSrcSet(image, 'jpg')}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          // The browser reports this picture's paint, which the page's scripts wait for (src/boot.ts).
          {...(priority && { elementtiming: 'priority-picture' })}
          // The largest picture is painted with the frame it arrives in; the others need not hold a frame back.
          decoding={priority ? undefined : 'async'}
          // The picture src/browser/picture-failure.ts shows should this one fail twice.
          data-fallback={fallback && fallback.id !== image.id ? JSON.stringify(fallback) : undefined}
          className={imageClassName}
        />
      </picture>
    </div>
  )
}
