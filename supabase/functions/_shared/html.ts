/**
 * Escaping for HTML, in a module of its own that imports nothing: the build and `npm install` load it before the
 * functions' copy of content/ (site-content.generated.ts) exists.
 */
const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Makes any text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}
