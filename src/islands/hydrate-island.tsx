/**
 * React's part of starting an island, loaded with its first island: one root per island, hydrated over its
 * pre-rendered HTML, and a promise kept once React has committed it (its handlers are attached), so what the visitor
 * did before can be done again (src/islands/start-islands.ts), or broken should the island throw while rendering.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
): Promise<Root> {
  return new Promise((resolve, reject) => {
    const root: Root = hydrateRoot(
      element,
      createElement(Committed, { onCommit: () => resolve(root), children: createElement(component, props) }),
      { identifierPrefix, onUncaughtError: reject },
    )
  })
}
