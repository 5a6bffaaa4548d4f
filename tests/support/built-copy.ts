/**
 * A temporary copy of the project (builder/project-copy.ts), built with `buildEnv` and served with the embedded
 * backend on a free port, so a browser test can try a build dist/ is not; its leads are kept in the copy.
 */
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { copyProject, type ProjectCopy } from '../../builder/project-copy'
import { startSiteServer } from '../../server/site-server'

export interface BuiltCopy {
  origin: string
  distDir: string
  /** Where the embedded backend keeps its leads. */
  dataDir: string
  close(): Promise<void>
}

export async function startBuiltCopy(
  prefix: string,
  buildEnv: Record<string, string>,
  serverEnv: Record<string, string> = {},
): Promise<BuiltCopy> {
  let copy: ProjectCopy | undefined
  try {
    copy = copyProject(prefix)
    copy.build(buildEnv)
    const dataDir = join(copy.dir, '.data')
    const server = await startSiteServer({
      distDir: copy.distDir,
      port: 0,
      host: '127.0.0.1',
      env: { LEADS_DATA_DIR: dataDir, ...serverEnv },
      log: () => undefined,
    })
    const built = copy
    return {
      origin: `http://localhost:${(server.address() as AddressInfo).port}`,
      distDir: built.distDir,
      dataDir,
      async close() {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        built.remove()
      },
    }
  } catch (error) {
    copy?.remove()
    throw error
  }
}
