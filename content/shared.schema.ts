/** Building blocks shared by the content schemas. */
import { z } from 'zod'

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by single hyphens, e.g. "live-oak"')

export const questionAnswerSchema = z.object({
  question: z.string().min(10).max(160),
  answer: z.string().min(40).max(900),
})
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
