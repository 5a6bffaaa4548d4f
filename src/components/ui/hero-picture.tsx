import { ResponsiveImage, type ImageDescriptor } from './responsive-image'

/**
 * The width the picture takes: its column of the hero from 768 px (5 of 12 parts of the 1,104 px content width, less
 * the gap), the full width less the page's padding on phones.
 */
export const heroPictureSizes = '(min-width: 1152px) 443px, (min-width: 768px) 37vw, calc(100vw - 32px)'

/**
 * A hero's picture (decision 0014): loaded first and preloaded from the head, as it is the largest paint
 * on a wide screen; on a phone it follows the headline and the actions, so it never pushes them down.
 */
export function HeroPicture({ image }: { image: ImageDescriptor }) {
  return (
    <ResponsiveImage
      image={image}
      sizes={heroPictureSizes}
      priority
      className="mt-8 rounded-2xl shadow-md ring-1 ring-black/5 md:mt-6"
      imageClassName="h-auto w-full"
    />
  )
}
