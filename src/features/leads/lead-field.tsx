import type { UseFormRegisterReturn } from 'react-hook-form'
import { leadsCopy } from '../../../content/data'
import { Field } from './form-parts'

type LeadFieldName = keyof typeof leadsCopy.fields

/** How the browser takes each field: its input type, its autofill hint, or a text area for the message. */
const controls: Record<LeadFieldName, { type?: 'email' | 'tel'; autoComplete?: string; multiline?: boolean }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'street-address' },
  condition: {},
  timeline: {},
  message: { multiline: true },
}

/**
 * One field of a lead form, spread with `register(name)`: the name picks its label and placeholder (content/site/leads.yaml)
 * and its control, so the full and the short form show a field alike; `idPrefix` keeps ids apart (lead-name, chat-name).
 */
export function LeadField({
  idPrefix,
  error,
  minHeightClass,
  ...registration
}: UseFormRegisterReturn<LeadFieldName> & { idPrefix: string; error?: string; minHeightClass?: string }) {
  const { label, placeholder } = leadsCopy.fields[registration.name]
  return (
    <Field
      id={`${idPrefix}-${registration.name}`}
      label={label}
      placeholder={placeholder}
      {...controls[registration.name]}
      minHeightClass={minHeightClass}
      error={error}
      {...registration}
    />
  )
}
