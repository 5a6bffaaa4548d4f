import { z } from 'zod'
import { slugSchema } from './shared.schema'

/**
 * The illustration shown for a city profile (placeholder art of a home in that setting, or a photo at
 * content/images/city-{citySlug}.jpg); the image pipeline makes its files like those of content/site/images.yaml.
 */
export const cityImageSchema = z.object({
  /** slug of the city in content/cities/. */
  citySlug: slugSchema,
  altText: z.string().min(10).max(140),
  description: z.string().min(20).max(300),
  keywords: z.array(z.string()).min(2).max(6),
})
export type CityImage = z.infer<typeof cityImageSchema>
export const cityImagesSchema = z.array(cityImageSchema).min(1)
