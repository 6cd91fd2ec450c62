import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Paths in one place (docs/decisions/0077): no page path is written as a string outside the href builder
 * (`@shop/domain/paths`). This reads the sources of the web app, the server (mails, redirects, site links), the
 * domain and the browser tests, and lists every string that opens a page of the route table.
 */

const repoDir = fileURLToPath(new URL('../../../', import.meta.url))

/** Where page paths are written: links, redirects, mails, menus and the browser tests. */
const SCANNED = ['apps/web/app', 'apps/server/src', 'packages/domain/src', 'e2e/specs', 'e2e/fixtures']

/**
 * Files that may write a page path, each with its reason. Unit tests (`*.test.ts(x)`) are not scanned: they feed
 * addresses to the code under test (the page cache, the vehicle-path parser) and check what comes back; nor are
 * the server's `*.routes.ts`, whose paths are API operations under `/api`.
 */
const ALLOWED_FILES: Record<string, string> = {
  'packages/domain/src/paths/paths.ts': 'THE href builder',
  'packages/domain/src/catalog/vehicle-path.ts': "the builder's vehicle part (`paths.vehicle`, `paths.guide`)",
  'packages/domain/src/catalog/selection-href.ts': "the builder's vehicle part (`paths.vehicleSelection`)",
  'apps/server/src/features/accounts/auth-endpoints.ts': "the auth library's endpoints (under /api/auth)",
  'apps/server/src/features/accounts/auth-handler.ts': "the auth library's endpoints (under /api/auth)",
  'apps/server/src/auth/password-policy-hook.ts': "the auth library's endpoints (under /api/auth)",
  'e2e/specs/admin/screens-by-role.spec.ts':
    "the back office's route × role table: React Router's own patterns, checked against the route table",
}

/** Files that are not scanned: unit tests and their data, and the API's OpenAPI routes (paths under /api). */
const NOT_SCANNED = /(\.test\.tsx?|\.test-fixtures\.ts|\.routes\.ts)$/

/** Not pages, whatever a route pattern would say: the API, files and assets. */
const NOT_PAGES = ['/api/', '/images/', '/assets/', '/favicon', '/build-id.json', '/service-worker.js', '/sw-']

/**
 * Routes that match nearly any path, so they tell nothing: the short link `/:hash` (one segment), the 404 `*` and
 * the auth library's `/auth/*`. A literal is a page path when it matches any other route of the table.
 */
const CATCH_ALL = /^(\/:hash|\/\*|\/auth\/\*)$/

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }

/** The route table as React Router reads it (`react-router routes --json`), as full path patterns. */
function readPagePatterns(): string[] {
  const json = execFileSync(
    process.execPath,
    [`${repoDir}node_modules/@react-router/dev/bin.cjs`, 'routes', '--json'],
    { cwd: `${repoDir}apps/web`, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  ).replace(/^[^[]*/, '')
  const patterns: string[] = []
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
      if (entry.children?.length) walk(entry.children, path)
      else patterns.push(path || '/')
    }
  }
  walk(JSON.parse(json) as RouteEntry[], '')
  return [...new Set(patterns)].filter((pattern) => !CATCH_ALL.test(pattern))
}

/** True when `path` (no query) opens the route `pattern`: static segments, `:param`, `:param?` and a final `*`. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  const match = (w: number, h: number): boolean => {
    const segment = want[w]
    if (segment === undefined) return h === have.length
    if (segment === '*') return true
    if (segment.startsWith(':')) {
      if (segment.endsWith('?') && match(w + 1, h)) return true
      return h < have.length && match(w + 1, h + 1)
    }
    return have[h] === segment && match(w + 1, h + 1)
  }
  return match(0, 0)
}

/** Where a home link `'/'` counts: as a link, a redirect or a visit (elsewhere `'/'` is a separator). */
const HOME_CONTEXTS = new Set(['to', 'href', 'goto', 'navigate', 'redirect', 'action'])
/** The web app's API client calls (`api.get('/admin/outbox')`): their paths are API paths under `/api`. */
const API_CALL = /api$/i
const API_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

/** The name a literal is given to: a JSX attribute, a property, or the function or method it is passed to. */
function contextOf(node: ts.Node): { name: string | null; apiCall: boolean } {
  const parent = node.parent
  if (ts.isJsxAttribute(parent)) return { name: parent.name.getText(), apiCall: false }
  if (ts.isPropertyAssignment(parent)) return { name: parent.name.getText(), apiCall: false }
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text
      const receiver = callee.expression.getText().replace(/\(.*\)$/s, '')
      return { name: method, apiCall: API_METHODS.has(method) && API_CALL.test(receiver) }
    }
    return { name: callee.getText(), apiCall: false }
  }
  return { name: null, apiCall: false }
}

/** The text of a string or template literal, an expression `${…}` standing for one segment value. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `x1${s.literal.text}`).join('')
  return null
}

export type PagePathLiteral = { line: number; text: string }

/** Every string in `source` that is a page path of `patterns` (see the rules above). */
export function findPagePathLiterals(fileName: string, source: string, patterns: readonly string[]): PagePathLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: PagePathLiteral[] = []
  const visit = (node: ts.Node): void => {
    const text = textOf(node)
    if (text === null || !text.startsWith('/')) return ts.forEachChild(node, visit)
    const { name, apiCall } = contextOf(node)
    const path = text.replace(/[?#].*$/s, '')
    const isPage =
      !apiCall &&
      !/\s/.test(path) &&
      !NOT_PAGES.some((prefix) => path.startsWith(prefix)) &&
      (path === '/'
        ? name !== null && HOME_CONTEXTS.has(name)
        : patterns.some((pattern) => pattern !== '/' && matchesPattern(pattern, path)))
    if (isPage) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text })
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !NOT_SCANNED.test(entry.name))
    .map((entry) => relative(repoDir, join(entry.parentPath, entry.name)))
}

describe('page paths are written only by the href builder (decision 0077)', () => {
  const patterns = readPagePatterns()

  it('reads the route table', () => {
    expect(patterns).toContain('/profile/orders/:id')
    expect(patterns).toContain('/tuning/claim/:id/:token')
    expect(patterns).not.toContain('/:hash')
  })

  it('finds a page path written by hand, and leaves API calls, assets and separators alone', () => {
    const source = [
      'export const A = () => <Link to="/profile/orders">Orders</Link>',
      'const b = `/tuning/request/${id}/status`',
      "navigate('/')",
      'await serverApi(context).get<Page>(`/admin/outbox?page=${page}`)',
      "const c = '/images/dyno-curve.svg'",
      "const d = '/v1/ecu/makes'",
      "path.split('/')",
      "test('/tune/SPRING24 records the tag and lands on /', () => {})",
    ].join('\n')
    expect(findPagePathLiterals('example.tsx', source, patterns)).toEqual([
      { line: 1, text: '/profile/orders' },
      { line: 2, text: '/tuning/request/x1/status' },
      { line: 3, text: '/' },
    ])
  })

  it('no page path is written as a string outside the href builder', () => {
    const offenders = SCANNED.flatMap(sourceFiles)
      .filter((file) => !(file in ALLOWED_FILES))
      .flatMap((file) =>
        findPagePathLiterals(file, readFileSync(join(repoDir, file), 'utf8'), patterns).map(
          ({ line, text }) => `${file}:${line} ${text}`,
        ),
      )
    expect(offenders, 'use paths.… of @shop/domain/paths').toEqual([])
  })
})
