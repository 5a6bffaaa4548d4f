/**
 * `npm install` runs this (package.json's prepare), as do the test scripts: it writes the functions' copy of content/
 * (builder/function-content.ts). Content a schema refuses must not stop an install: the build names what to fix.
 */
export {}

try {
  const { syncFunctionContent } = await import('../builder/function-content')
  syncFunctionContent()
} catch (error) {
  console.warn(
    `Could not write the functions' copy of content/: ${(error as Error).message.split('\n')[0]} (npm run build names what to fix).`,
  )
}
