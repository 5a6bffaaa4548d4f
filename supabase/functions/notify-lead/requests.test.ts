// What notify-lead answers before it stores anything: CORS preflight, methods, bodies and the lead's fields.
// Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { handleNotifyLead, maxBodyBytes } from './index.ts'
import { assertCors, emailSettings, envOf, lead, post, validLead, withDatabase, world } from './test-support/world.ts'

withDatabase('a chat-widget lead with the address "Not provided" is accepted', async (database) => {
  const { send, env } = world(database)
  const chatLead = lead({ source: 'chat-widget', address: 'Not provided', condition: '', timeline: '' })
  const response = await handleNotifyLead(post(chatLead), env, send)
  assert.equal(response.status, 200)
})

Deno.test('an invalid lead answers 400 naming every field at fault', async () => {
  const { send, emails, env } = world(undefined)
  const bad = { ...validLead, name: 'J', email: 'not-an-email', phone: '12', submittedAt: 'yesterday', extra: 1 }
  const response = await handleNotifyLead(post(bad), env, send)

  assert.equal(response.status, 400)
  assertCors(response)
  const body = await response.json()
  assert.equal(body.error, 'invalid_request')
  assert.ok(body.issues.includes('name: Name must be at least 2 characters.'), body.issues.join('\n'))
  assert.ok(body.issues.includes('email: Please enter a valid email address.'))
  assert.ok(body.issues.includes('phone: Please enter a valid phone number.'))
  assert.ok(body.issues.includes('submittedAt: submittedAt must be an ISO 8601 timestamp.'))
  assert.ok(
    body.issues.some((issue: string) => issue.includes('extra')),
    'unknown keys are refused',
  )
  assert.match(body.message, /^The lead is not valid: name: Name must be at least 2 characters\./)
  assert.equal(emails.length, 0, 'nothing is e-mailed')

  const noId = await handleNotifyLead(post({ ...validLead, submission_id: undefined }), env, send)
  assert.deepEqual((await noId.json()).issues, ['submission_id: submission_id must be a UUID.'])
})

Deno.test('a chat-widget lead with a real address is refused', async () => {
  const { send, env } = world(undefined)
  const response = await handleNotifyLead(post({ ...validLead, source: 'chat-widget' }), env, send)
  assert.equal(response.status, 400)
  const body = await response.json()
  assert.deepEqual(body.issues, ["address: A chat-widget lead stores the address 'Not provided'."])
})

Deno.test('OPTIONS preflight answers 204 with the CORS headers supabase-js needs', async () => {
  const response = await handleNotifyLead(
    new Request('http://localhost/functions/v1/notify-lead', { method: 'OPTIONS' }),
    envOf(emailSettings),
    world(undefined).send,
  )
  assert.equal(response.status, 204)
  assertCors(response)
  const allowed = response.headers.get('access-control-allow-headers') ?? ''
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
    assert.ok(allowed.includes(header), header)
  }
  assert.equal(await response.text(), '')
})

Deno.test('any method but POST answers 405 with a JSON error', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const response = await handleNotifyLead(
      new Request('http://localhost/functions/v1/notify-lead', { method }),
      envOf(emailSettings),
      world(undefined).send,
    )
    assert.equal(response.status, 405, method)
    assertCors(response)
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS')
    assert.equal((await response.json()).error, 'method_not_allowed')
  }
})

Deno.test('a body that is not JSON answers 415 or 400; an oversized one 413', async () => {
  const { send, emails: calls } = world(undefined)
  const asText = await handleNotifyLead(post(validLead, { 'Content-Type': 'text/plain' }), envOf(emailSettings), send)
  assert.equal(asText.status, 415)
  assert.equal((await asText.json()).error, 'invalid_request')

  const broken = await handleNotifyLead(post('{"name": "Jane"'), envOf(emailSettings), send)
  assert.equal(broken.status, 400)
  assertCors(broken)
  assert.deepEqual(await broken.json(), { error: 'invalid_request', message: 'The body is not valid JSON.' })

  const huge = await handleNotifyLead(
    post({ ...validLead, message: 'x'.repeat(maxBodyBytes) }),
    envOf(emailSettings),
    send,
  )
  assert.equal(huge.status, 413)
  assert.equal((await huge.json()).error, 'invalid_request')

  const notAnObject = await handleNotifyLead(post('[]'), envOf(emailSettings), send)
  assert.equal(notAnObject.status, 400)
  assert.match((await notAnObject.json()).issues[0], /^body: /)
  assert.equal(calls.length, 0)
})
