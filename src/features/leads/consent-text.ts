/**
 * The consent box's words from content (leadsCopy.consent): the pieces the form shows, with links to /terms and
 * /privacy, and the same words as plain text, which is what a lead records and what the version is taken of.
 */
import type { LeadsCopy } from '../../../content/leads.schema'
import { pagePath } from '../../routing/paths'

export type ConsentPart = { text: string; href?: string }

export function consentParts(copy: LeadsCopy['consent'], businessName: string): ConsentPart[] {
  const links: Record<string, ConsentPart> = {
    '{terms}': { text: copy.termsLinkText, href: pagePath('terms') },
    '{privacy}': { text: copy.privacyLinkText, href: pagePath('privacy') },
  }
  return copy.text
    .replaceAll('{business}', businessName)
    .split(/(\{terms\}|\{privacy\})/)
    .filter(Boolean)
    .map((piece) => links[piece] ?? { text: piece })
}

/** The consent as one line of plain text: the words a visitor read, link texts included. */
export function consentText(copy: LeadsCopy['consent'], businessName: string): string {
  return consentParts(copy, businessName)
    .map((part) => part.text)
    .join('')
}
