/**
 * Where the content manager at /admin saves (decision 0036): on this machine, through `npm run cms`'s local backend
 * (decap-server writing content/ directly); on the live site, through the git host, as commits to the repository the
 * host builds from. Read once per build from the environment and handed to the steps that write /admin and _headers.
 */
import { isRealDomain } from '../real-domain'
import { settingOrigin } from '../post-render/headers'
import { SettingError } from '../../src/routing/setting-error'

/** The port `npm run cms` starts decap-server on unless CMS_LOCAL_PORT says another. */
export const defaultCmsLocalPort = 8081

/** The git hosts the live content manager can save to, with the origins its pages call and show pictures from. */
export const gitHosts = {
  github: { api: 'https://api.github.com', pictures: ['https://avatars.githubusercontent.com'] },
  gitlab: { api: 'https://gitlab.com', pictures: ['https://gitlab.com', 'https://secure.gravatar.com'] },
} as const
export type GitHostName = keyof typeof gitHosts

export type CmsSettings =
  | {
      /** A build for this machine: the content manager saves through decap-server on this port. */
      backend: 'local'
      localPort: number
    }
  | {
      /** A build for the real domain: the content manager saves as commits on the git host. */
      backend: GitHostName
      repo: string
      branch: string
      /** GitHub: the OAuth service that signs an editor in (base_url); GitLab: the instance, when not gitlab.com. */
      authUrl?: string
      /** GitLab: the OAuth application's id (PKCE sign-in, no server needed). */
      appId?: string
    }

type Env = Record<string, string | undefined>

/** The port of `npm run cms`'s local backend: CMS_LOCAL_PORT, or 8081. */
export function cmsLocalPortFromEnv(env: Env): number {
  const port = Number(env.CMS_LOCAL_PORT?.trim() || defaultCmsLocalPort)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SettingError(`CMS_LOCAL_PORT '${env.CMS_LOCAL_PORT}' is not a port: give a number from 1 to 65535`)
  return port
}

/**
 * The content manager's backend for a build: the git host when CMS_REPO names a repository; otherwise the local
 * backend, except for a build for the real domain, which publishes no /admin (undefined) since nothing could save,
 * unless CMS_BACKEND is local (`npm run cms`, which serves the build on this machine with its local backend).
 * A setting in the wrong form stops the build, naming it.
 */
export function cmsSettingsFromEnv(env: Env, siteUrl: string): CmsSettings | undefined {
  const repo = env.CMS_REPO?.trim()
  // `npm run cms` asks for the local backend whatever the domain (server/cms.ts).
  const local = env.CMS_BACKEND?.trim() === 'local'
  if (local && repo)
    throw new SettingError('CMS_BACKEND local saves on this machine, CMS_REPO on the git host: unset one of them')
  if (!repo) {
    if (isRealDomain(siteUrl) && !local) return undefined
    return { backend: 'local', localPort: cmsLocalPortFromEnv(env) }
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new SettingError(`CMS_REPO '${repo}' is not a repository: write it as owner/name, e.g. acme/ncf-site`)
  const backend = (env.CMS_BACKEND?.trim() || 'github') as GitHostName
  if (!(backend in gitHosts))
    throw new SettingError(
      `CMS_BACKEND '${backend}' is not a git host the content manager supports: use github or gitlab (or local, for npm run cms)`,
    )
  const authUrl = env.CMS_AUTH_URL?.trim() || undefined
  if (authUrl) settingOrigin('CMS_AUTH_URL', authUrl)
  const appId = env.CMS_GITLAB_APP_ID?.trim() || undefined
  if (backend === 'github' && !authUrl)
    throw new SettingError(
      'CMS_AUTH_URL is needed with CMS_BACKEND github: the address of the OAuth service that signs editors in to GitHub (docs/deploy.md)',
    )
  if (backend === 'gitlab' && !appId)
    throw new SettingError(
      'CMS_GITLAB_APP_ID is needed with CMS_BACKEND gitlab: the id of the GitLab OAuth application (docs/deploy.md)',
    )
  return { backend, repo, branch: env.CMS_BRANCH?.trim() || 'main', authUrl, appId }
}

/** The origins the content manager's page calls (connect-src) and shows pictures from (img-src). */
export function cmsOrigins(settings: CmsSettings): { connect: string[]; img: string[] } {
  if (settings.backend === 'local') {
    const port = settings.localPort
    return { connect: [`http://localhost:${port}`, `http://127.0.0.1:${port}`], img: [] }
  }
  const host = gitHosts[settings.backend]
  // A self-hosted GitLab answers its API on its own origin.
  const api = settings.backend === 'gitlab' && settings.authUrl ? new URL(settings.authUrl).origin : host.api
  return { connect: [api], img: [...host.pictures] }
}

/**
 * The content manager's own CSP, given only under /admin: Decap's bundle compiles its config's validator at run time
 * ('unsafe-eval') and styles itself with emotion (inline styles); it calls the local backend or the git host's API
 * and shows editors' avatars. The public pages keep theirs (decision 0029).
 */
export function adminContentSecurityPolicy(settings: CmsSettings): string {
  const { connect, img } = cmsOrigins(settings)
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connect]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}
