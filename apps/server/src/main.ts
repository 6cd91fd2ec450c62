import { serve } from '@hono/node-server'
import { bootstrap } from './bootstrap'
import { ConfigError, readEnv } from './env'
import { createSiteApp } from './server'

async function main() {
  const env = readEnv()
  const deps = await bootstrap(env)
  const app = await createSiteApp(deps, { webBuildDir: env.WEB_BUILD_DIR })
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    deps.logger.info({ url: deps.publicUrl, port: info.port }, `${deps.siteConfig.brandName} is serving`)
  })
  const stop = async () => {
    server.close()
    await deps.database.close()
    process.exit(0)
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
