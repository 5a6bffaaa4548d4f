/** What the hostile requests to the embedded lead backend share: their shape, the keys they carry, the leads spoilt. */
import { localPublishableKey } from '../../../src/lib/local-backend'
import { sampleLead } from '../../../supabase/tests/sample-lead'

export const validLead = sampleLead
export const chatLead = { ...validLead, source: 'chat-widget', address: 'Not provided', condition: '', timeline: '' }
export const validNotification = { ...validLead, submittedAt: '2025-05-13T14:30:00.000Z' }

export const anon = { apikey: localPublishableKey, Authorization: `Bearer ${localPublishableKey}` }
export const json = { 'Content-Type': 'application/json' }

export interface HostileCase {
  name: string
  path?: string
  method?: string
  headers?: Record<string, string>
  /** Sends the secret key (known only once the backend is open). */
  as?: 'service'
  /** Sent as is when a string, else JSON-encoded. */
  body?: unknown
  status: number
  /** PostgREST error code (REST) or the function's `error` (notify-lead). */
  code: string
}

export const big = (length: number) => 'x'.repeat(length)
