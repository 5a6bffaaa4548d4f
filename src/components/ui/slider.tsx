import { useId, type ReactNode, type Ref } from 'react'

/**
 * A labelled slider: the browser's own range input (arrow keys, Page Up/Down, Home/End, pointer), so it moves before
 * the app has started and with scripts off (decision 0037). The visible label names it, `valueField` stands beside
 * the label (the amount, a control of its own), the value is announced as valueText once the app runs, and
 * `children` follow the slider.
 */
export function Slider({
  label,
  help,
  value,
  valueText,
  min,
  max,
  step,
  onValueChange,
  valueField,
  inputRef,
  children,
}: {
  label: string
  help?: string
  value: number
  /** Announced instead of the bare number; left to the browser until the app runs, since only it can keep it true. */
  valueText?: string
  min: number
  max: number
  step: number
  onValueChange: (value: number) => void
  valueField: ReactNode
  inputRef?: Ref<HTMLInputElement>
  children?: ReactNode
}) {
  const id = useId()
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-input`} id={`${id}-label`} className="font-semibold text-slate-900">
          {label}
        </label>
        {valueField}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        aria-valuetext={valueText}
        onChange={(event) => onValueChange(event.target.valueAsNumber)}
        // The browser draws the filled part of the track itself, so it is right before the app runs too.
        className="mt-4 block h-8 w-full cursor-pointer accent-brand"
      />
      {children}
    </div>
  )
}
