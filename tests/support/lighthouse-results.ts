/** A Lighthouse result made to order, for the unit tests of the speed checks (tools/audit/lighthouse-*.ts). */
import { lighthouseBudgets, type AuditTarget, type LighthouseResult } from '../../tools/audit/lighthouse-audit'
import { weightedAudits } from '../../tools/audit/lighthouse-ci'

export const home: AuditTarget = { template: 'home', path: '/', indexable: true, status: 200 }
export const notFound: AuditTarget = { template: 'not found', path: '/no-such-page', indexable: false, status: 404 }

/**
 * A Lighthouse result shaped like the real one: each category lists its audits with weights, each audit has a score.
 * `failing` audits score 0; every other listed audit scores 1.
 */
export function result({
  performance = 1,
  failing = [] as string[],
  lcp = 1200,
  cls = 0,
  tbt = 20,
  unweightedFailing = [] as string[],
} = {}): LighthouseResult {
  const refs: Record<string, string[]> = {
    performance: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ],
    accessibility: ['color-contrast', 'image-alt'],
    'best-practices': ['errors-in-console', 'csp-xss'],
    seo: ['is-crawlable', 'http-status-code', 'document-title'],
  }
  const audits: LighthouseResult['audits'] = {}
  const categories: LighthouseResult['categories'] = {}
  for (const [category, ids] of Object.entries(refs)) {
    const auditRefs = ids.map((id) => ({ id, weight: 1 }))
    for (const id of unweightedFailing) auditRefs.push({ id, weight: 0 })
    const passing = ids.filter((id) => !failing.includes(id)).length
    categories[category] = { score: category === 'performance' ? performance : passing / ids.length, auditRefs }
    for (const id of ids) audits[id] = { title: id, score: failing.includes(id) ? 0 : 1 }
  }
  for (const id of unweightedFailing) audits[id] = { title: id, score: 0 }
  audits['first-contentful-paint']!.numericValue = 900
  audits['largest-contentful-paint']!.numericValue = lcp
  audits['total-blocking-time']!.numericValue = tbt
  audits['cumulative-layout-shift']!.numericValue = cls
  // Every other audit the budgets assert, passing (the categories above list a few, for the summary's scores).
  for (const id of [...lighthouseBudgets.allAuditsPass.flatMap(weightedAudits), ...lighthouseBudgets.structuralAudits])
    audits[id] ??= { title: id, score: 1 }
  return { categories, audits }
}
