/**
 * Sign-in with an eight-digit code sent to the address (Supabase Auth's e-mail one-time code). Sign-ups are off and the
 * console never asks to create a user: only an address the owner invited (`npm run staff -- add`) gets a code, and
 * only staff then read leads (row level security). Decisions 0060 and 0076.
 */
import { useState, type FormEvent } from 'react'
import { supabase } from './backend'
import { button, field, Problem } from './ui'

/** The code's length: supabase/config.toml's otp_length, which the embedded backend also sends. */
const codeDigits = 8

/** What to tell the person for an auth error: never the raw text of a failed request. */
function problemOf(error: { status?: number; code?: string; message: string }, step: 'send' | 'verify'): string {
  if (error.status === 429) return error.message
  if (step === 'verify') return 'That code is wrong or has expired. Check the latest e-mail, or ask for a new code.'
  if (error.code === 'validation_failed') return 'Enter a valid e-mail address.'
  // What Supabase Auth answers for an address with no user when the client will not create one.
  if (error.code === 'otp_disabled' || error.code === 'signup_disabled')
    return 'That address is not on the staff list: ask the owner to add it (npm run staff -- add <email>).'
  return 'The code could not be sent. Check the connection and try again.'
}

export function SignIn() {
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | undefined>()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()

  async function send(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(undefined)
    const address = email.trim()
    const { error } = await supabase.auth.signInWithOtp({ email: address, options: { shouldCreateUser: false } })
    setBusy(false)
    if (error) return setProblem(problemOf(error, 'send'))
    setSentTo(address)
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    if (!sentTo) return
    setBusy(true)
    setProblem(undefined)
    const { error } = await supabase.auth.verifyOtp({ email: sentTo, token: code.trim(), type: 'email' })
    setBusy(false)
    if (error) setProblem(problemOf(error, 'verify'))
  }

  return (
    <section className="flex max-w-sm flex-col gap-4" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="text-lg font-semibold">
        Sign in
      </h2>
      {!sentTo ? (
        <form className="flex flex-col gap-3" onSubmit={(event) => void send(event)}>
          <label className="flex flex-col gap-1 font-medium">
            E-mail address
            <input
              className={`${field} w-full`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          <button className={button} type="submit" disabled={busy}>
            Send me a code
          </button>
        </form>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={(event) => void verify(event)}>
          <p>An eight-digit code is on its way to {sentTo}. It works once, for one hour.</p>
          <label className="flex flex-col gap-1 font-medium">
            Code
            <input
              className={`${field} w-full`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={`[0-9]{${codeDigits}}`}
              maxLength={codeDigits}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button className={button} type="submit" disabled={busy}>
            Sign in
          </button>
          <button
            type="button"
            className="min-h-11 self-start underline"
            onClick={() => {
              setSentTo(undefined)
              setCode('')
              setProblem(undefined)
            }}
          >
            Use another address
          </button>
        </form>
      )}
      <Problem text={problem} />
    </section>
  )
}
