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

/** Copy of a bounded length. */
export const text = (min: number, max: number) => z.string().min(min).max(max)

/** Copy that must carry a {name} placeholder, filled per page. */
export const withPlaceholder = (min: number, max: number, name: string) =>
  text(min, max).includes(`{${name}}`, { message: `must contain {${name}}` })

/** A toast's title and the line under it. */
export const toastText = z.object({ title: text(3, 60), description: text(10, 160) })

/**
 * Whether the owner has checked a local fact (a town's situation, a city's neighbourhood, a city guide's local note)
 * against a source. A drafted fact shows on the page all the same; `npm run check:launch` lists each one still false,
 * so none goes live unconfirmed.
 */
export const confirmedSchema = z.boolean()

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')

/** Tags that trusted HTML written in content may use; anything else (script, style, iframe, on* attributes) is refused. */
const trustedTags = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'br',
  'h3',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
])

/** HTML written by the site's own authors (FAQ answers, policies): limited to plain formatting tags and safe links. */
export const trustedHtml = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .superRefine((html, context) => {
      // A tag left unclosed ("<img src=x onerror=... ") would swallow what follows: no stray < or > may remain.
      if (/[<>]/.test(html.replace(/<\/?[a-zA-Z0-9]+[^<>]*>/g, '')))
        context.addIssue({
          code: 'custom',
          message: 'has a < or > outside a complete tag; write &lt; and &gt; for text',
        })
      for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        const [tag, name = '', attributes = ''] = match
        if (!trustedTags.has(name.toLowerCase())) {
          context.addIssue({
            code: 'custom',
            message: `tag <${name}> is not allowed (use ${[...trustedTags].join(', ')})`,
          })
        } else if (/\son\w+\s*=/i.test(attributes) || /javascript:/i.test(attributes)) {
          context.addIssue({ code: 'custom', message: `${tag} carries a script; only plain links are allowed` })
        } else if (name.toLowerCase() !== 'a' && attributes.trim() !== '') {
          context.addIssue({ code: 'custom', message: `${tag} may not carry attributes` })
        } else if (
          name.toLowerCase() === 'a' &&
          tag[1] !== '/' &&
          !/^\s+href="(?:\/(?![/\\])|mailto:|tel:|https:\/\/)[^"&\\\s]*"$/.test(attributes)
        ) {
          context.addIssue({
            code: 'custom',
            message: `${tag} must have only an href to a site path, mailto:, tel: or https:`,
          })
        }
      }
    })
