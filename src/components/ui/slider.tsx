import * as RadixSlider from '@radix-ui/react-slider'
import { useId, type ReactNode } from 'react'

/**
 * A labelled slider (Radix: arrow keys, Page Up/Down, Home/End, pointer). The visible label names it, the current
 * value is shown beside the label (or `valueField` stands there, a control of its own) and announced as valueText;
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
  children,
}: {
  label: string
  help?: string
  value: number
  valueText: string
  min: number
  max: number
  step: number
  onValueChange: (value: number) => void
  valueField?: ReactNode
  children?: ReactNode
}) {
  const id = useId()
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="font-semibold text-slate-900">
          {label}
        </span>
        {valueField ?? (
          <output aria-hidden="true" className="text-xl font-bold text-brand tabular-nums">
            {valueText}
          </output>
        )}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      <RadixSlider.Root
        className="relative mt-4 flex h-8 w-full touch-none items-center select-none"
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => next !== undefined && onValueChange(next)}
      >
        <RadixSlider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <RadixSlider.Range className="absolute h-full rounded-full bg-brand" />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          aria-labelledby={`${id}-label`}
          aria-describedby={help ? `${id}-help` : undefined}
          aria-valuetext={valueText}
          className="block size-7 rounded-full border-4 border-white bg-brand-accent shadow-md ring-1 ring-slate-300 hover:bg-orange-800 focus-visible:ring-4 focus-visible:ring-slate-900"
        />
      </RadixSlider.Root>
      {children}
    </div>
  )
}
