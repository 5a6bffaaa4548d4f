/**
 * Local time, without dependencies (the lead console's bundle imports it too): the business's time zone, a clock in
 * any zone, and whether a moment is within opening or texting hours.
 */

/** The business's time zone (North Central Florida): every time in an alert is written in it. */
export const businessTimeZone = 'America/New_York'

/** Hours of a day in local time ("08:00" to "20:00"): opening hours, or when automated texts may go out. */
export interface TextingHours {
  opens: string
  closes: string
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** A zone's clock ("HH:MM", 24-hour) or calendar ("YYYY-MM-DD"), made once per zone. */
function formatIn(zone: string, kind: 'time' | 'date'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`
  let format = formats.get(key)
  if (!format) {
    format =
      kind === 'time'
        ? new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        : new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formats.set(key, format)
  }
  return format
}

/** The time of day at `at` in `zone`, as "HH:MM" (24-hour). */
export const localTime = (at: Date, zone: string): string => formatIn(zone, 'time').format(at)

/** The calendar date at `at` in `zone`, as "YYYY-MM-DD". */
export const localDate = (at: Date, zone: string): string => formatIn(zone, 'date').format(at)

/** Whether `at` is within the hours in every one of `zones`. */
export const withinHours = (at: Date, zones: readonly string[], { opens, closes }: TextingHours): boolean =>
  zones.every((zone) => {
    const time = localTime(at, zone)
    return time >= opens && time < closes
  })
