import { useHead } from '@unhead/react'
import { serializeJsonLd } from './structured-data'

/** Puts structured data into the page head (and so into the pre-rendered HTML). */
export function useJsonLd(...blocks: object[]): void {
  useHead({
    script: blocks.map((block, index) => ({
      key: `json-ld-${index}`,
      type: 'application/ld+json',
      innerHTML: serializeJsonLd(block),
    })),
  })
}
