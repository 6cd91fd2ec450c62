// `npm run check:deps`: the import boundaries the build enforces (decision 0073). Part of `npm run validate` and
// the first step of `npm test`. Paths are matched against the file's path from the repository root; in a `to`,
// `$1`, `$2` stand for the groups the `from` path captured.
//
// An exception is a `pathNot` on the rule it breaks, with a comment naming the decision that allows it.

const SERVER = '^apps/server/src/'
/** The file that mounts every feature's routes: the one place outside `features/` allowed to know them all. */
const APP_ASSEMBLY = '^apps/server/src/app\\.ts$'

/** A rule every match of which fails the check. */
const forbid = (name, comment, from, to, scope = 'module') => ({ name, severity: 'error', comment, from, to, scope })

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'No import cycle between files: a cycle makes load order matter and a module half-initialised.',
      {},
      { circular: true },
    ),
    forbid(
      'no-feature-cycle',
      'No cycle between feature folders, even through their public faces: feature A uses B or B uses A, never ' +
        'both. Move what both need to the domain, the platform or a third feature.',
      { path: '^apps/(server/src|web/app)/features/([^/]+)' },
      // A feature's own subfolders (components/, hooks/ …) are one feature; file cycles in it are no-circular's.
      { path: '^apps/(server/src|web/app)/features/[^/]+', pathNot: '^apps/$1/features/$2(/|$)', circular: true },
      'folder',
    ),
    forbid(
      'server-feature-internals',
      'A server feature imports another only through its public face, `index.ts` or `<feature>.service.ts`; ' +
        'never its repository, handlers, routes or other files.',
      { path: `${SERVER}features/([^/]+)/` },
      {
        path: `${SERVER}features/[^/]+/`,
        pathNot: [
          `${SERVER}features/$1/`,
          `${SERVER}features/[^/]+/index\\.ts$`,
          `${SERVER}features/([^/]+)/\\1\\.service\\.ts$`,
        ],
      },
    ),
    forbid(
      'web-feature-internals',
      'A web feature imports another only through its `index.ts`.',
      { path: '^apps/web/app/features/([^/]+)/' },
      {
        path: '^apps/web/app/features/[^/]+/',
        pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index\\.tsx?$'],
      },
    ),
    forbid(
      'platform-knows-no-http-or-features',
      'The platform (payments, files, mail, caches …) knows nothing of HTTP or features.',
      { path: `${SERVER}platform/` },
      { path: `${SERVER}(http|features)/` },
    ),
    forbid(
      'http-knows-no-features',
      'The HTTP layer knows no feature; only the app assembly mounts their routes.',
      { path: `${SERVER}http/`, pathNot: APP_ASSEMBLY },
      { path: `${SERVER}features/` },
    ),
    forbid(
      'auth-knows-no-http',
      'auth/ sets up the auth library and loads session users; the HTTP layer uses it, not the other way.',
      { path: `${SERVER}auth/` },
      { path: `${SERVER}http/` },
    ),
    forbid(
      'seed-uses-no-feature-service',
      'The seed writes rows (plain inserts, repositories, the ledger posting rule); a feature service, handler ' +
        'or route would run its rules, mails and side effects while the database is being filled.',
      { path: `${SERVER}db/seed/` },
      { path: `${SERVER}features/[^/]+/[^/]+\\.(service|handlers|routes)\\.ts$` },
    ),
    forbid(
      'domain-is-pure',
      'packages/domain imports nothing from the apps (zod is its only dependency).',
      { path: '^packages/domain/' },
      { path: '^apps/' },
    ),
    forbid(
      'apps-apart',
      'The web app talks to the server through the API, never by importing it; nor the other way.',
      { path: '^apps/(server|web)/' },
      { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    ),
    forbid(
      'not-to-unresolvable',
      'An import the resolver cannot follow hides its edge from every rule above.',
      {},
      // `./+types/<route>` are React Router's generated route types (`.react-router/types`, by tsconfig rootDirs).
      { couldNotResolve: true, pathNot: '^\\./\\+types/' },
    ),
    {
      name: 'no-orphans',
      severity: 'warn',
      comment: 'A file nothing imports and that imports nothing: probably left over.',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$',
          '\\.d\\.ts$',
          '(^|/)tsconfig\\.json$',
          '\\.(test|spec)\\.tsx?$',
          // Route modules, layouts and guards are named by path in routes.ts; the entries by React Router.
          '^apps/web/app/(routes|layouts|guards)/',
          '^apps/web/app/(entry\\.client|entry\\.server|root)\\.tsx$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)(dist|build)/',
        '(^|/)\\.react-router/',
        '^apps/server/src/db/migrations/',
        // The server's shared test harness imports the whole app (every folder would join one cycle); the tests
        // beside the code still count.
        '^apps/server/test/',
      ],
    },
    // Only apps/web declares paths (`~/*`); the server and the domain resolve relative imports and packages.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}
