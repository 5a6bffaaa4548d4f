import { useEffect, useId, useState } from 'react'
import { sitemapPageCopy } from '../../../content/data'
import { buttonClasses } from '../../components/ui/button'
import { sitemapXmlPath } from '../../routing/paths'
import { showToast, SiteToaster } from '../../components/ui/site-toaster'

/** How long the Copy button says 'Copied!'. */
export const copiedLabelMs = 2000

const { xml: copy, toasts } = sitemapPageCopy
export const fileName = sitemapXmlPath.slice(1)

/** The XML's box, outside the island (src/pages/sitemap.tsx): the buttons show, hide and copy it by its id. */
export const xmlId = 'sitemap-xml'
export const hiddenClass = 'hidden'

/**
 * Download, View/Hide and Copy (an island, decision 0042). Download is a plain link to the very file crawlers read,
 * so it works without scripts.
 */
export function SitemapXmlButtons() {
  const toasterId = useId()
  const [shown, setShown] = useState(false)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return undefined
    const timer = window.setTimeout(() => setCopied(false), copiedLabelMs)
    return () => window.clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    document.getElementById(xmlId)?.classList.toggle(hiddenClass, !shown)
  }, [shown])

  const copyXml = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts; that is a failure like any other.
      await navigator.clipboard.writeText(document.getElementById(xmlId)?.textContent ?? '')
      setCopied(true)
      showToast('success', toasts.copied.title, { toasterId, description: toasts.copied.description })
    } catch {
      showToast('error', toasts.copyFailed.title, { toasterId, description: toasts.copyFailed.description })
    }
  }

  return (
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
      <button type="button" data-requires-script="" onClick={() => void copyXml()} className={buttonClasses('outline')}>
        {copied ? copy.copied : copy.copy}
      </button>
      <SiteToaster id={toasterId} />
    </div>
  )
}
