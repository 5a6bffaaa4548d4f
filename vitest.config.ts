import { defineConfig } from 'vitest/config'
import { townPathPrefixes } from './src/routing/paths'

export default defineConfig({
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify('https://example.com'),
    __TOWN_PATH_PREFIXES__: JSON.stringify(townPathPrefixes),
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The functions' copy of content/, which the lead code under test imports (builder/function-content.ts).
    globalSetup: ['tests/support/function-content-setup.ts'],
    // PGlite (Postgres in WebAssembly) and the build's child processes stall for seconds on a loaded two-core machine;
    // a case waits up to 20 s before it counts as failed (CI once timed out at the default 5 s).
    testTimeout: 20_000,
    // Vitest's default is one fork per core less one: on two cores, one file at a time. The lead files wait on
    // PGlite's start and on fsync, so two at once took the unit step from 208 s to 158 s.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next: 31 files each loading the content, the
    // manifest and PGlite again spent 37 s of the step's 120 (decision 0041). What a test stubs or spies on is undone
    // after it, so nothing one file changes reaches the next.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
})
