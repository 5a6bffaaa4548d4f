const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole US dollars with thousands separators: $269,000. */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount))
}

/** Fills {name} placeholders of a copy template. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
}
