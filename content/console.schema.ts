import { z } from 'zod'
import { text } from './shared.schema'

const stageName = text(2, 30)

/** The lead console's words that the owner may rename: each stage's name. */
export const consoleCopySchema = z.object({
  stages: z.object({
    new: stageName,
    contacted: stageName,
    appointment: stageName,
    'offer-made': stageName,
    'under-contract': stageName,
    closed: stageName,
    dead: stageName,
  }),
})
