/**
 * The site's islands by name, and what each is given (decision 0042). Both sides read this: the pages, which render
 * an island (src/islands/island.tsx), and the browser, which loads its code by name (src/islands/registry.ts).
 */
import type { ComponentProps } from 'react'
import type { ChatWidget } from '../features/leads/chat-widget'
import type { ContactSection } from '../pages/contact-section'
import type { LoadMoreSection } from '../features/faq/load-more-section'
import type { ContactForm } from '../features/leads/contact-form'
import type { OfferCalculator } from '../features/calculator/offer-calculator'
import type { SitemapXmlButtons } from '../features/sitemap/sitemap-xml-tools'

export interface IslandComponents {
  /** The contact page's form, with the calculator's estimate when the address hands one over. */
  'contact-section': typeof ContactSection
  /** The full lead form of a town's page. */
  'lead-form': typeof ContactForm
  /** The chat button and its short form, on every page. */
  chat: typeof ChatWidget
  calculator: typeof OfferCalculator
  'sitemap-tools': typeof SitemapXmlButtons
  /** The FAQ page's questions that show on request. */
  'faq-more': typeof LoadMoreSection
}

export type IslandName = keyof IslandComponents
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>

/**
 * When an island's code loads and it hydrates: at once, when the browser is idle, when it scrolls into view, or when
 * the visitor first points at, presses or focuses inside it.
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction'

/** The prefix of the ids React gives inside an island, the same while pre-rendering and in the browser. */
export const islandPrefix = (name: IslandName): string => `${name}-`
