/** `npm start`: builds the site when dist/ is missing or stale, then serves it on http://localhost:4173 (PORT overrides). */
import { buildWhenStale } from './build-process'
import { serve } from './serve'

async function main(): Promise<void> {
  await buildWhenStale('the site')
  await serve()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
