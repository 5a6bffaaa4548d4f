import type { Page } from '@playwright/test'
import { expect, openStarted, test } from '../support/fixtures'
import { layoutCopy, leadsCopy } from '../../content/data'
import { pagePath } from '../../src/routing/paths'
import { parse } from 'node-html-parser'
import { jsonLdBlocks } from '../support/html'
import { recordFrameAfterClick } from '../support/frame-after-click'
import { chatButton } from '../support/leads'
import { pageScrolls } from '../support/page-scrolls'
import { businessTelLink, routeManifest, siteContent } from '../support/site'
import { watchScripts } from '../support/watch-scripts'

const { business, counties, towns } = siteContent
const { headerNavigation, footer: footerCopy } = layoutCopy
const callLink = `${layoutCopy.callLabel} ${business.phone}`
/** The header's links: its labels, and the page each goes to. */
const navLabels = headerNavigation.map((item) => item.label)
const [firstNav] = headerNavigation
const lastNav = headerNavigation.at(-1)!

test.describe('header and footer', () => {
  test("header links go to content's pages, and the phone is tap-to-call", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openStarted(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = nav.getByRole('link')
    await expect(links).toHaveText(navLabels)
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      headerNavigation.map((item) => pagePath(item.page)),
    )
    // The menu's own call link is in the header too, hidden on a desktop.
    await expect(page.getByRole('banner').getByRole('link', { name: callLink })).toHaveAttribute(
      'href',
      businessTelLink,
    )
    await nav.getByRole('link', { name: lastNav.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pagePath(lastNav.page)}$`))
    await expect(nav.getByRole('link', { name: lastNav.label, exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('footer has the quick links, 3 popular counties with 2 towns each, All Areas, e-mail and this year', async ({
    page,
  }) => {
    await openStarted(page, '/')
    const footer = page.getByRole('contentinfo')
    const quick = footer.getByRole('navigation', { name: footerCopy.quickLinksHeading }).getByRole('link')
    expect(await quick.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      footerCopy.quickLinks.map((item) => pagePath(item.page)),
    )
    const areas = footer.getByRole('navigation', { name: footerCopy.popularAreasHeading })
    const popular = counties.slice(0, footerCopy.popularCounties)
    for (const county of popular) {
      await expect(areas.getByRole('link', { name: county.name })).toHaveAttribute('href', `/county/${county.slug}`)
      for (const town of towns.filter((item) => item.county === county.slug).slice(0, footerCopy.townsPerCounty)) {
        await expect(areas.getByRole('link', { name: town.city, exact: true })).toHaveAttribute(
          'href',
          `/locations/${town.pageSlug}`,
        )
      }
    }
    await expect(areas.locator('a[href^="/locations/"]')).toHaveCount(
      popular.reduce(
        (count, county) =>
          count + Math.min(footerCopy.townsPerCounty, towns.filter((town) => town.county === county.slug).length),
        0,
      ),
    )
    await expect(areas.getByRole('link', { name: footerCopy.allAreasLabel })).toHaveAttribute('href', '/sitemap')
    await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${business.name}`)
    for (const profile of business.socialProfiles) {
      await expect(footer.getByRole('link', { name: profile.network })).toHaveAttribute('href', profile.url)
    }
  })

  test('every page, the not-found view too, links to /about and gives the name, address and phone of its JSON-LD', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const business = jsonLdBlocks(home).find((block) => block['@type'] === 'LocalBusiness') as {
      name: string
      telephone: string
      address: Record<string, string>
    }
    const { streetAddress, addressLocality, addressRegion, postalCode } = business.address
    const digits = (text: string) => text.replace(/\D/g, '').replace(/^1/, '')
    for (const path of [...routeManifest.map((entry) => entry.path), '/no-such-page']) {
      const html = await (await request.get(path)).text()
      const footer = parse(html).querySelector('footer')!
      expect(footer.querySelector(`a[href="${pagePath('about')}"]`), `${path} links to /about`).not.toBeNull()
      const nap = footer.querySelector('[data-testid="footer-nap"]')!
      const lines = [nap.querySelector('p'), ...nap.querySelectorAll('span > span'), nap.querySelector('a')].map(
        (element) => element?.text.trim(),
      )
      expect(lines, path).toEqual([
        business.name,
        streetAddress,
        `${addressLocality}, ${addressRegion} ${postalCode}`,
        expect.stringMatching(/\d/),
      ])
      expect(digits(lines[3]!)).toBe(digits(business.telephone))
    }
  })

  test('the viewport lets visitors zoom', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const viewport = html.match(/<meta name="viewport" content="([^"]+)"/)?.[1]
    expect(viewport).toBe('width=device-width, initial-scale=1')
    expect(html).not.toMatch(/user-scalable|maximum-scale/)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('replaces the inline navigation with a button that opens a side menu, and the page behind stays still', async ({
    page,
  }) => {
    await openStarted(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    // The menu's autofocus is for when it opens: the page loads with nothing focused.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await page.getByRole('button', { name: layoutCopy.openMenu }).click()
    const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
    await expect(menu).toBeVisible()
    await expect.poll(() => pageScrolls(page)).toBe(false)
    await expect(menu.getByRole('link')).toHaveText([...navLabels, callLink])
  })

  test('closed, it stays laid out for a quick open, yet Tab, screen readers and taps pass it by', async ({ page }) => {
    await openStarted(page, '/')
    const closedMenu = page.locator('#site-menu')
    expect((await closedMenu.locator('nav').boundingBox())?.height).toBeGreaterThan(0)
    await expect(page.getByRole('dialog', { name: layoutCopy.menuTitle })).toHaveCount(0)
    await expect(closedMenu).toBeHidden()
    for (let step = 0; step < 15; step++) {
      await page.keyboard.press('Tab')
      expect(await closedMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(false)
    }
    // The right edge, where the panel would slide in, belongs to the page.
    const onTheMenu = (menu: Element) => menu.contains(document.elementFromPoint(innerWidth - 10, innerHeight / 2))
    expect(await closedMenu.evaluate(onTheMenu)).toBe(false)
  })

  test('where popovers are unknown, the menu is a fixed element in the header, and it still covers the screen', async ({
    page,
  }) => {
    await openStarted(page, '/')
    // Without its popover attribute the menu is what such a browser lays out (see the header's comment).
    const box = await page.locator('#site-menu').evaluate((menu) => {
      menu.removeAttribute('popover')
      const { width, height } = menu.getBoundingClientRect()
      return { width, height }
    })
    expect(box).toEqual(page.viewportSize())
  })

  test('a press paints the menu first; the focus and the still page behind follow that frame', async ({ page }) => {
    await openStarted(page, '/')
    // The first animation frame after the click is the one the menu is painted in (decision 0051).
    const frameAfterClick = await recordFrameAfterClick(page, () => {
      const menu = document.getElementById('site-menu')
      return {
        open: menu?.matches(':popover-open'),
        focusInMenu: menu?.contains(document.activeElement),
        pageScrolls: getComputedStyle(document.documentElement).overflow !== 'hidden',
      }
    })
    await page.getByRole('button', { name: layoutCopy.openMenu }).click()
    const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
    await expect(menu.getByRole('button', { name: layoutCopy.closeMenu })).toBeFocused()
    await expect.poll(() => pageScrolls(page)).toBe(false)
    expect(await frameAfterClick()).toEqual({
      open: true,
      focusInMenu: false,
      pageScrolls: true,
    })
  })

  test('a tap beside it closes it and does not follow the link under the tap', async ({ page }) => {
    await openStarted(page, '/')
    await page.getByRole('button', { name: layoutCopy.openMenu }).click()
    await expectTapBesideCloses(page)
  })

  test('keeps focus inside while open and closes with Escape, returning focus to the button', async ({ page }) => {
    await openStarted(page, '/')
    const trigger = page.getByRole('button', { name: layoutCopy.openMenu })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
    await expect(menu.getByRole('button', { name: layoutCopy.closeMenu })).toBeFocused()
    for (let step = 0; step < 10; step++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect.poll(() => pageScrolls(page)).toBe(true)
  })

  test('closes when a link is followed, and the new page starts at the top', async ({ page }) => {
    await openStarted(page, '/')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('button', { name: layoutCopy.openMenu }).click()
    await page.getByRole('dialog', { name: layoutCopy.menuTitle }).getByRole('link', { name: lastNav.label }).click()
    await expect(page).toHaveURL(new RegExp(`${pagePath(lastNav.page)}$`))
    await expect(page.getByRole('dialog', { name: layoutCopy.menuTitle })).toBeHidden()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a link to the page already shown still closes the menu and scrolls to the top', async ({ page }) => {
    await openStarted(page, '/')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('button', { name: layoutCopy.openMenu }).click()
    await page.getByRole('dialog', { name: layoutCopy.menuTitle }).getByRole('link', { name: firstNav!.label }).click()
    await expect(page.getByRole('dialog', { name: layoutCopy.menuTitle })).toBeHidden()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

/**
 * Taps the dimmed page beside the open menu, over a link of the page: the menu closes and the link is not followed.
 */
async function expectTapBesideCloses(page: Page) {
  const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
  // Measured once the panel has slid in, or a point beside it then would be on it when tapped.
  await menu.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((run) => run.finished)))
  const panel = await menu.getByRole('navigation').boundingBox()
  if (!panel) throw new Error('the menu is not on screen')
  // A point of a link of the page, on screen and left of the menu's panel.
  const tap = await page.evaluate((panelLeft) => {
    for (const link of document.querySelectorAll('main a[href]')) {
      const box = link.getBoundingClientRect()
      if (box.top > 0 && box.bottom < innerHeight && box.left + 4 < panelLeft - 4 && box.width > 0)
        return { x: box.left + 4, y: box.top + box.height / 2 }
    }
  }, panel.x)
  if (!tap) throw new Error('no link of the page beside the menu')
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#site-menu') != null, tap)).toBe(
    true,
  )
  const path = new URL(page.url()).pathname
  await page.mouse.click(tap.x, tap.y)
  await expect(menu).toBeHidden()
  expect(new URL(page.url()).pathname).toBe(path)
}

/** The header's menu button (below 768 px), found by its label: while its dialog is open it is outside the tree. */
const menuButton = async (page: Page) => page.locator(`button[aria-label="${layoutCopy.openMenu}"]`)

test.describe('dialogs load their code on demand', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    // The browser reports the refused module below as a failed load.
    expectedConsoleErrors: [/Failed to load resource|dynamically imported module/],
  })

  for (const { button, chunk, fallback } of [
    { button: chatButton, chunk: 'chat-dialog', fallback: pagePath('contact') },
  ]) {
    test(`the ${chunk} module is not part of the page, and when it cannot load the button leads to ${fallback}`, async ({
      page,
    }) => {
      const scripts = watchScripts(page)
      await openStarted(page, '/')
      await page.waitForLoadState('networkidle')
      expect(scripts().filter((path) => path.includes(chunk))).toEqual([])
      await page.route(`**/assets/${chunk}-*.js`, (route) => route.abort())
      await (await button(page)).click()
      await expect(page).toHaveURL(new RegExp(`${fallback}$`))
    })
  }
})

test.describe('dialog buttons', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  for (const { name, button, dialog } of [
    { name: layoutCopy.openMenu, button: menuButton, dialog: layoutCopy.menuTitle },
    { name: leadsCopy.chat.buttonLabel, button: chatButton, dialog: leadsCopy.chat.dialogTitle },
  ]) {
    test(`'${name}' says whether its dialog is open, and gets focus back when Escape closes it`, async ({ page }) => {
      await openStarted(page, '/')
      // Found by its label, not its role: while the modal is open, everything outside it is hidden from the
      // accessibility tree.
      const trigger = await button(page)
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      // A click event without the mouse, so the button never had focus: giving it back is the dialog's doing.
      await trigger.dispatchEvent('click')
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden()
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(trigger).toBeFocused()
    })
  }

  for (const scripts of ['off', 'not started yet'] as const)
    test(`with scripts ${scripts}, the menu opens with focus inside, closes with Escape or a tap beside it, and its links lead on`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: scripts !== 'off',
        viewport: { width: 375, height: 740 },
      })
      const page = await context.newPage()
      // The app never starts: its boot script is refused (tests/e2e/before-hydration.spec.ts holds it instead).
      if (scripts !== 'off') await page.route('**/assets/boot-*.js', (route) => route.abort())
      // Parsed in full, so the menu exists when its button is pressed; the scripts still have not run.
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const trigger = page.getByRole('button', { name: layoutCopy.openMenu })
      await trigger.click()
      const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
      await expect(menu).toBeVisible()
      await expect(menu.getByRole('button', { name: layoutCopy.closeMenu })).toBeFocused()
      // Tab going round the menu needs the script (decision 0048): here it only has to reach the menu's links.
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link').first()).toBeFocused()
      await expectTapBesideCloses(page)
      await trigger.click()
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await trigger.click()
      await menu.getByRole('link', { name: lastNav.label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${pagePath(lastNav.page)}$`))
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-started'))).toBe(false)
      await context.close()
    })
})
