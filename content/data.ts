/**
 * The collections kept one entry per file (content/load.ts), read once. In Node this module reads the files; in the
 * browser bundle and the pre-rendering the build replaces it with the data itself (build/vite-config.ts,
 * contentData), so neither the file reading nor zod reaches a visitor.
 */
import { loadContentFiles } from './load'

export const {
  content: { towns, counties, cityProfiles, cityGuides, articleMetas, defaultMarketSnapshot },
  sources: contentSources,
} = loadContentFiles()
