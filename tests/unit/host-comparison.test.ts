import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudflareDifferences, compareHosts, type Probe } from '../../tools/test/host-comparison'
import { notFoundDocuments } from '../../src/routing/manifest'

type Handler = (request: IncomingMessage, response: ServerResponse, origin: string) => void
const servers: Server[] = []

async function host(handler: Handler): Promise<string> {
  let origin = ''
  const server = createServer((request, response) => handler(request, response, origin))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return origin
}

let local: string
let other: string

beforeAll(async () => {
  local = await host((request, response) => {
    if (request.url === '/old') return response.writeHead(301, { Location: '/page' }).end()
    const type = request.url === '/app.js' ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8'
    response.writeHead(200, { 'Content-Type': type, 'X-Frame-Options': 'DENY' }).end(`body of ${request.url}`)
  })
  other = await host((request, response, origin) => {
    if (request.url === '/old') return response.writeHead(308, { Location: `${origin}/page` }).end()
    const type = request.url === '/app.js' ? 'application/javascript' : 'text/html; charset=utf-8'
    const frame = request.url === '/unguarded' ? {} : { 'X-Frame-Options': 'DENY' }
    const body = request.url === '/changed' ? 'something else' : `body of ${request.url}`
    response.writeHead(200, { 'Content-Type': type, ...frame }).end(body)
  })
})
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

describe('comparing one build on two hosts', () => {
  const rules = [{ pattern: '/*', headers: [['X-Frame-Options', 'DENY'] as [string, string]] }]
  const probe = (path: string): Probe => ({ path, kind: 'page' })

  it('counts a recorded difference and fails one nobody recorded', async () => {
    const comparison = await compareHosts({
      probes: ['/page', '/old', '/app.js', '/changed'].map(probe),
      localOrigin: local,
      otherOrigin: other,
      rules,
      differences: cloudflareDifferences(notFoundDocuments),
    })
    expect(comparison.checked).toBe(4)
    expect(comparison.problems).toEqual(['/changed (page): a different body'])
    expect(
      comparison.explained.get(
        'permanent redirects of a trailing slash or a page file name are 308 on Cloudflare, 301 here',
      ),
    ).toBe(1)
    expect(comparison.explained.get('scripts are application/javascript on Cloudflare, text/javascript here')).toBe(1)
  })

  it('fails a header of _headers that one host leaves out, whatever else matches', async () => {
    const comparison = await compareHosts({
      probes: [probe('/unguarded')],
      localOrigin: local,
      otherOrigin: other,
      rules,
      differences: cloudflareDifferences(notFoundDocuments),
    })
    expect(comparison.problems).toEqual(['/unguarded (page): x-frame-options there is missing'])
  })

  it('reads a redirect written as an absolute URL on the same host as its path', async () => {
    const comparison = await compareHosts({
      probes: [probe('/old')],
      localOrigin: local,
      otherOrigin: other,
      rules,
      differences: [],
    })
    expect(comparison.problems).toEqual(['/old (page): status 301 here, 308 there'])
  })
})
