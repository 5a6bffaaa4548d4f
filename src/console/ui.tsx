/** What the console's screens share: the look of a field, a button and a link, and a problem said to the person. */
export const field = 'min-h-11 rounded border border-slate-300 bg-white px-3 text-base'
export const button = 'min-h-11 rounded bg-slate-900 px-4 font-semibold text-white disabled:opacity-60'
export const linkButton = 'inline-flex min-h-11 items-center rounded border border-slate-300 bg-white px-3 font-medium'

/** A sentence about what went wrong and what to do, announced to a screen reader; nothing when there is none. */
export function Problem({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-red-700">
      {text}
    </p>
  ) : null
}
