/** What a visitor typed, kept in their own browser until the form is sent, so a failure or a reload loses nothing. */
const draftKey = (formId: string) => `lead-draft:${formId}`

export function readDraft(formId: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(draftKey(formId)) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return undefined
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  } catch {
    return undefined
  }
}

export function saveDraft(formId: string, values: Record<string, unknown>): void {
  try {
    const typed = Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== '')
    if (typed.length === 0) localStorage.removeItem(draftKey(formId))
    else localStorage.setItem(draftKey(formId), JSON.stringify(Object.fromEntries(typed)))
  } catch {
    // Storage can be full or off; the form still works, only the draft is not kept.
  }
}

export function clearDraft(formId: string): void {
  try {
    localStorage.removeItem(draftKey(formId))
  } catch {
    // Nothing to clear.
  }
}
