const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole US dollars with thousands separators: $269,000. */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount))
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "2025-05-13" as "May 13, 2025". */
export function formatIsoDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}
