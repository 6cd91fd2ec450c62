import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
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
  moduleIds: string[]
  viteMetadata?: { importedCss: Set<string> }
}
/** Matches the source of any of `modules` (paths under app/, without `.tsx`), with or without a query. */
const moduleMatcher = (modules: string[]) => new RegExp(`app/(${modules.join('|').replaceAll('.', '\\.')})\\.tsx`)
/** What every storefront page loads before it paints: the browser entry, the root and the default layout. */
const EVERY_PAGE_MODULES = ['entry.client', 'root', 'layouts/default-layout']
const EVERY_PAGE_MODULE = moduleMatcher(EVERY_PAGE_MODULES)
/** What the service worker installs: every page's modules, the home page and the 404 page. */
const PRECACHED_MODULE = moduleMatcher([...EVERY_PAGE_MODULES, 'routes/home', 'routes/not-found'])

type BundleItem = BundleChunk | { type: 'asset' }

/** The entry chunks whose module matches `module`. */
function entryChunksOf(items: Record<string, BundleItem>, module: RegExp): string[] {
  return Object.entries(items)
    .filter(([, item]) => item.type === 'chunk' && item.isEntry && module.test(item.facadeModuleId ?? ''))
    .map(([fileName]) => fileName)
}

/** The chunks `entries` load statically, `entries` included. */
function staticClosure(items: Record<string, BundleItem>, entries: string[]): Set<string> {
  const closure = new Set<string>()
  const visit = (fileName: string) => {
    const item = items[fileName]
    if (!item || item.type !== 'chunk' || closure.has(fileName)) return
    closure.add(fileName)
    item.imports.forEach(visit)
  }
  entries.forEach(visit)
  return closure
}

const cssOf = (item: BundleItem | undefined) =>
  item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : []

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
      const chunks = staticClosure(items, entryChunksOf(items, PRECACHED_MODULE))
      const shell = new Set([...chunks].flatMap((fileName) => [fileName, ...cssOf(items[fileName])]))
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

const repoRoot = new URL('../../', import.meta.url).pathname
const { SHELL_PLAN_OUT, SHELL_PLAN_IN } = process.env

/**
 * One chunk for what every storefront page loads first (decision 0060). Left to itself, the bundler splits those
 * modules into some thirty small chunks by which later pages share them, and a first visit over HTTP/1.1 pays
 * for each in round trips. The modules cannot be picked from the import graph alone (a barrel import reaches
 * modules that tree-shaking then leaves to other pages), so the build runs twice: the first run
 * (SHELL_PLAN_OUT) writes the modules of the chunks the shell loads, the second (SHELL_PLAN_IN) groups them.
 */
function shellChunk(): Plugin {
  const planned: Set<string> = SHELL_PLAN_IN
    ? new Set((JSON.parse(readFileSync(SHELL_PLAN_IN, 'utf8')) as string[]).map((id) => id.replace(/^\.\//, repoRoot)))
    : new Set()
  return {
    name: 'tuneshop-shell-chunk',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client' || planned.size === 0) return
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => planned.has(id) }] } },
          },
        },
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client' || !SHELL_PLAN_OUT) return
      const items = bundle as unknown as Record<string, BundleItem>
      const modules = [...staticClosure(items, entryChunksOf(items, EVERY_PAGE_MODULE))].flatMap(
        (fileName) => (items[fileName] as BundleChunk).moduleIds,
      )
      // Relative to the repository, so that a plan names the same modules in any checkout.
      writeFileSync(SHELL_PLAN_OUT, JSON.stringify(modules.map((id) => id.replace(repoRoot, './')).sort()))
    },
  }
}

export default defineConfig({
  plugins: [reactRouter(), buildFiles(), shellChunk()],
  resolve: { tsconfigPaths: true },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: { assetsInlineLimit: 0 },
  // The server's copy of the pages bundles the libraries of many small modules (Mantine alone is some 3,000 files)
  // instead of importing them from node_modules at start: the server's start went from 0.7 s to under 0.2 s in
  // loading the web build (decision 0087). React stays external: the server has one React, whoever imports it.
  // mantine-datatable is bundled with Mantine, or it would read another copy's MantineProvider context (decision 0088).
  ssr: {
    noExternal: [
      /^@mantine\//,
      'mantine-datatable',
      'react-router',
      'react-hook-form',
      /^@hookform\//,
      'openapi-fetch',
      'zustand',
    ],
  },
})
