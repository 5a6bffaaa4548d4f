import { business } from '../../../content/data'

/**
 * The business's street address as two lines, from the same fields as the LocalBusiness JSON-LD
 * (features/seo/structured-data.ts), so the page and search engines always read the same address.
 */
export function BusinessAddress({ className }: { className?: string }) {
  const { street, city, state, zip } = business.address
  return (
    <span className={className}>
      <span className="block">{street}</span>
      <span className="block">
        {city}, {state} {zip}
      </span>
    </span>
  )
}
