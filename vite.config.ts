/**
 * A plain `vite build` of the site (npm run bench:spa builds the client-rendered comparison with it). npm run build
 * does not read this file: builder/build.ts computes one plan and builder/ssg.ts hands it to the same configuration.
 */
import { defineConfig } from 'vite'
import { siteContent } from './content/site-content'
import { makeBuildPlan } from './builder/plan'
import { siteViteConfig } from './builder/vite-config'

export default defineConfig(() => siteViteConfig(makeBuildPlan(siteContent, process.env)))
