import { Link } from 'react-router-dom'
import { layoutCopy } from '../../../content/data'
import { staticPagePath } from '../../routing/paths'

/** How every FAQ block outside the FAQ page ends. */
export function SeeMoreFaqsLink() {
  return (
    <Link to={staticPagePath('faq')} className="tap-target mt-6 font-semibold text-brand underline underline-offset-4">
      {layoutCopy.seeMoreFaqs}
    </Link>
  )
}
