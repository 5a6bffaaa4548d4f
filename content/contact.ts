import type { ContactCopy } from './contact.schema'

/** The contact page: hero, the words around the lead form and what happens next. */
export const contactCopy: ContactCopy = {
  heroHeading: 'Get Your Cash Offer Today',
  heroSubtitle: 'Fill out the form below or call us at:',
  heroImage: 'contact-hero',
  heading: 'Contact Us',
  text: 'Fill out the form below and our team will get back to you shortly.',
  formPending:
    'The online form is on its way. Until it arrives, call or e-mail us and a local buyer will give you a no-obligation cash offer within 24 hours.',
  estimateHeading: 'Your calculator estimate',
  estimateText:
    'You estimated a cash offer of {offer}. We have added it to your message; tell us a little about the house and we will confirm a firm offer.',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      'We call you back, usually the same day, to ask a few questions about the house and your timing.',
      'Within 24 hours you get a written, no-obligation cash offer with no fees taken out of it.',
      'If you accept, you pick the closing date: in as little as 7 days, or later if you need more time.',
    ],
  },
}
