/**
 * Node's request as the web `Request` the Edge Functions' handlers take, and their `Response` written back, so the
 * embedded backend runs the functions' own HTTP code. This server is the edge: X-Forwarded-For is the socket's
 * address, never a header the client sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddressOfSocket } from './http'

/** The body as a web stream, and a way to drop what the handler left unread (a body past its limit, or unread). */
function bodyStream(request: IncomingMessage): { stream: ReadableStream<Uint8Array>; drop(): void } {
  let open = true
  const drop = () => {
    open = false
    request.resume()
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      request.on('data', (chunk: Buffer) => {
        if (!open) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 1) <= 0) request.pause()
      })
      request.on('end', () => {
        if (open) controller.close()
        open = false
      })
      // The client went away before the end of its body (Node reports it as an error, then a close).
      const gone = () => {
        if (open) controller.error(new ClientGoneError())
        open = false
      }
      request.on('error', gone)
      request.on('close', gone)
    },
    pull() {
      request.resume()
    },
    cancel: drop,
  })
  return { stream, drop }
}

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before sending its whole body')
  }
}

/**
 * Answers `request` with `handler`'s response. A body the handler left unread is dropped and the connection closes
 * after the answer; a client gone mid-body gets none.
 */
export async function serveWithWebHandler(
  request: IncomingMessage,
  response: ServerResponse,
  handler: (request: Request) => Promise<Response>,
): Promise<void> {
  const headers = new Headers()
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2)
    headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!)
  headers.set('x-forwarded-for', clientAddressOfSocket(request))
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyStream(request)
  const webRequest = new Request(`http://${headers.get('host') ?? 'localhost'}${request.url ?? '/'}`, {
    method,
    headers,
    ...(body ? { body: body.stream, duplex: 'half' } : {}),
  } as RequestInit)
  let answer: Response
  try {
    answer = await handler(webRequest)
  } catch (error) {
    if (error instanceof ClientGoneError) return void response.destroy()
    throw error
  }
  const text = Buffer.from(await answer.arrayBuffer())
  const outgoing: Record<string, string | number> = {
    ...Object.fromEntries(answer.headers),
    'content-length': text.length,
  }
  if (!request.complete) {
    body?.drop()
    outgoing.connection = 'close'
  }
  response.writeHead(answer.status, outgoing).end(text)
}
