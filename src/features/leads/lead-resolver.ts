import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form's resolver for a lead schema: `safeParse`, and each field's first message. The zod resolver of
 * @hookform/resolvers throws and catches an error with its stack trace and nests paths with regular expressions, which
 * a form of flat text fields does not need, on every press on send and every field left.
 */
export function leadResolver<Values extends FieldValues>(schema: z.ZodType<Values, Values>): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues)
      errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message }
    return { values: {}, errors: errors as FieldErrors<Values> }
  }
}
