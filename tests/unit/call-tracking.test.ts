/** Call tracking numbers (decision 0043): how a visit's source is recognised, and what content may list. */
import { describe, expect, it } from 'vitest'
import { siteContent, siteContentSources } from '../../content/site-content'
import { validateContent, type SiteContent } from '../../content/validate'
import { trackingNumberFor, type TrackingNumber } from '../../src/lib/call-tracking'

const googleAds: TrackingNumber = {
  source: 'Google Ads',
  phone: '(352) 555-0150',
  placeholder: false,
  when: { clickIds: ['gclid', 'gbraid', 'wbraid'], utmSources: ['google-ads'] },
}
const facebook: TrackingNumber = {
  source: 'Facebook',
  phone: '(352) 555-0151',
  placeholder: false,
  when: { clickIds: ['fbclid'], utmSources: ['facebook'], referrerHosts: ['facebook.com'] },
}
const directMail: TrackingNumber = {
  source: 'Direct mail',
  phone: '(352) 555-0152',
  placeholder: false,
  when: { utmSources: ['postcard'] },
}
const numbers = [googleAds, facebook, directMail]

const sourceOf = (search: string, referrer = '') => trackingNumberFor({ search, referrer }, numbers)?.source

describe('recognising where a visit came from', () => {
  it('knows a source by a click id in the address, whatever its value', () => {
    expect(sourceOf('?gclid=test123')).toBe('Google Ads')
    expect(sourceOf('?wbraid=abc&utm_medium=cpc')).toBe('Google Ads')
    expect(sourceOf('?fbclid=')).toBe('Facebook')
  })

  it('knows a source by its utm_source, in any case', () => {
    expect(sourceOf('?utm_source=Google-Ads')).toBe('Google Ads')
    expect(sourceOf('?utm_source=POSTCARD&utm_campaign=spring')).toBe('Direct mail')
  })

  it("knows a source by the referrer's host or one of its subdomains, not by a host that only ends alike", () => {
    expect(sourceOf('', 'https://facebook.com/some/post')).toBe('Facebook')
    expect(sourceOf('', 'https://m.facebook.com/')).toBe('Facebook')
    expect(sourceOf('', 'https://L.FACEBOOK.COM/l.php?u=x')).toBe('Facebook')
    expect(sourceOf('', 'https://notfacebook.com/')).toBeUndefined()
    expect(sourceOf('', 'https://facebook.com.evil.example/')).toBeUndefined()
  })

  it('finds nothing for a plain visit, another source or a parameter it does not list', () => {
    expect(sourceOf('')).toBeUndefined()
    expect(sourceOf('?utm_source=newsletter', 'https://www.bing.com/')).toBeUndefined()
    expect(sourceOf('?msclkid=1&utm_source=')).toBeUndefined()
    expect(sourceOf('', 'not an address')).toBeUndefined()
    expect(trackingNumberFor({ search: '?gclid=1', referrer: '' }, [])).toBeUndefined()
  })

  it('prefers a click id to a utm_source, and a utm_source to the referrer', () => {
    expect(sourceOf('?utm_source=facebook&gclid=1', 'https://www.facebook.com/')).toBe('Google Ads')
    expect(sourceOf('?utm_source=postcard', 'https://www.facebook.com/')).toBe('Direct mail')
    expect(sourceOf('?utm_source=unknown', 'https://www.facebook.com/')).toBe('Facebook')
  })

  it('takes the first entry listed when two entries claim the same signal', () => {
    const twice = [directMail, { ...googleAds, when: { utmSources: ['postcard'] } }]
    expect(trackingNumberFor({ search: '?utm_source=postcard', referrer: '' }, twice)?.source).toBe('Direct mail')
  })
})

/** The real content with other tracking numbers, and the problems the build would name. */
function problemsWith(trackingNumbers: unknown[]): string[] {
  const content = structuredClone(siteContent) as SiteContent
  ;(content.business as { trackingNumbers: unknown[] }).trackingNumbers = trackingNumbers
  return validateContent(content, siteContentSources)
}

describe('tracking numbers in content/site/business.yaml', () => {
  it('holds one sample number, for Google Ads, recognised by its click ids', () => {
    expect(siteContent.business.trackingNumbers).toEqual([
      expect.objectContaining({ source: 'Google Ads', placeholder: true }),
    ])
    expect(trackingNumberFor({ search: '?gclid=1', referrer: '' }, siteContent.business.trackingNumbers)).toBe(
      siteContent.business.trackingNumbers[0],
    )
  })

  it('may list none', () => {
    expect(problemsWith([])).toEqual([])
  })

  it('refuses a number in another form, a source listed twice, a number listed twice and the main number', () => {
    const problems = problemsWith([
      { ...googleAds, phone: '352-555-0150' },
      { ...facebook, source: 'google ads' },
      { ...directMail, phone: facebook.phone },
      { ...directMail, source: 'Yard signs', phone: siteContent.business.phone },
    ])
    expect(problems).toEqual([
      'content/site/business.yaml: trackingNumbers[0].phone: must be written like (352) 555-0142',
      'content/site/business.yaml: trackingNumbers[1].source: google ads is listed twice',
      'content/site/business.yaml: trackingNumbers[2].phone: (352) 555-0151 is listed twice',
      'content/site/business.yaml: trackingNumbers[3].phone: is the main phone: a tracking number must be a number of its own',
    ])
  })

  it('refuses an entry that says nothing of how a visit is recognised', () => {
    expect(problemsWith([{ ...googleAds, when: { clickIds: [], referrerHosts: [] } }])).toEqual([
      'content/site/business.yaml: trackingNumbers[0].when: must list at least one of clickIds, utmSources and referrerHosts',
    ])
  })
})
