import { layoutCopy } from '../../../content/data'
import { pagePath } from '../../routing/paths'

/** How every FAQ block outside the FAQ page ends. */
export function SeeMoreFaqsLink() {
  return (
    <a href={pagePath('faq')} className="tap-target mt-6 font-semibold text-brand underline underline-offset-4">
      {layoutCopy.seeMoreFaqs}
    </a>
  )
}
