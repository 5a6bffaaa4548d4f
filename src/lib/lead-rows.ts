/** A stored lead row as `npm run leads` prints it: its cells as text, as CSV cells, and whether it is a suspected bot. */

/** A suspected bot: kept, never notified, listed only with --spam. */
export const isSpam = (row: Record<string, unknown>) => row.spam_reason !== null && row.spam_reason !== undefined

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  // notify_channels (jsonb): the channels and their times as JSON.
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** One CSV cell: RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  let text = cellText(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV lines (RFC 4180: CRLF after each record, the last included). */
export function csvLines(lines: unknown[][]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Terminal-safe single line: control characters (escape sequences included) and line breaks become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim()
}

export function shorten(text: string, width: number): string {
  const chars = [...text]
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}…`
}
