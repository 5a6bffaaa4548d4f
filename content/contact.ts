import type { ContactCopy } from './contact.schema'

/** The contact page: hero, the words around the lead form and what happens next. */
export const contactCopy: ContactCopy = {
  heroHeading: 'Get Your Cash Offer Today',
  heroSubtitle: 'Fill out the form below or call us at:',
  heroImage: 'contact-hero',
  heading: 'Contact Us',
  text: 'Fill out the form below and our team will get back to you shortly.',
  estimateHeading: 'Your calculator estimate',
  estimateText:
    'You estimated a cash offer of {offer}. We have added it to your message; tell us a little about the house and we will confirm a firm offer.',
}
