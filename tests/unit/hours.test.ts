import { describe, expect, it } from 'vitest'
import { business } from '../../content/data'
import { formatOpeningHours } from '../../src/lib/hours'

describe('opening hours', () => {
  it('reads the business hours as 8:00 AM-8:00 PM', () => {
    expect(formatOpeningHours(business.hours)).toBe('8:00 AM-8:00 PM')
  })

  it('handles noon, midnight and minutes', () => {
    expect(formatOpeningHours({ opens: '00:30', closes: '12:05' })).toBe('12:30 AM-12:05 PM')
  })
})
