/**
 * The embedded lead backend alone, in a process of its own, for `npm run bench:leads`'s crash rounds (which kill it
 * with SIGKILL mid-load): `node --import tsx server/leads/backend-process.ts <data folder>` listens on a free
 * loopback port and prints `listening <port>` once it answers.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openLeadBackend } from './backend'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('Usage: lead-backend-process.ts <data folder>')
const backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 1_000_000 }, retryIntervalMs: 0 })
const server = createServer((request, response) => {
  if (!backend.handle(request, response)) response.writeHead(404).end()
})
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
