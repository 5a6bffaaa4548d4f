/** The marketers' report (src/lib/leads-report.ts: `npm run leads -- --report` and the console's) from rows, without a database. */
import { describe, expect, it } from 'vitest'
import { business } from '../../content/data'
import {
  buildLeadsReport,
  placesOf,
  businessDay,
  deliveryState,
  leadsSince,
  parseSinceDay,
  periodLabel,
  reportToCsv,
  reportToText,
  townOrPage,
  weekLabel,
  weekStart,
  type ReportRow,
} from '../../src/lib/leads-report'

/** The towns and cities the leads below come from: a fixture, so the rules hold whatever towns content lists. */
const places = placesOf({
  towns: [
    ['Live Oak', 'live-oak'],
    ['Branford', 'branford'],
    ["O'Brien", 'obrien'],
    ['Lake City', 'lake-city'],
    ['Perry', 'perry'],
    ['Mayo', 'mayo'],
  ].map(([city, pageSlug], index) => ({ pageSlug: pageSlug!, city: city!, county: 'a-county', gridOrder: index + 1 })),
  cities: [
    ['lake-city', 'Lake City'],
    ['live-oak', 'Live Oak'],
    ['ocala', 'Ocala'],
  ].map(([slug, name]) => ({
    slug: slug!,
    pageSlug: `sell-house-fast-${slug}`,
    name: name!,
    path: `/sell-house-fast-${slug}`,
  })),
})

/** A stored row with the columns the report reads; a plain pending contact-form lead from /contact unless told. */
function lead(createdAt: string, columns: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    created_at: new Date(createdAt),
    source: 'contact-form',
    page_path: '/contact',
    landing_page: null,
    utm_campaign: null,
    notify_status: 'pending',
    spam_reason: null,
    verification: null,
    ...columns,
  }
}

const weekOf = (createdAt: string) => weekStart(businessDay(new Date(createdAt)))

function line(report: ReportRow[], dimension: string, value: string, week?: string) {
  return report.find((row) => row.dimension === dimension && row.value === value && (!week || row.periodStart === week))
}

describe('weeks', () => {
  it('start on Monday in America/New_York: a Sunday-night lead that is Monday in UTC belongs to the week before', () => {
    // Sun Nov 29, 2026, 10:30 PM EST is Mon Nov 30, 03:30 UTC.
    expect(weekOf('2026-11-30T03:30:00Z')).toBe('2026-11-23')
    // Mon Nov 30, 12:00 AM EST is 05:00 UTC: the new week.
    expect(weekOf('2026-11-30T05:00:00Z')).toBe('2026-11-30')
    expect(weekOf('2026-11-30T04:59:59Z')).toBe('2026-11-23')
  })

  it('keep their Monday midnight across the change to standard time (Sun Nov 1, 2026)', () => {
    // Mon Oct 26, 12:10 AM EDT (UTC-4) opens the week; Sun Nov 1, 11:30 PM EST (UTC-5) still closes it.
    expect(weekOf('2026-10-26T04:10:00Z')).toBe('2026-10-26')
    expect(weekOf('2026-10-26T03:50:00Z')).toBe('2026-10-19')
    expect(weekOf('2026-11-02T04:30:00Z')).toBe('2026-10-26')
    expect(weekOf('2026-11-02T05:10:00Z')).toBe('2026-11-02')
  })

  it('keep their Monday midnight across the change to daylight time (Sun Mar 8, 2026)', () => {
    // Sun Mar 8, 11:59 PM EDT is Mar 9, 03:59 UTC; Mon Mar 9, 12:00 AM EDT is 04:00 UTC.
    expect(weekOf('2026-03-09T03:59:00Z')).toBe('2026-03-02')
    expect(weekOf('2026-03-09T04:00:00Z')).toBe('2026-03-09')
  })

  it('take created_at as a Date (from the folder) or as text (through the server) alike', () => {
    expect(businessDay('2026-11-30T03:30:00.123+00:00')).toBe('2026-11-29')
    expect(businessDay(new Date('2026-11-30T03:30:00.123Z'))).toBe('2026-11-29')
    expect(() => businessDay('not a time')).toThrow('created_at is not a time')
  })

  it('are named by their Monday', () => {
    expect(weekLabel('2026-11-23')).toBe('week of Mon Nov 23, 2026')
    expect(weekLabel('2027-01-04')).toBe('week of Mon Jan 4, 2027')
  })

  it('bucket the report: a Sunday-night lead and the Monday lead after it land in two weeks', () => {
    const report = buildLeadsReport([lead('2026-11-30T03:30:00Z'), lead('2026-11-30T14:00:00Z')], { places })
    expect(report.filter((row) => row.dimension === 'total').map((row) => [row.periodStart, row.leads])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-30', 1],
    ])
  })
})

describe('delivery states', () => {
  it('counts each lead once: notified, pending (pending, sending, held, unverified), failed, spam', () => {
    const at = '2026-11-24T15:00:00Z'
    const rows = [
      lead(at, { notify_status: 'sent' }),
      // Notified before Turnstile was switched on: sent wins, as in the listing's delivery column.
      lead(at, { notify_status: 'sent', verification: 'missing' }),
      lead(at, { notify_status: 'pending' }),
      lead(at, { notify_status: 'sending' }),
      lead(at, { notify_status: 'held' }),
      lead(at, { notify_status: 'failed', verification: 'missing' }),
      lead(at, { notify_status: 'failed' }),
      lead(at, { notify_status: 'failed' }),
      lead(at, { notify_status: 'skipped', spam_reason: 'the hidden field was filled' }),
    ]
    expect(rows.map(deliveryState)).toEqual([
      'notified',
      'notified',
      'pending',
      'pending',
      'pending',
      'pending',
      'failed',
      'failed',
      'spam',
    ])
    expect(line(buildLeadsReport(rows, { places }), 'total', 'all leads')).toMatchObject({
      periodStart: '2026-11-23',
      dimension: 'total',
      value: 'all leads',
      leads: 9,
      notified: 2,
      pending: 4,
      failed: 2,
      spam: 1,
    })
  })

  it('counts spam in every breakdown rather than leaving it out', () => {
    const spam = lead('2026-11-24T15:00:00Z', {
      notify_status: 'skipped',
      spam_reason: 'Turnstile rejected the token',
      source: 'chat-widget',
      landing_page: '/locations/mayo',
      utm_campaign: 'spring',
    })
    const report = buildLeadsReport([spam], { places })
    for (const [dimension, value] of [
      ['total', 'all leads'],
      ['source', 'chat-widget'],
      ['town_or_page', 'Mayo'],
      ['utm_campaign', 'spring'],
    ] as const)
      expect(line(report, dimension, value)).toMatchObject({ leads: 1, spam: 1, notified: 0, pending: 0, failed: 0 })
  })
})

describe('--since', () => {
  it('keeps a lead from 00:30 Eastern on the day and drops one from 23:59 the day before (standard time)', () => {
    const rows = [lead('2026-11-23T05:30:00Z', { name: 'on the day' }), lead('2026-11-23T04:59:00Z')]
    expect(leadsSince(rows, '2026-11-23')).toEqual([rows[0]])
  })

  it('keeps a lead from 00:30 Eastern on the day and drops one from 23:59 the day before (daylight time)', () => {
    const rows = [lead('2026-07-01T04:30:00Z', { name: 'on the day' }), lead('2026-07-01T03:59:00Z')]
    expect(leadsSince(rows, '2026-07-01')).toEqual([rows[0]])
  })

  it('accepts a day as YYYY-MM-DD', () => {
    expect(parseSinceDay('2026-11-23')).toBe('2026-11-23')
    expect(parseSinceDay('2028-02-29')).toBe('2028-02-29')
  })

  it.each(['2026-02-30', '2026-13-01', '11/23/2026', '2026-1-5', '2026-11-23T10:00', 'yesterday', ''])(
    'refuses "%s" in one sentence',
    (text) => {
      expect(() => parseSinceDay(text)).toThrow(
        new Error(`--since wants a day as YYYY-MM-DD, such as 2026-11-23, not "${text}".`),
      )
    },
  )
})

describe('landing page or town', () => {
  it.each([
    ['/locations/live-oak', 'Live Oak'],
    ['/offer/branford', 'Branford'],
    ['/locations/obrien/', "O'Brien"],
    // A city page names the town of its slug, or the city where there is no town page.
    ['/sell-house-fast-lake-city', 'Lake City'],
    ['/sell-house-fast-ocala', 'Ocala'],
    ['/locations/atlantis', '/locations/atlantis'],
    ['/blog/ocala', '/blog/ocala'],
    ['/', '/'],
  ])('%s shows as %s', (landingPage, shown) => {
    expect(townOrPage({ landing_page: landingPage, page_path: '/contact' }, places)).toBe(shown)
  })

  it('falls back to the page the lead was sent from when the visit has no landing page', () => {
    expect(townOrPage({ landing_page: null, page_path: '/offer/perry' }, places)).toBe('Perry')
    expect(townOrPage({ page_path: '/contact' }, places)).toBe('/contact')
  })

  it('groups the location, offer and city pages of one town together', () => {
    const at = '2026-11-24T15:00:00Z'
    const report = buildLeadsReport(
      [
        lead(at, { landing_page: '/locations/live-oak' }),
        lead(at, { landing_page: '/offer/live-oak' }),
        lead(at, { landing_page: '/sell-house-fast-live-oak' }),
        lead(at, { landing_page: '/about' }),
      ],
      { places },
    )
    expect(report.filter((row) => row.dimension === 'town_or_page').map((row) => [row.value, row.leads])).toEqual([
      ['Live Oak', 3],
      ['/about', 1],
    ])
  })
})

describe('the report', () => {
  const rows = [
    lead('2026-11-23T15:00:00Z', { notify_status: 'sent', utm_campaign: 'fall-mailer', landing_page: '/offer/mayo' }),
    lead('2026-11-24T15:00:00Z', { notify_status: 'failed', source: 'chat-widget', page_path: '/locations/mayo' }),
    lead('2026-11-25T15:00:00Z', { notify_status: 'skipped', spam_reason: 'x', utm_campaign: '=HYPERLINK("x")' }),
    lead('2026-12-01T15:00:00Z', { utm_campaign: 'fall-mailer', utm_source: 'ignored' }),
  ]

  it('shows a lead without a campaign as (none)', () => {
    expect(line(buildLeadsReport(rows, { places }), 'utm_campaign', '(none)')).toMatchObject({ leads: 1, failed: 1 })
  })

  it('as CSV: one row per week, breakdown and value with every count, formula-safe and RFC 4180', () => {
    // No stage recorded and no contact: every stage 0, no median.
    const csv = reportToCsv(buildLeadsReport(rows, { places }), 'week')
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')).toEqual([
      'week_start,dimension,value,leads,notified,pending,failed,spam,contacted,appointment,offer_made,under_contract,closed,dead,median_minutes_to_first_contact',
      '2026-11-23,total,all leads,3,1,0,1,1,0,0,0,0,0,0,',
      '2026-11-23,source,contact-form,2,1,0,0,1,0,0,0,0,0,0,',
      '2026-11-23,source,chat-widget,1,0,0,1,0,0,0,0,0,0,0,',
      '2026-11-23,marketing_source,(none) (form),3,1,0,1,1,0,0,0,0,0,0,',
      '2026-11-23,town_or_page,Mayo,2,1,0,1,0,0,0,0,0,0,0,',
      '2026-11-23,town_or_page,/contact,1,0,0,0,1,0,0,0,0,0,0,',
      '2026-11-23,utm_campaign,(none),1,0,0,1,0,0,0,0,0,0,0,',
      // A spreadsheet would run this as a formula: it gets a leading quote, and its quotes are doubled.
      `2026-11-23,utm_campaign,"'=HYPERLINK(""x"")",1,0,0,0,1,0,0,0,0,0,0,`,
      '2026-11-23,utm_campaign,fall-mailer,1,1,0,0,0,0,0,0,0,0,0,',
      '2026-11-30,total,all leads,1,0,1,0,0,0,0,0,0,0,0,',
      '2026-11-30,source,contact-form,1,0,1,0,0,0,0,0,0,0,0,',
      '2026-11-30,marketing_source,ignored (form),1,0,1,0,0,0,0,0,0,0,0,',
      '2026-11-30,town_or_page,/contact,1,0,1,0,0,0,0,0,0,0,0,',
      '2026-11-30,utm_campaign,fall-mailer,1,0,1,0,0,0,0,0,0,0,0,',
      '',
    ])
  })

  it('for a terminal: a heading per section, aligned columns, each week named once', () => {
    const text = reportToText(buildLeadsReport(rows, { places }), 'week')
    const sections = text.split('\n\n')
    expect(sections.filter((_, index) => index % 2 === 0)).toEqual([
      'Leads per week',
      'By source',
      'By marketing source, calls beside forms',
      'By landing page or town',
      'By UTM campaign',
    ])
    for (const table of sections.filter((_, index) => index % 2 === 1)) {
      const lines = table.split('\n')
      // The counts are right-aligned under their titles, so every line of a table ends in the same column.
      expect(new Set(lines.map((tableLine) => tableLine.length)).size).toBe(1)
      expect(lines[0]).toMatch(
        /leads {2}notified {2}pending {2}failed {2}spam {2}contacted {2}appointment {2}offer-made {2}under-contract {2}closed {2}dead {2}median min$/,
      )
      expect(lines[1]).toMatch(/^-+( {2}-+)+$/)
    }
    expect(sections[1]?.split('\n')).toEqual([
      'week                      leads  notified  pending  failed  spam  contacted  appointment  offer-made  under-contract  closed  dead  median min',
      '------------------------  -----  --------  -------  ------  ----  ---------  -----------  ----------  --------------  ------  ----  ----------',
      'week of Mon Nov 23, 2026      3         1        0       1     1          0            0           0               0       0     0           -',
      'week of Mon Nov 30, 2026      1         0        1       0     0          0            0           0               0       0     0           -',
    ])
    expect(sections[3]?.split('\n').slice(2)).toEqual([
      'week of Mon Nov 23, 2026  contact-form      2         1        0       0     1          0            0           0               0       0     0           -',
      '                          chat-widget       1         0        0       1     0          0            0           0               0       0     0           -',
      'week of Mon Nov 30, 2026  contact-form      1         0        1       0     0          0            0           0               0       0     0           -',
    ])
  })

  it('for a terminal: keeps each value on one short line', () => {
    const campaign = `line one\nline two \u001b[31m${'x'.repeat(100)}`
    const text = reportToText(
      buildLeadsReport([lead('2026-11-24T15:00:00Z', { utm_campaign: campaign })], { places }),
      'week',
    )
    const campaignLine = text.split('\n').find((textLine) => textLine.includes('line one')) ?? ''
    // Control characters become spaces, and the value is cut to 40 characters.
    const shown = `line one line two  [31m${'x'.repeat(16)}…`
    expect([...shown]).toHaveLength(40)
    expect(campaignLine.startsWith(`week of Mon Nov 23, 2026  ${shown}  `)).toBe(true)
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/\u001b/)
  })
})

describe('calls beside forms', () => {
  // The sample content's tracking number.
  const ads = business.trackingNumbers[0]!

  it('counts a call under its tracking number or the main number and a form under its utm_source, by week', () => {
    const rows = [
      lead('2026-11-24T15:00:00Z', { source: 'phone-call', call_source: ads.source, notify_status: 'sent' }),
      lead('2026-11-24T16:00:00Z', { source: 'phone-call', call_source: ads.source, notify_status: 'not-needed' }),
      lead('2026-11-25T16:00:00Z', { source: 'phone-call', call_source: null, notify_status: 'sent' }),
      lead('2026-11-25T17:00:00Z', { utm_source: 'google' }),
      // The visit would have seen the Google Ads number: its form counts beside that number's calls.
      lead('2026-11-25T18:00:00Z', { utm_source: ads.when.utmSources![0]!.toUpperCase() }),
      lead('2026-12-01T17:00:00Z', { source: 'phone-call', call_source: ads.source, notify_status: 'sent' }),
    ]
    const report = buildLeadsReport(rows, { places })
    const week = weekOf('2026-11-24T15:00:00Z')
    expect(line(report, 'marketing_source', `${ads.source} (call)`, week)).toMatchObject({ leads: 2, notified: 1 })
    expect(line(report, 'marketing_source', 'main number (call)', week)).toMatchObject({ leads: 1 })
    expect(line(report, 'marketing_source', 'google (form)', week)).toMatchObject({ leads: 1, pending: 1 })
    expect(line(report, 'marketing_source', `${ads.source} (form)`, week)).toMatchObject({ leads: 1 })
    expect(line(report, 'marketing_source', `${ads.source} (call)`, weekOf('2026-12-01T17:00:00Z'))).toMatchObject({
      leads: 1,
    })
    expect(line(report, 'source', 'phone-call', week)).toMatchObject({ leads: 3 })
    expect(line(report, 'source', 'contact-form', week)).toMatchObject({ leads: 2 })
    expect(reportToText(report, 'week')).toContain('By marketing source, calls beside forms')
  })
})

describe('what became of the leads', () => {
  const at = '2026-11-24T15:00:00Z'
  // Two leads of one person (a missed call, then a form from the same phone), staged on the newer one only.
  const call = lead(at, {
    submission_id: 'call',
    id: 1,
    source: 'phone-call',
    phone: '+13525550100',
    first_contact_at: '2026-11-24T15:10:00Z',
  })
  const form = lead('2026-11-24T15:30:00Z', {
    submission_id: 'form',
    id: 2,
    phone: '(352) 555-0100',
    first_contact_at: '2026-11-24T15:40:00Z',
    stages: ['contacted', 'offer-made'],
  })
  const stranger = lead(at, { submission_id: 'other', id: 3, phone: '3525550199', stages: ['dead'] })
  const untouched = lead(at, { submission_id: 'new', id: 4, phone: '3525550142' })

  it('counts a stage for every lead of the person who reached it, and the stages before it on the way', () => {
    const report = buildLeadsReport([call, form, stranger, untouched], { places })
    expect(line(report, 'total', 'all leads')).toMatchObject({
      leads: 4,
      contacted: 2,
      appointment: 2,
      'offer-made': 2,
      'under-contract': 0,
      closed: 0,
      dead: 1,
    })
    expect(line(report, 'source', 'phone-call')).toMatchObject({ leads: 1, contacted: 1, 'offer-made': 1 })
  })

  it("counts a stage recorded on an older lead for the person's newer one, whatever day the report starts", () => {
    const older = lead('2026-10-01T15:00:00Z', {
      submission_id: 'older',
      id: 5,
      phone: '3525550177',
      stages: ['appointment'],
    })
    const newer = lead('2026-11-24T15:00:00Z', { submission_id: 'newer', id: 6, phone: '(352) 555-0177' })
    const report = buildLeadsReport([older, newer], { places, since: '2026-11-01' })
    expect(report.filter((row) => row.dimension === 'total')).toHaveLength(1)
    expect(line(report, 'total', 'all leads')).toMatchObject({
      leads: 1,
      contacted: 1,
      appointment: 1,
      'offer-made': 0,
    })
  })

  it('counts a first contact without a stage (a call logged) as contacted', () => {
    const report = buildLeadsReport([lead(at, { submission_id: 'a', id: 1, first_contact_at: at })], { places })
    expect(line(report, 'total', 'all leads')).toMatchObject({ contacted: 1, appointment: 0 })
  })

  it('gives the median minutes to first contact of the leads contacted in each line', () => {
    const report = buildLeadsReport([call, form, untouched], { places })
    // 10 and 10 minutes; the lead never contacted is not in the median.
    expect(line(report, 'total', 'all leads')?.medianMinutesToContact).toBe(10)
    expect(line(buildLeadsReport([untouched], { places }), 'total', 'all leads')?.medianMinutesToContact).toBeNull()
    expect(reportToCsv(buildLeadsReport([call], { places }), 'week').split('\r\n')[1]).toMatch(/,10\.0$/)
  })

  it('counts per calendar month of the business when asked, named by the month', () => {
    // Sat Oct 31, 11:30 PM EDT is Nov 1 in UTC: still October here.
    const rows = [lead('2026-11-01T03:30:00Z'), lead('2026-11-01T04:30:00Z'), lead('2026-11-30T15:00:00Z')]
    const totals = buildLeadsReport(rows, { places, period: 'month' }).filter((row) => row.dimension === 'total')
    expect(totals.map((row) => [row.periodStart, row.leads])).toEqual([
      ['2026-10-01', 1],
      ['2026-11-01', 2],
    ])
    expect(periodLabel('2026-11-01', 'month')).toBe('November 2026')
    expect(
      reportToCsv(buildLeadsReport(rows, { places, period: 'month' }), 'month').startsWith('month_start,dimension,'),
    ).toBe(true)
    expect(reportToText(buildLeadsReport(rows, { places, period: 'month' }), 'month')).toMatch(
      /^Leads per month\n\nmonth +leads/,
    )
  })
})
