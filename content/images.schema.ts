import { z } from 'zod'
import { slugSchema } from './shared.schema'

/** Scenes of the placeholder art (content/images/art/scene-{scene}.svg) shown until real photos replace them. */
export const placeholderScenes = ['home-street', 'storm-roof', 'storm-flood', 'storm-tree', 'storm-repaired'] as const
export type PlaceholderScene = (typeof placeholderScenes)[number]

/**
 * A picture the site shows. The build turns the source (a photo at `content/images/{id}.jpg` when one exists,
 * else its art in content/images/art/, else its scene's) into AVIF, WebP and JPEG files at several widths under /images/{id}-{width}.
 */
export const siteImageSchema = z.object({
  id: slugSchema,
  alt: z.string().min(10).max(160),
  caption: z.string().min(10).max(200).optional(),
  /** Intrinsic size of the largest file; pages reserve this aspect ratio so nothing shifts. */
  width: z.number().int().min(320).max(2400),
  height: z.number().int().min(200).max(2400),
  scene: z.enum(placeholderScenes),
})
export type SiteImage = z.infer<typeof siteImageSchema>
export const siteImagesSchema = z.array(siteImageSchema).min(1)
