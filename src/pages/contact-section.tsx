import { useEffect, useState } from 'react'
import { contactCopy } from '../../content/data'
import { fillCopy } from '../../content/fill-copy'
import type { ContactEstimate } from '../features/calculator/contact-estimate'
import { ContactForm } from '../features/leads/contact-form'

/**
 * The calculator's estimate the address hands over (/contact?arv=...): the code that reads it loads only for an
 * address with a query, so most visits never download it.
 */
function useHandedOverEstimate(): ContactEstimate | undefined {
  const [estimate, setEstimate] = useState<ContactEstimate>()
  useEffect(() => {
    const search = location.search
    if (!search) return
    let current = true
    void import('../features/calculator/contact-estimate').then(({ contactEstimate }) => {
      if (current) setEstimate(contactEstimate(new URLSearchParams(search)))
    })
    return () => {
      current = false
    }
  }, [])
  return estimate
}

/** The contact page's form, pre-filled with the estimate when the visitor comes from the calculator (an island). */
export function ContactSection() {
  const estimate = useHandedOverEstimate()
  return (
    <>
      {estimate && (
        <div className="mt-8 rounded-xl bg-green-50 p-5 ring-1 ring-green-200" data-testid="estimate-summary">
          <h3 className="font-bold text-slate-900">{contactCopy.estimateHeading}</h3>
          <p className="mt-2 text-slate-700">{fillCopy(contactCopy.estimateText, { offer: estimate.offer })}</p>
        </div>
      )}
      <div className="mt-8">
        <ContactForm initialMessage={estimate?.message} />
      </div>
    </>
  )
}
