/** The local server of `npm start`: the built site (and, later, the embedded backend) on one origin. */
import { createServer, type Server } from 'node:http'
import { createStaticSiteServer } from './static-site-server'

export function startSiteServer({
  distDir,
  port,
  host,
}: {
  distDir: string
  port: number
  host: string
}): Promise<Server> {
  const site = createStaticSiteServer(distDir)
  const server = createServer((request, response) => {
    try {
      site.handle(request, response)
    } catch (error) {
      console.error(error)
      if (!response.headersSent) response.statusCode = 500
      response.end('Internal error while serving this request.\n')
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop the other server or choose another port, e.g. PORT=4174 npm start`,
            )
          : error,
      )
    })
    server.listen(port, host, () => resolve(server))
  })
}

export function portFromEnv(env: Record<string, string | undefined>): number {
  const raw = env.PORT ?? '4173'
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT '${raw}' is not a port number: use a whole number from 1 to 65535`)
  return port
}
