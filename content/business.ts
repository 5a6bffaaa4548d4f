import type { BusinessProfile } from './business.schema'

/**
 * Placeholder identity (decision 0023): replace these values with the real business's before launch.
 * The phone uses the 555-01xx range reserved for fiction, the e-mail a reserved domain.
 */
export const business: BusinessProfile = {
  name: 'North Central Florida Home Buyers',
  shortName: 'NCF Home Buyers',
  tagline: 'Cash for your house in as little as 7 days, as-is, with no fees.',
  description:
    'A local, family-run cash home buyer serving Suwannee, Columbia, Dixie, Hamilton, Lafayette, Madison and Taylor counties. We make fair, no-obligation cash offers on houses, mobile homes and land in any condition.',
  foundedYear: 2012,
  owner: 'Sample Owner',
  industry: 'Real estate investment',
  legalEntity: 'North Central Florida Home Buyers LLC (placeholder)',
  taxId: 'XX-XXXXXXX (placeholder)',
  licenseNumber: 'Not applicable (placeholder)',
  phone: '(352) 555-0142',
  tollFree: '(800) 555-0142',
  fax: '(352) 555-0143',
  smsEnabled: true,
  emergencyPhone: '(352) 555-0144',
  email: 'offers@example.com',
  website: 'https://www.example.com',
  address: {
    street: '100 Placeholder Street',
    city: 'Lake City',
    state: 'FL',
    zip: '32055',
    country: 'US',
  },
  hours: { opens: '08:00', closes: '20:00' },
  socialProfiles: [
    { network: 'Facebook', url: 'https://www.facebook.com/example' },
    { network: 'YouTube', url: 'https://www.youtube.com/@example' },
  ],
  brand: { primaryColor: '#14532d', accentColor: '#c2410c', font: 'system-ui' },
}
