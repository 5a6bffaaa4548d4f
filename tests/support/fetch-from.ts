/**
 * A fetch that connects from the given loopback address (127.0.0.2, 127.0.0.3, ...), so a test can be several clients
 * of a server on 127.0.0.1: the server sees each as its own socket address.
 */
import { request as httpRequest } from 'node:http'

export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const asked = new Request(input, init)
    const body = asked.body ? Buffer.from(await asked.arrayBuffer()) : undefined
    return new Promise<Response>((resolve, reject) => {
      const sent = httpRequest(
        asked.url,
        { method: asked.method, headers: Object.fromEntries(asked.headers), localAddress },
        (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('error', reject)
          answer.on('end', () => {
            const headers = new Headers()
            for (const [name, value] of Object.entries(answer.headers))
              for (const one of [value ?? []].flat()) headers.append(name, one)
            const status = answer.statusCode ?? 500
            const text = [204, 304].includes(status) ? null : Buffer.concat(chunks)
            resolve(new Response(text, { status, statusText: answer.statusMessage, headers }))
          })
        },
      )
      sent.on('error', reject)
      sent.end(body)
    })
  }
}
