import { useEffect, useId, useState } from 'react'
import { sitemapPageCopy } from '../../../content/data'
import { buttonClasses } from '../../components/ui/button'
import { classNames } from '../../lib/class-names'
import { fillCopy } from '../../../content/fill-copy'
import { sitemapXmlPath } from '../../routing/paths'
import { showToast, SiteToaster } from '../../components/ui/site-toaster'

/** How long the Copy button says 'Copied!' (SPEC section 9). */
export const copiedLabelMs = 2000

const { xml: copy, toasts } = sitemapPageCopy
const fileName = sitemapXmlPath.slice(1)

/**
 * The sitemap XML with Download, View/Hide and Copy. Download is a plain link to the very file crawlers read, so it
 * works without scripts; the XML is in the page (hidden until asked for), and shown outright when scripts are off.
 */
export function SitemapXmlTools({ xml }: { xml: string }) {
  const toasterId = useId()
  const xmlId = useId()
  const [shown, setShown] = useState(false)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return undefined
    const timer = window.setTimeout(() => setCopied(false), copiedLabelMs)
    return () => window.clearTimeout(timer)
  }, [copied])

  const copyXml = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; that is a failure like any other.
      await navigator.clipboard.writeText(xml)
      setCopied(true)
      showToast('success', toasts.copied.title, { toasterId, description: toasts.copied.description })
    } catch {
      showToast('error', toasts.copyFailed.title, { toasterId, description: toasts.copyFailed.description })
    }
  }

  return (
    <section aria-labelledby="sitemap-xml-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="sitemap-xml-heading" className="text-2xl font-bold text-brand">
        {copy.heading}
      </h2>
      <p className="mt-2 text-slate-700">{fillCopy(copy.text, { file: fileName })}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={sitemapXmlPath}
          download={fileName}
          className={buttonClasses('secondary')}
          onClick={() =>
            showToast('success', toasts.downloadStarted.title, {
              toasterId,
              description: toasts.downloadStarted.description,
            })
          }
        >
          {copy.download}
        </a>
        <button
          type="button"
          data-requires-script=""
          aria-expanded={shown}
          aria-controls={xmlId}
          onClick={() => setShown((value) => !value)}
          className={buttonClasses('outline')}
        >
          {shown ? copy.hide : copy.view}
        </button>
        <button
          type="button"
          data-requires-script=""
          onClick={() => void copyXml()}
          className={buttonClasses('outline')}
        >
          {copied ? copy.copied : copy.copy}
        </button>
      </div>
      <pre
        id={xmlId}
        data-noscript-show=""
        data-testid="sitemap-xml"
        role="region"
        aria-label={fileName}
        // A scrolling box: keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        // Hidden by class, not the hidden attribute, so the no-script rule can still show it.
        className={classNames(
          'mt-5 max-h-[32rem] overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-green-100',
          !shown && 'hidden',
        )}
      >
        {xml}
      </pre>
      <SiteToaster id={toasterId} />
    </section>
  )
}
