/**
 * A body as text, read within a limit: what every function reads first (notify-lead, Twilio's webhooks), and the
 * CRM's answer.
 */

/** The body as text, or undefined once it grows past maxBytes (read in chunks, so a huge body is never held). */
export async function readBody(message: Request | Response, maxBytes: number): Promise<string | undefined> {
  const declared = Number(message.headers.get('content-length') ?? '0')
  if (declared > maxBytes) {
    await message.body?.cancel()
    return undefined
  }
  if (!message.body) return ''
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
