import type { LeadsCopy } from './leads.schema'

/** The lead forms: labels and placeholders (SPEC section 5), states and messages (SPEC sections 4 and 8). */
export const leadsCopy: LeadsCopy = {
  fields: {
    name: { label: 'Full Name' },
    email: { label: 'Email Address' },
    phone: { label: 'Phone Number' },
    address: { label: 'Property Address' },
    condition: { label: 'Property Condition', placeholder: 'Good, needs repairs, etc.' },
    timeline: { label: 'Sale Timeline', placeholder: 'ASAP, 1-3 months, etc.' },
    message: { label: 'Message', placeholder: 'Tell us more about your property and situation...' },
  },
  submit: 'Get My Cash Offer',
  noScript:
    'Sending this form needs JavaScript, which is off in this browser. Call us instead and we will take your details on the phone:',
  submitting: 'Submitting...',
  toasts: {
    submitting: { title: 'Submitting...', description: 'Please wait while we process your submission.' },
    success: { title: 'Thank you!', description: "Your message has been received. We'll be in touch soon!" },
    error: { title: 'Something went wrong' },
  },
  errors: {
    bothFailed: 'Failed to process your request. Please try again or contact us directly.',
  },
  errorAlertTitle: 'Your request was not sent',
  errorCallPrompt: 'Or call us now and we will take your details on the phone:',
  confirmation: {
    heading: 'Thank you! We have your request.',
    text: 'A local buyer will look at what you sent and get back to you shortly.',
    steps: [
      'We call you back, usually the same day, to ask a few questions about the house.',
      'Within 24 hours you get a written, no-obligation cash offer with no fees taken out of it.',
      'If you accept, you pick the closing date: in as little as 7 days, or later.',
    ],
    callPrompt: 'Rather talk now? Call us:',
    again: 'Send another request',
  },
  chatNotice: {
    title: 'Thank you for your submission!',
    text: "We've received your information and will get back to you as soon as possible.",
  },
  chat: {
    buttonLabel: 'Chat with us',
    dialogTitle: 'Ask us anything',
    dialogText: 'Leave your details and a short message. A local buyer will get back to you.',
    close: 'Close',
  },
  privacyNote: 'We use your details only to discuss your property. See our {privacy}.',
  privacyLinkText: 'privacy policy',
  consent: {
    text: 'Yes, {business} may call and text me at the number above about my property and my offer: up to 4 messages a week while we discuss it. Consent is not required to get an offer. Msg & data rates may apply. Reply STOP to opt out, HELP for help. See our {terms} and {privacy}.',
    termsLinkText: 'Terms of Service',
    privacyLinkText: 'Privacy Policy',
  },
  autoresponder: {
    subject: 'We have your request: what happens next',
    greeting: 'Hi {firstName},',
    text: 'Thank you for contacting {business}. A local buyer has your request and will look at it today.',
    stepsHeading: 'What happens next',
    callPrompt: 'Rather talk now? Call or text us at {phone}.',
    signOff: 'The {business} team',
    notice:
      'You get this e-mail because this address was entered on our website. If it was not you, ignore it: we will not write again.',
  },
  honeypotLabel: 'Leave blank',
}
