import { useEffect, useId, useRef, useState } from 'react'
import { offerCopy } from '../../../content/data'
import type { SliderSettings } from '../../../content/offer.schema'
import { Slider } from '../../components/ui/slider'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import { useHydrated } from '../../lib/use-hydrated'
import { typedSliderValue } from './offer-formula'

const { typedValue } = offerCopy

/**
 * A calculator slider whose amount can also be typed (decision 0012): a phone gives about 3 px to each $5,000 step. The
 * typed amount is used when the field is left or Enter is pressed, clamped to the slider's range and rounded to its
 * step; when it was changed, or could not be read, a message under the slider says what was used and why. Both are
 * the browser's own inputs, so a visitor can set them before the island has started; when it starts it takes up what
 * was set then, a typed amount first (decision 0037).
 */
export function AmountSlider({
  settings,
  value,
  onValueChange,
}: {
  settings: SliderSettings & { label: string; help?: string }
  value: number
  onValueChange: (value: number) => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const hydrated = useHydrated()
  const sliderRef = useRef<HTMLInputElement>(null)
  const fieldRef = useRef<HTMLInputElement>(null)

  const applyTyped = (text = draft) => {
    if (text === null) return
    setDraft(null)
    const typed = typedSliderValue(settings, text)
    if (!typed) return setMessage(fillCopy(typedValue.unreadable, { example: formatUsd(settings.initial) }))
    const words = { value: formatUsd(typed.value), step: formatUsd(settings.step) }
    setMessage(typed.adjustment ? fillCopy(typedValue[typed.adjustment], words) : '')
    onValueChange(typed.value)
  }

  // What the visitor set before the app started is in the inputs, not yet in the page's state.
  useEffect(() => {
    const typedBefore = fieldRef.current?.value
    const movedBefore = sliderRef.current?.valueAsNumber
    if (typedBefore !== undefined && typedBefore !== formatUsd(value)) {
      // Still being typed: kept as typed, and used when the field is left or Enter is pressed, as always.
      if (document.activeElement === fieldRef.current) setDraft(typedBefore)
      else applyTyped(typedBefore)
    } else if (movedBefore !== undefined && movedBefore !== value) onValueChange(movedBefore)
    // Once, when the calculator's island starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const field = (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      ref={fieldRef}
      aria-label={fillCopy(typedValue.inputLabel, { label: settings.label })}
      aria-describedby={`${id}-message`}
      value={draft ?? formatUsd(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => applyTyped()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        applyTyped()
      }}
      className="min-h-11 w-36 rounded-lg border-2 border-slate-300 px-3 text-right text-xl font-bold text-brand tabular-nums focus:border-brand"
    />
  )

  return (
    <Slider
      {...settings}
      value={value}
      valueText={hydrated ? formatUsd(value) : undefined}
      inputRef={sliderRef}
      valueField={field}
      onValueChange={(next) => {
        setMessage('')
        onValueChange(next)
      }}
    >
      <p id={`${id}-message`} role="status" className="mt-2 min-h-5 text-sm font-semibold text-amber-800">
        {message}
      </p>
    </Slider>
  )
}
