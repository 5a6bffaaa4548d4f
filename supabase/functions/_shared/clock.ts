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

const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** The time of day at `at` in `zone`, as "HH:MM" (24-hour). */
export function localTime(at: Date, zone: string): string {
  let format = clockFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clockFormats.set(zone, format)
  }
  return format.format(at)
}

/** Whether `at` is within the hours in every one of `zones`. */
export const withinHours = (at: Date, zones: readonly string[], { opens, closes }: TextingHours): boolean =>
  zones.every((zone) => {
    const time = localTime(at, zone)
    return time >= opens && time < closes
  })
