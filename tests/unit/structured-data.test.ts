import { describe, expect, it } from 'vitest'
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  mapSearchUrl,
  serializeJsonLd,
  webSiteJsonLd,
} from '../../src/features/seo/structured-data'

import { business } from '../../content/data'

const siteUrl = 'https://www.example.com'

describe('structured data', () => {
  it('describes the business serving a town: area, map search, region FL, telephone, hours every day', () => {
    const data = localBusinessJsonLd({
      siteUrl,
      pageUrl: `${siteUrl}/locations/live-oak`,
      area: { kind: 'City', name: 'Live Oak', county: 'Suwannee County' },
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://www.example.com/#business',
      name: business.name,
      url: 'https://www.example.com/locations/live-oak',
      telephone: `+1-${business.phone.replace(/\D/g, '').replace(/^(\d{3})(\d{3})/, '$1-$2-')}`,
      address: { '@type': 'PostalAddress', addressRegion: 'FL', addressCountry: 'US' },
      areaServed: {
        '@type': 'City',
        name: 'Live Oak, FL',
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Suwannee County, FL' },
      },
      hasMap: 'https://www.google.com/maps/search/?api=1&query=Live%20Oak%2C%20FL',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    })
  })

  it('names a county as an administrative area', () => {
    const data = localBusinessJsonLd({
      siteUrl,
      pageUrl: `${siteUrl}/county/dixie-county`,
      area: { kind: 'AdministrativeArea', name: 'Dixie County' },
    })
    expect(data).toMatchObject({
      areaServed: { '@type': 'AdministrativeArea', name: 'Dixie County, FL' },
      hasMap: mapSearchUrl('Dixie County, FL'),
    })
  })

  it('describes the home page business as serving every area it lists, mapped at its own town', () => {
    const data = localBusinessJsonLd({
      siteUrl,
      pageUrl: `${siteUrl}/`,
      area: [
        { kind: 'AdministrativeArea', name: 'Suwannee County' },
        { kind: 'AdministrativeArea', name: 'Dixie County' },
      ],
    })
    expect(data).toMatchObject({
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Suwannee County, FL' },
        { '@type': 'AdministrativeArea', name: 'Dixie County, FL' },
      ],
      hasMap: mapSearchUrl(`${business.address.city}, FL`),
    })
  })

  it('names the site and links it to the business', () => {
    expect(webSiteJsonLd(siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: business.name,
      url: `${siteUrl}/`,
      publisher: { '@id': `${siteUrl}/#business` },
    })
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: `${siteUrl}/` },
        { name: 'Suwannee County', url: `${siteUrl}/county/suwannee-county` },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Suwannee County',
        item: 'https://www.example.com/county/suwannee-county',
      },
    ])
  })

  it('turns questions into an FAQPage', () => {
    const data = faqPageJsonLd([{ question: 'Do you buy mobile homes?', answer: 'Yes, with or without land.' }])
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do you buy mobile homes?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, with or without land.' },
      },
    ])
  })

  it('serializes so that no text can close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
