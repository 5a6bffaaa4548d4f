/** The siteverify stand-in (supabase/functions/notify-lead/test-support) as a local HTTP server, for Node tests. */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  siteverifyStandIn,
  type SiteverifyStandIn,
} from '../../supabase/functions/notify-lead/test-support/siteverify-stand-in'

export interface SiteverifyServer extends SiteverifyStandIn {
  url: string
  close(): Promise<void>
}

export async function startSiteverifyServer(): Promise<SiteverifyServer> {
  const standIn = siteverifyStandIn()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { status, body } = standIn.answer(Buffer.concat(chunks).toString('utf8'))
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    ...standIn,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/v0/siteverify`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
