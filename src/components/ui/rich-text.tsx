import { classNames } from '../../lib/class-names'

/**
 * HTML written in content/ (FAQ answers, policies). Only the content schemas' trusted tags reach it
 * (content/shared.schema.ts), never anything a visitor typed.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={classNames(
        'space-y-3 text-slate-700 [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-5 [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-slate-900 [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-3 [&_th]:py-2 [&_th]:pr-3 [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
