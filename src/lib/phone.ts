/** A tel: link for a phone number written like (352) 555-0142 (US numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}
