/**
 * A lead backend served on a free port of this machine, alone, as the tests and benchmarks reach it over HTTP.
 * `stop` closes the server, not the backend, which its opener closes.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LeadBackend } from '../../server/leads/backend'

export async function serveLeadBackend(
  backend: LeadBackend,
  {
    announce = false,
  }: { /** Name this server in the data folder's server.json, as `npm start` does. */ announce?: boolean } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (!backend.handle(request, response)) response.writeHead(404).end('not the backend')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  if (announce) backend.announce({ port, host: '127.0.0.1' })
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
