/**
 * The embedded backend runs the Edge Functions' web handlers through server/leads/web-request.ts: what a handler sees
 * of Node's request, and what the client gets back when a body is cut short by the handler or by the client.
 */
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readBody } from '../../supabase/functions/_shared/request-body'
import { ClientGoneError, serveWithWebHandler } from '../../server/leads/web-request'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** Serves `handler` on a free port; `failures` collects what serveWithWebHandler threw. */
async function serve(handler: (request: Request) => Promise<Response>, failures: unknown[] = []): Promise<string> {
  server = createServer((request, response) => {
    serveWithWebHandler(request, response, handler).catch((error: unknown) => failures.push(error))
  })
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

describe('a web handler behind Node', () => {
  it('sees the method, address, headers and body, with the socket as X-Forwarded-For whatever the client sent', async () => {
    const origin = await serve(async (request) =>
      Response.json(
        {
          method: request.method,
          url: request.url,
          forwarded: request.headers.get('x-forwarded-for'),
          kind: request.headers.get('content-type'),
          body: await request.text(),
        },
        { status: 202, headers: { 'X-Answer': 'yes' } },
      ),
    )
    const response = await fetch(`${origin}/functions/v1/notify-lead?step=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': '203.0.113.7' },
      body: 'héllo',
    })
    expect(response.status).toBe(202)
    expect(response.headers.get('x-answer')).toBe('yes')
    expect(await response.json()).toEqual({
      method: 'POST',
      url: `${origin}/functions/v1/notify-lead?step=1`,
      forwarded: '127.0.0.1',
      kind: 'text/plain',
      body: 'héllo',
    })
  })

  it('answers a body the handler stops reading at its limit, closes that connection, and serves the next', async () => {
    const origin = await serve(async (request) => {
      const text = await readBody(request, 1024)
      return new Response(text === undefined ? 'too large' : text, { status: text === undefined ? 413 : 200 })
    })
    let sent = 0
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(new Uint8Array(4096).fill(120))
        else controller.close()
      },
    })
    const response = await fetch(`${origin}/x`, { method: 'POST', body: chunks, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(await response.text()).toBe('too large')
    const next = await fetch(`${origin}/x`, { method: 'POST', body: 'small' })
    expect(await next.text()).toBe('small')
  })

  it('gives a client that leaves mid-body no answer, and the handler a ClientGoneError', async () => {
    let seen: unknown
    const failures: unknown[] = []
    const origin = await serve(async (request) => {
      try {
        await request.text()
      } catch (error) {
        seen = error
        throw error
      }
      return new Response('never')
    }, failures)
    const { port } = new URL(origin)
    await new Promise<void>((done) => {
      const client = httpRequest({ port, method: 'POST', path: '/x', headers: { 'Content-Length': '1000' } })
      client.on('error', () => done())
      client.write('only part of it', () => setImmediate(() => client.destroy()))
      client.on('close', () => done())
    })
    await expect.poll(() => seen).toBeInstanceOf(ClientGoneError)
    expect(failures).toEqual([])
  })
})
