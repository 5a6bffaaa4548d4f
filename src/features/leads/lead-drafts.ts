/**
 * What a visitor typed, kept in their own browser until the form is sent, so a failure or a reload loses nothing.
 * A draft also keeps its submission's id (a retry after a reload is the same submission, stored once) and when it
 * was started (the fill time of a restored draft). Drafts expire after a week, so name, phone and address do not
 * wait on a shared computer for the next person.
 */
const draftKey = (formId: string) => `lead-draft:${formId}`

export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000

export interface Draft {
  values: Record<string, string>
  /** When the visitor started typing it (ms since the epoch). */
  startedAt: number
  /** When it was last saved. */
  savedAt: number
  /** The id of the submission it was sent as, once it was sent and failed. */
  submissionId?: string
}

function storedDraft(formId: string): Draft | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(draftKey(formId)) ?? 'null') as Partial<Draft> | null
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.values !== 'object') return undefined
    const values = Object.fromEntries(
      Object.entries(parsed.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const savedAt = Number(parsed.savedAt)
    if (!Number.isFinite(savedAt)) return undefined
    return {
      values,
      savedAt,
      startedAt: Number.isFinite(Number(parsed.startedAt)) ? Number(parsed.startedAt) : savedAt,
      ...(typeof parsed.submissionId === 'string' ? { submissionId: parsed.submissionId } : {}),
    }
  } catch {
    return undefined
  }
}

/** Whether the browser keeps a draft of the form, current or expired (the form restores or removes it). */
export function hasDraft(formId: string): boolean {
  try {
    return localStorage.getItem(draftKey(formId)) !== null
  } catch {
    return false
  }
}

/** The form's draft, unless there is none, it is empty, or it is older than draftLifetimeMs (then it is removed). */
export function readDraft(formId: string, now = Date.now()): Draft | undefined {
  const draft = storedDraft(formId)
  if (!draft) return undefined
  if (now - draft.savedAt > draftLifetimeMs || Object.keys(draft.values).length === 0) {
    clearDraft(formId)
    return undefined
  }
  return draft
}

/** Saves what is typed (empty fields left out); keeps the draft's start time and submission id. */
export function saveDraft(
  formId: string,
  values: Record<string, unknown>,
  { submissionId, now = Date.now() }: { submissionId?: string; now?: number } = {},
): void {
  try {
    const typed = Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== '')
    if (typed.length === 0) {
      localStorage.removeItem(draftKey(formId))
      return
    }
    const previous = storedDraft(formId)
    const draft: Draft = {
      values: Object.fromEntries(typed) as Record<string, string>,
      startedAt: previous?.startedAt ?? now,
      savedAt: now,
      ...((submissionId ?? previous?.submissionId) ? { submissionId: submissionId ?? previous?.submissionId } : {}),
    }
    localStorage.setItem(draftKey(formId), JSON.stringify(draft))
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
