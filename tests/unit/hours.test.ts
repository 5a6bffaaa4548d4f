import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'
import { loadContentFiles } from '../../content/load'
import { siteContent } from '../../content/site-content'
import { formatOpeningHours, formatTime } from '../../src/lib/hours'

describe('opening hours', () => {
  it('reads a day of 08:00 to 20:00 as 8:00 AM-8:00 PM', () => {
    expect(formatOpeningHours({ opens: '08:00', closes: '20:00' })).toBe('8:00 AM-8:00 PM')
  })

  it('handles noon, midnight and minutes', () => {
    expect(formatOpeningHours({ opens: '00:30', closes: '12:05' })).toBe('12:30 AM-12:05 PM')
  })

  it("fills {openingTime} and {closingTime} in content's copy from the business profile's hours", () => {
    const root = mkdtempSync(join(tmpdir(), 'hours-'))
    try {
      cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true })
      const faqsFile = join(root, 'content', 'site', 'faqs.yaml')
      const faqs = parse(readFileSync(faqsFile, 'utf8')) as { questions: Array<{ answerHtml: string }> }
      faqs.questions[0]!.answerHtml = '<p>We answer from {openingTime} until {closingTime}, every day.</p>'
      writeFileSync(faqsFile, stringify(faqs))
      const { opens, closes } = siteContent.business.hours
      expect(loadContentFiles(root).content.faqEntries[0]!.answerHtml).toBe(
        `<p>We answer from ${formatTime(opens)} until ${formatTime(closes)}, every day.</p>`,
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
