/**
 * What content/load.ts exports, as the browser program sees it (tsconfig.browser.json maps #content-files here).
 * The file reader is Node's and never reaches a bundle: the build replaces content/data.ts with its data.
 */
import type { ContentSources, SiteContent } from './validate'

export declare function loadContentFiles(): { content: SiteContent; sources: ContentSources }
