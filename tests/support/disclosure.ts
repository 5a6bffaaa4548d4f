/**
 * The FAQ's questions are the browser's own details and summary (decision 0037). Playwright's roles know no role
 * for a summary, so tests find a question by its text and read its state as assistive technology gets it: from
 * Chromium's accessibility tree, where a summary is a disclosure button that is expanded or not.
 */
import type { Locator, Page } from '@playwright/test'

/** The question (its summary) whose text is `question`, within `scope`. */
export const faqQuestion = (scope: Page | Locator, question: string): Locator =>
  scope.locator('summary', { hasText: question })

/** The answers open now. */
export const openAnswers = (scope: Page | Locator): Locator => scope.locator('details[open] > summary + *')

interface AxNode {
  role?: { value?: string }
  name?: { value?: string }
  properties?: Array<{ name: string; value: { value?: unknown } }>
}

/** Whether Chromium tells assistive technology that the question named `question` is expanded. */
export async function isExpanded(page: Page, question: string): Promise<boolean> {
  const session = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
    const node = nodes.find(
      (candidate) => candidate.role?.value?.startsWith('DisclosureTriangle') && candidate.name?.value === question,
    )
    if (!node) throw new Error(`no disclosure named "${question}" in the accessibility tree`)
    return node.properties?.find((property) => property.name === 'expanded')?.value.value === true
  } finally {
    await session.detach()
  }
}
