/**
 * Opening hours as people read them. Here, at the bottom of the import order, because content's copy is filled with
 * them ({openingTime} and {closingTime}, content/load.ts) as much as the pages and the functions' copy show them.
 */

/** "08:00"-"20:00" as visitors read it: "8:00 AM-8:00 PM". */
export function formatOpeningHours({ opens, closes }: { opens: string; closes: string }): string {
  return `${formatTime(opens)}-${formatTime(closes)}`
}

/** 08:00 as a person says it: 8:00 AM. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}
