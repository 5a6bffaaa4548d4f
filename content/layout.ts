import type { LayoutCopy } from './layout.schema'

export const layoutCopy: LayoutCopy = {
  skipLink: 'Skip to main content',
  headerNavigation: [
    { label: 'Home', page: 'home' },
    { label: 'Offer', page: 'offer' },
    { label: 'Blog', page: 'blog' },
    { label: 'FAQ', page: 'faq' },
    { label: 'Contact', page: 'contact' },
  ],
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  callLabel: 'Call',
  sampleTestimonialLabel: 'Sample review, not a real customer',
  offerCallToAction: 'Get My Free Cash Offer',
  seeMoreFaqs: 'See more FAQs',
  footer: {
    about:
      'Local cash home buyers for North Central Florida. Fair offers on houses, mobile homes and land in any condition.',
    quickLinksHeading: 'Quick Links',
    quickLinks: [
      { label: 'Home', page: 'home' },
      { label: 'Offer Calculator', page: 'offer' },
      { label: 'Blog', page: 'blog' },
      { label: 'FAQ', page: 'faq' },
      { label: 'Contact', page: 'contact' },
      { label: 'Storm-Damaged Homes', page: 'storm' },
      { label: 'About Us', page: 'about' },
      { label: 'Sitemap', page: 'sitemap' },
      { label: 'Terms of Use', page: 'terms' },
      { label: 'Privacy Policy', page: 'privacy' },
    ],
    popularAreasHeading: 'Popular Areas',
    popularCounties: 3,
    townsPerCounty: 2,
    allAreasLabel: 'All Areas',
    contactHeading: 'Contact',
    hoursLabel: 'Open every day, {hours}',
    followHeading: 'Follow Us',
    rightsReserved: 'All rights reserved.',
  },
}
