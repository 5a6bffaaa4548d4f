/**
 * The version of a consent text (docs/decisions/0009): the first 12 hex digits of the SHA-256 of its exact words,
 * in UTF-8. The build stamps the site's current text with it, notify-lead checks a lead's pair with it, and the
 * leads table's check constraint computes the same (sha256 in supabase/migrations/20261126000000), so a stored
 * version always names the stored words. Web Crypto: the same code runs in Deno, Node and the browser.
 */
export async function consentVersion(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)]
    .slice(0, 6)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/** Whether a lead's consent version is its consent text's (true when it carries neither). */
export async function consentVersionMatches(lead: {
  consent_text?: string | null
  consent_version?: string | null
}): Promise<boolean> {
  if (lead.consent_text == null || lead.consent_version == null) return lead.consent_text == lead.consent_version
  return (await consentVersion(lead.consent_text)) === lead.consent_version
}

/** The issue line of a lead whose consent version does not name its text (what the database would refuse). */
export async function consentIssue(lead: {
  consent_text?: string | null
  consent_version?: string | null
}): Promise<string | undefined> {
  return (await consentVersionMatches(lead))
    ? undefined
    : 'consent_version: The consent version does not match the consent text.'
}
