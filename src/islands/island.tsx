/**
 * An island (decision 0042): a component the browser runs on its own, inside a page that is otherwise plain HTML.
 * While pre-rendering it is rendered as a root of its own (so the ids React gives inside it are the ones its own root
 * gives in the browser), with its props written beside it as data and, hidden, what to say should its code not load.
 * src/islands/start-islands.ts hydrates it when its trigger fires. Only pages (rendered at build) use this file.
 */
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { layoutCopy } from '../../content/data'
import { PhoneLink } from '../components/ui/phone-link'
import { islandPrefix, type IslandName, type IslandProps, type IslandTrigger } from './island-names'

export function Island<N extends IslandName>({
  name,
  component,
  props,
  trigger,
}: {
  name: N
  /** The component src/islands/registry.ts loads for `name` in the browser. */
  component: ComponentType<IslandProps<N>>
  props: IslandProps<N>
  trigger: IslandTrigger
}) {
  const html = renderToString(createElement(component as ComponentType<object>, props as object), {
    identifierPrefix: islandPrefix(name),
  })
  const [before, after] = layoutCopy.islandFailed.text.split('{phoneLink}')
  return (
    <>
      <div
        className="contents"
        data-island={name}
        data-trigger={trigger}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <div
        data-island-failed={name}
        role="alert"
        hidden
        className="mt-4 rounded-lg bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200"
      >
        <p>
          {before}
          <PhoneLink className="font-bold text-brand underline" />
          {after}
        </p>
        <button
          type="button"
          data-island-retry=""
          className="mt-3 min-h-11 rounded-lg px-4 font-semibold text-brand ring-1 ring-brand"
        >
          {layoutCopy.islandFailed.retry}
        </button>
      </div>
    </>
  )
}
