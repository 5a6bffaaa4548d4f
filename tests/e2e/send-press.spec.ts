/**
 * What a press on a lead form's send does, frame by frame (decisions 0049, 0050): messages only after a press, the
 * code a send needs readied beforehand, and in the frame after the press the messages or the button's
 * 'Submitting...', with the focus and the toast after that frame.
 */
import { leadsCopy } from '../../content/data'
import { expect, openStarted, test } from '../support/fixtures'
import { fillContactForm, uniqueEmail } from '../support/leads'
import { recordFrameAfterClick } from '../support/frame-after-click'
import { watchScripts } from '../support/watch-scripts'

/** The chunks a send needs (sonner's toasts and the lead backend) among the scripts asked for, by name. */
const sendCode = (scripts: () => string[]) =>
  scripts()
    .filter((path) => /\/assets\/(toasts|supabase-backend)-/.test(path))
    .map((path) => path.split('/').pop()!.split('-')[0])
    .sort()

/** Resolves once the form's island runs and has readied what a send needs (its chunks asked for at idle). */
async function untilReadied(scripts: () => string[]): Promise<void> {
  await expect.poll(() => sendCode(scripts)).toEqual(['supabase', 'toasts'])
}

interface FrameAfterClick {
  /** Fields marked invalid, that is with a message. */
  invalidFields: number
  sendLabel: string | undefined
  toasts: number
}

/** What the contact form shows, read in the page. */
const formShown = (): FrameAfterClick => {
  const form = document.querySelector('[data-testid="contact-form"]')
  return {
    invalidFields: form?.querySelectorAll('[aria-invalid="true"]').length ?? 0,
    sendLabel: form?.querySelector('button[type="submit"]')?.textContent ?? undefined,
    toasts: document.querySelectorAll('[data-sonner-toast]').length,
  }
}

test.describe('a press on send', () => {
  test('messages wait for a press on send, then follow what is typed', async ({ page }) => {
    await openStarted(page, '/contact')
    const form = page.getByTestId('contact-form')
    const name = form.getByLabel('Full Name', { exact: true })
    // Passing through a field, even left empty, says nothing yet.
    await name.fill('A')
    await form.getByLabel('Email Address', { exact: true }).focus()
    await expect(name).not.toBeFocused()
    await expect(form.getByText('Name must be at least 2 characters.')).toHaveCount(0)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
    // Once sent, a message goes as soon as its field is right, and others stay.
    await name.fill('Ann Lee')
    await expect(form.getByText('Name must be at least 2 characters.')).toHaveCount(0)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
  })

  test('once the visitor is in the form, the code a send needs loads without waiting for the press on send', async ({
    page,
  }) => {
    const scripts = watchScripts(page)
    await openStarted(page, '/contact')
    await page.waitForLoadState('networkidle')
    expect(sendCode(scripts)).toEqual([])
    await page.getByTestId('contact-form').getByLabel('Full Name', { exact: true }).focus()
    await untilReadied(scripts)
  })

  test('on a form with fields missing, the messages are in the frame after the press; then the first one takes focus', async ({
    page,
  }) => {
    const scripts = watchScripts(page)
    await openStarted(page, '/contact')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name', { exact: true }).fill('Ann Lee')
    await untilReadied(scripts)
    const frameAfterClick = await recordFrameAfterClick(page, formShown)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    const marked = await form.locator('[aria-invalid="true"]').count()
    expect(marked).toBeGreaterThan(1)
    await expect.poll(frameAfterClick).toMatchObject({ invalidFields: marked })
    // The name is right, so the e-mail is the first field with a message.
    await expect(form.getByLabel('Email Address', { exact: true })).toBeFocused()
  })

  test('on a filled form, the button says Submitting... in the frame after the press; the toast comes after it', async ({
    page,
  }) => {
    const scripts = watchScripts(page)
    await openStarted(page, '/contact')
    await fillContactForm(page, uniqueEmail('frame'))
    await untilReadied(scripts)
    const frameAfterClick = await recordFrameAfterClick(page, formShown)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect.poll(frameAfterClick).toEqual({
      invalidFields: 0,
      sendLabel: leadsCopy.submitting,
      toasts: 0,
    })
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
  })
})
