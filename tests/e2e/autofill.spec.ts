/**
 * The lead form's fields name what the browser may fill in (WHATWG autofill tokens), pre-rendered, before any script:
 * the address field is one line, so `address-line1`; `street-address` is the token for a multi-line field.
 */
import { leadsCopy } from '../../content/data'
import { pagePath } from '../../src/routing/paths'
import { expect, test } from '../support/fixtures'

const tokens = { name: 'name', email: 'email', phone: 'tel', address: 'address-line1' } as const

test.use({ javaScriptEnabled: false })

test('the contact form offers autofill with the token of each field', async ({ page }) => {
  await page.goto(pagePath('contact'))
  for (const [field, token] of Object.entries(tokens)) {
    const control = page.getByLabel(leadsCopy.fields[field as keyof typeof tokens].label, { exact: true })
    await expect(control).toHaveAttribute('autocomplete', token)
  }
  // A multi-line token on a single-line control fills it with line breaks the field drops.
  await expect(page.locator('input[autocomplete="street-address"]')).toHaveCount(0)
})
