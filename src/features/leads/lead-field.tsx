import { memo } from 'react'
import { useFormState, type Control, type Path, type UseFormRegister } from 'react-hook-form'
import { leadsCopy } from '../../../content/data'
import { Field } from './form-parts'

type LeadFieldName = keyof typeof leadsCopy.fields
type LeadValues = Partial<Record<LeadFieldName, string>>

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
 * One field of a lead form: the name picks its label and placeholder (content/site/leads.yaml) and its control, so
 * the full and the short form show a field alike; `idPrefix` keeps ids apart (lead-name, chat-name). It follows its
 * own error only, so a press on send re-renders the fields whose message changed, not the whole form.
 */
function LeadFieldOf<Values extends LeadValues>({
  control,
  register,
  name,
  idPrefix,
  minHeightClass,
}: {
  control: Control<Values>
  register: UseFormRegister<Values>
  name: Path<Values> & LeadFieldName
  idPrefix: string
  minHeightClass?: string
}) {
  // Subscribes this field to its own entry of the form's errors.
  const formState = useFormState({ control, name })
  const error = control.getFieldState(name, formState).error?.message
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
