/** What /rest/v1's handlers share: the prefix, how they reach the database, and PostgREST's shape of its errors. */
import type { Transaction } from '@electric-sql/pglite'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isPostgresError, postgrestStatus, type Role } from './database'
import { restError } from './http'

export const restPrefix = '/rest/v1'

/**
 * Runs work in one transaction as the role and, given the request, with what PostgREST sets from it: the client's
 * address (the guards read it) and the token's claims (auth.jwt(), which row level security reads).
 */
export type AsRole = <T>(
  role: Role,
  work: (tx: Transaction) => Promise<T>,
  options?: { readOnly?: boolean; request?: IncomingMessage },
) => Promise<T>

export interface RestContext {
  /** The columns of public.leads, as the migrations made them. */
  knownColumns: ReadonlySet<string>
  secretKey: string
  /** The verified claims of a signed-in user's access token (auth.ts), or undefined. */
  userClaims: (token: string) => object | undefined
  asRole: AsRole
}

export function postgresFailure(response: ServerResponse, error: unknown, role: Role): void {
  if (!isPostgresError(error)) throw error
  const status = postgrestStatus(error.code, role)
  if (status >= 500) console.error(`Lead database error ${error.code}: ${error.message}`)
  restError(response, status, {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  })
}
