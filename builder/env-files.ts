/**
 * Settings come from the environment only (decision 0065). Vite would read a .env file into the browser bundle while
 * the CSP, the headers and the embedded backend read the process's environment, so one build would disagree with
 * itself; a .env file stops the build and `npm run dev` instead.
 */
import { readdirSync } from 'node:fs'
import { SettingError } from '../src/routing/setting-error'
import { projectRoot } from './stamp'

/** The files Vite reads (.env, .env.local, .env.production, ...); .env.example is documentation. */
const envFile = /^\.env(\.(?!example$)[\w.-]+)?$/

export function refuseEnvFiles(dir: string = projectRoot): void {
  const found = readdirSync(dir)
    .filter((name) => envFile.test(name))
    .sort()
  if (found.length)
    throw new SettingError(
      `${found.join(', ')}: this project does not read .env files (the pages and the server would see different values); export the settings in your shell or your host's settings instead (docs/configuration.md), then delete or rename ${found.length === 1 ? 'it' : 'them'}.`,
    )
}
