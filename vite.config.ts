/**
 * A plain `vite build` of the site (npm run bench:spa builds the client-rendered comparison with it). npm run build
 * does not read this file: build/build.ts computes one plan and build/ssg.ts hands it to the same configuration.
 */
import { defineConfig } from 'vite'
import { siteContent } from './content/site-content'
import { makeBuildPlan } from './build/plan'
import { siteViteConfig } from './build/vite-config'

export default defineConfig(() => siteViteConfig(makeBuildPlan(siteContent, process.env)))
