import { useEffect, useRef, useState } from 'react'
import { useStaticHead } from '../../lib/head-tags'
import { classNames } from '../../lib/class-names'
import { imageFileUrl, imageMimeTypes, imageSrcSet, imageWidths, retryDelayMs } from '../../lib/image-variants'

/** What the component needs of a picture from content/site/images.yaml. */
export interface ImageDescriptor {
  id: string
  alt: string
  width: number
  height: number
}

/**
 * How a picture appears (SPEC section 4, decision 0004). The pre-rendered page shows it as the browser loads it
 * ('server'); once scripts run, a picture still loading fades in on load ('loading'), and a 2 s timeout or an error
 * reveals the area anyway. A failed picture is hidden and retried once after 1 s with a cache-busting parameter;
 * if that fails too, the fallback picture (the blog's default image) is shown when one is given.
 */
type RevealState = 'server' | 'loading' | 'shown' | 'failed'

export const revealTimeoutMs = 2000
export { retryDelayMs }

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
  /** The picture that is the page's largest paint: loaded eagerly, first, and preloaded from the head. */
  priority?: boolean
  fallback?: ImageDescriptor
  /** Classes of the picture's area (the skeleton). */
  className?: string
  imageClassName?: string
}) {
  const [shown, setShown] = useState(image)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<RevealState>('server')
  const imageRef = useRef<HTMLImageElement>(null)
  const timers = useRef<number[]>([])

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

  const later = (delay: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, delay))
  }

  const failed = () => {
    setState('failed')
    if (attempt === 0) {
      later(retryDelayMs, () => {
        setAttempt(1)
        setState('loading')
      })
    } else if (fallback && shown.id !== fallback.id) {
      setShown(fallback)
      setAttempt(0)
      setState('loading')
    }
  }

  // On the first render in the browser, and again for the retry and the fallback (each a new <img>): a picture that
  // already finished or failed fires no event for React, so read its state; one still loading is revealed after 2 s.
  useEffect(() => {
    const element = imageRef.current
    if (!element) return
    if (element.complete) {
      if (element.naturalWidth > 0) setState('shown')
      else failed()
      return
    }
    setState('loading')
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'shown' : current)),
      revealTimeoutMs,
    )
    return () => window.clearTimeout(timer)
    // failed() reads the same shown and attempt this effect is keyed on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.id, attempt])

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])

  const retry = attempt > 0
  return (
    <div
      className={classNames('overflow-hidden bg-slate-200', state === 'loading' && 'animate-pulse', className)}
      data-image-state={state}
    >
      <picture key={`${shown.id}-${attempt}`}>
        <source type={imageMimeTypes.avif} srcSet={imageSrcSet(shown, 'avif', retry)} sizes={sizes} />
        <source type={imageMimeTypes.webp} srcSet={imageSrcSet(shown, 'webp', retry)} sizes={sizes} />
        <img
          ref={imageRef}
          src={`${imageFileUrl(shown.id, Math.max(...imageWidths(shown)), 'jpg')}${retry ? '?retry=1' : ''}`}
          srcSet={imageSrcSet(shown, 'jpg', retry)}
          sizes={sizes}
          width={shown.width}
          height={shown.height}
          alt={shown.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          // For a part kept as pre-rendered, which no React looks after (src/lib/kept-pictures.ts).
          data-fallback={fallback && shown.id !== fallback.id ? JSON.stringify(fallback) : undefined}
          onLoad={() => setState('shown')}
          onError={failed}
          className={classNames(
            'transition-opacity duration-300 motion-reduce:transition-none',
            state === 'loading' && 'opacity-0',
            state === 'failed' && 'image-error invisible',
            imageClassName,
          )}
        />
      </picture>
    </div>
  )
}
