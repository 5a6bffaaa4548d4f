// `npm test` starts here, in plain JavaScript, because it must work before dependencies (tsx among them) are installed.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Dependencies are missing; installing them with npm ci...')
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
  if (install.status !== 0) {
    console.error('npm ci failed: check your network access to the npm registry, then run npm test again.')
    process.exit(1)
  }
}

const tests = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'tools', 'test', 'test.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(tests.status ?? 1)
