import { memo, useCallback, useSyncExternalStore } from 'react'
import type { Control, Path, UseFormRegister, UseFormSubscribe } from 'react-hook-form'
import { leadsCopy } from '../../../content/data'
import { Field } from './form-parts'

type LeadFieldName = keyof typeof leadsCopy.fields
type LeadValues = Partial<Record<LeadFieldName, string>>

/** How the browser takes each field: its input type, its autofill hint, or a text area for the message. */
const controls: Record<LeadFieldName, { type?: 'email' | 'tel'; autoComplete?: string; multiline?: boolean }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  // One line of a street address: 'street-address' is the token for a multi-line field.
  address: { autoComplete: 'address-line1' },
  condition: {},
  timeline: {},
  message: { multiline: true },
}

/**
 * One field of a lead form: the name picks its label and placeholder (content/site/leads.yaml) and its control, so
 * the full and the short form show a field alike; `idPrefix` keeps ids apart (lead-name, chat-name). It follows its
 * own error only, so a press on send re-renders the fields whose message changed, not the whole form.
 */
function LeadFieldOf<Values extends LeadValues>({
  control,
  register,
  subscribe,
  name,
  idPrefix,
  minHeightClass,
}: {
  control: Control<Values>
  register: UseFormRegister<Values>
  subscribe: UseFormSubscribe<Values>
  name: Path<Values> & LeadFieldName
  idPrefix: string
  minHeightClass?: string
}) {
  // Only its own message re-renders it (useFormState also followed its touched state, so leaving the field re-rendered
  // it), and React renders an external store's change at once, in the press's own task (decision 0050).
  const follow = useCallback(
    (onChange: () => void) => subscribe({ name, formState: { errors: true }, callback: onChange }),
    [subscribe, name],
  )
  const read = () => control.getFieldState(name).error?.message
  const error = useSyncExternalStore(follow, read, read)
  const { label, placeholder } = leadsCopy.fields[name]
  return (
    <Field
      id={`${idPrefix}-${name}`}
      label={label}
      placeholder={placeholder}
      {...controls[name]}
      minHeightClass={minHeightClass}
      error={error}
      {...register(name)}
    />
  )
}

export const LeadField = memo(LeadFieldOf) as typeof LeadFieldOf
