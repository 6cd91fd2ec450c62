import { randomBytes } from 'node:crypto'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * This build's id: the page boots with it, `/build-id.json` answers the deployed one, and a difference
 * shows the update banner (SPEC §1). BUILD_ID may name it (e.g. a commit); otherwise it is unique per build.
 */
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

type BundleChunk = {
  type: 'chunk'
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}
const SHELL_MODULE = /app\/(entry\.client|root|layouts\/default-layout|routes\/home|routes\/not-found)\.tsx/

type BundleItem = BundleChunk | { type: 'asset' }

/**
 * Writes `build-id.json` and `sw-precache.js` into the client build. The service worker (public/
 * service-worker.js) imports the precache list, so every build changes what it installs: the app
 * shell (the browser entry, the root, the default layout, the home and 404 pages, with the chunks and
 * styles they load statically) plus the offline page. Other pages' chunks are cached on first use.
 */
function buildFiles(): Plugin {
  return {
    name: 'tuneshop-build-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const items = bundle as unknown as Record<string, BundleItem>
      const shell = new Set<string>()
      const visit = (fileName: string) => {
        const item = items[fileName]
        if (!item || item.type !== 'chunk' || shell.has(fileName)) return
        shell.add(fileName)
        for (const css of item.viteMetadata?.importedCss ?? []) shell.add(css)
        item.imports.forEach(visit)
      }
      for (const [fileName, item] of Object.entries(items)) {
        if (item.type === 'chunk' && item.isEntry && SHELL_MODULE.test(item.facadeModuleId ?? '')) visit(fileName)
      }
      const urls = ['/offline.html', '/favicon.svg', ...[...shell].sort().map((file) => `/${file}`)]
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: JSON.stringify({ id: buildId }) })
      this.emitFile({
        type: 'asset',
        fileName: 'sw-precache.js',
        source: `self.PRECACHE = ${JSON.stringify({ buildId, urls })}\n`,
      })
    },
  }
}

export default defineConfig({
  plugins: [reactRouter(), buildFiles()],
  resolve: { tsconfigPaths: true },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: { assetsInlineLimit: 0 },
})
