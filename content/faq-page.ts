import type { FaqPageCopy } from './faq-page.schema'

/** The FAQ page's groups and the questions its cash-offer group loads on request. */
export const faqPageCopy: FaqPageCopy = {
  heading: 'Frequently Asked Questions',
  intro:
    'Straight answers about selling your house for cash: how offers work, what it costs, storm-damaged homes and what happens from the first call to closing day.',
  groups: [
    { category: 'general', heading: 'General questions' },
    { category: 'cash-offer', heading: 'Your cash offer' },
    { category: 'storm-damage', heading: 'Storm-damaged homes' },
    { category: 'selling-process', heading: 'The selling process' },
  ],
  loadMore: {
    category: 'cash-offer',
    questionIds: ['what-happens-after-i-accept', 'how-fast-can-we-close', 'who-handles-the-closing'],
    more: 'Load more FAQs',
    less: 'Show less FAQs',
  },
  stillHaveQuestions: {
    heading: 'Still have a question?',
    text: 'Call us any day, {hours}, or send us a note. A local buyer answers, and there is never any obligation.',
  },
}
