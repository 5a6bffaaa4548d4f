/**
 * How the browser loads each island's code (decision 0042), and for some, a reason to start at once whatever the
 * page's trigger says: a saved draft of the form, or an estimate the address hands over, is shown without waiting.
 */
import { handsOverEstimate } from '../features/calculator/handoff-params'
import { hasDraft } from '../features/leads/lead-drafts'
import { contactFormSource } from '../features/leads/lead-sources'
import type { IslandComponents, IslandName } from './island-names'

interface IslandCode<N extends IslandName> {
  load: () => Promise<IslandComponents[N]>
  startNow?: () => boolean
}

export const islandCode: { [N in IslandName]: IslandCode<N> } = {
  'contact-section': {
    load: async () => (await import('../pages/contact-section')).ContactSection,
    startNow: () => hasDraft(contactFormSource) || handsOverEstimate(location.search),
  },
  'lead-form': {
    load: async () => (await import('../features/leads/contact-form')).ContactForm,
    startNow: () => hasDraft(contactFormSource),
  },
  chat: { load: async () => (await import('../features/leads/chat-widget')).ChatWidget },
  calculator: { load: async () => (await import('../features/calculator/offer-calculator')).OfferCalculator },
  'faq-more': { load: async () => (await import('../features/faq/load-more-section')).LoadMoreSection },
  'sitemap-tools': { load: async () => (await import('../features/sitemap/sitemap-xml-tools')).SitemapXmlButtons },
}
