/**
 * Who is here decides what the console shows: the sign-in, a stranger's empty page, or staff's inbox and report
 * (#report), one at a time, chosen by the address so a reload and the back button keep it.
 */
import { useEffect, useState } from 'react'
import type { Session } from '@supabase/supabase-js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { supabase } from './backend'
import { consoleData, consoleKeys } from './data'
import { Inbox } from './inbox'
import { Report } from './report'
import { SignIn } from './sign-in'

type Access = 'checking' | 'staff' | 'not-staff' | 'unknown'

const showsReport = () => window.location.hash === '#report'

export function ConsoleApp() {
  const queries = useQueryClient()
  const [session, setSession] = useState<Session | null | undefined>(undefined)
  const [report, setReport] = useState(showsReport)

  useEffect(() => {
    const follow = () => setReport(showsReport())
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  useEffect(() => {
    void supabase.auth.getSession().then(({ data }) => setSession(data.session))
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      // Nothing one person read stays for the next to sign in on this page.
      if (!next) queries.clear()
      setSession(next)
    })
    return () => data.subscription.unsubscribe()
  }, [queries])

  const email = session?.user.email
  // Keyed by the address, so a new sign-in shows 'checking' until its own answer comes.
  const staff = useQuery({
    queryKey: consoleKeys.staff(email ?? ''),
    queryFn: ({ signal }) => consoleData.isStaff(signal),
    enabled: Boolean(email),
    staleTime: Infinity,
  })
  const access: Access = staff.isPending
    ? 'checking'
    : staff.isError
      ? 'unknown'
      : staff.data === true
        ? 'staff'
        : 'not-staff'

  if (session === undefined) return <Frame>Opening the console…</Frame>
  if (!session)
    return (
      <Frame>
        <SignIn />
      </Frame>
    )
  return (
    <Frame email={email} staff={access === 'staff'} report={report}>
      {access === 'checking' && <p>Checking your access…</p>}
      {access === 'unknown' && (
        <p role="alert">
          The console could not check your access. Reload the page; if it stays, sign out and in again.
        </p>
      )}
      {access === 'not-staff' && (
        <p role="alert">
          {email} is not on the staff list, so the console shows no leads. Ask the owner to add this address, then
          reload.
        </p>
      )}
      {access === 'staff' && (report ? <Report /> : <Inbox />)}
    </Frame>
  )
}

function Frame({
  email,
  staff = false,
  report = false,
  children,
}: {
  email?: string
  staff?: boolean
  report?: boolean
  children: React.ReactNode
}) {
  const tab = (current: boolean) => `min-h-11 inline-flex items-center px-2 ${current ? 'font-semibold' : 'underline'}`
  return (
    <div className="mx-auto flex min-h-screen max-w-5xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        <h1 className="text-xl font-bold">Leads</h1>
        {staff && (
          <nav aria-label="Console" className="flex gap-2">
            <a className={tab(!report)} href="#inbox" aria-current={report ? undefined : 'page'}>
              Inbox
            </a>
            <a className={tab(report)} href="#report" aria-current={report ? 'page' : undefined}>
              Report
            </a>
          </nav>
        )}
        {email && (
          <div className="flex items-center gap-3 text-sm">
            <span className="text-slate-600">{email}</span>
            <button
              type="button"
              className="min-h-11 rounded border border-slate-300 bg-white px-3 font-medium"
              onClick={() => void supabase.auth.signOut()}
            >
              Sign out
            </button>
          </div>
        )}
      </header>
      <main className="flex flex-col gap-4">{children}</main>
    </div>
  )
}
