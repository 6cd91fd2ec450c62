// `npm run check:deps`: the import boundaries the build enforces (decision 0073). Part of `npm run validate` and
// the first step of `npm test`. Paths are matched against the file's path from the repository root.
//
// An exception is a `pathNot` on the rule it breaks, with a comment naming the decision that allows it.

/** A server feature's folder, capturing its name. */
const SERVER_FEATURE = '^apps/server/src/features/([^/]+)/'
/** A web feature's folder, capturing its name. */
const WEB_FEATURE = '^apps/web/app/features/([^/]+)/'

/** The file that mounts every feature's routes: the one place outside `features/` allowed to know them all. */
const APP_ASSEMBLY = '^apps/server/src/app\\.ts$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between files: a cycle makes load order matter and a module half-initialised.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment:
        'No cycle between feature folders, even through their public faces: feature A uses B or B uses A, ' +
        'never both. Move what both need to the domain, the platform or a third feature.',
      scope: 'folder',
      from: { path: '^apps/(server/src|web/app)/features/([^/]+)' },
      // A feature's own subfolders (components/, hooks/ …) are one feature; file cycles in it are no-circular's.
      to: {
        path: '^apps/(server/src|web/app)/features/[^/]+',
        pathNot: '^apps/$1/features/$2(/|$)',
        circular: true,
      },
    },
    {
      name: 'server-feature-internals',
      severity: 'error',
      comment:
        'A server feature imports another only through its public face, `index.ts` or `<feature>.service.ts`; ' +
        'never its repository, handlers, routes or other files.',
      from: { path: SERVER_FEATURE },
      to: {
        path: '^apps/server/src/features/[^/]+/',
        pathNot: [
          '^apps/server/src/features/$1/',
          '^apps/server/src/features/[^/]+/index\\.ts$',
          '^apps/server/src/features/([^/]+)/\\1\\.service\\.ts$',
        ],
      },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'A web feature imports another only through its `index.ts`.',
      from: { path: WEB_FEATURE },
      to: {
        path: '^apps/web/app/features/[^/]+/',
        pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'platform-knows-no-http-or-features',
      severity: 'error',
      comment: 'The platform (payments, files, mail, cache…) knows nothing of HTTP or features.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(http|features)/' },
    },
    {
      name: 'http-knows-no-features',
      severity: 'error',
      comment: 'The HTTP layer knows no feature; only the app assembly mounts their routes.',
      from: { path: '^apps/server/src/http/', pathNot: APP_ASSEMBLY },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'auth-knows-no-http',
      severity: 'error',
      comment: 'auth/ sets up the auth library and loads sessions; the HTTP layer uses it, not the other way.',
      from: { path: '^apps/server/src/auth/' },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'seed-uses-no-feature-service',
      severity: 'error',
      comment:
        'The seed writes rows (through repositories or plain inserts); a feature service would run its rules, ' +
        'mails and side effects while the database is being filled.',
      from: { path: '^apps/server/src/db/seed/' },
      to: { path: '^apps/server/src/features/[^/]+/[^/]+\\.(service|handlers|routes)\\.ts$' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain imports nothing from the apps (zod is its only dependency).',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The web app talks to the server through the API, never by importing it; nor the other way.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
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
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import the resolver cannot follow hides its edge from every rule above.',
      from: {},
      // `./+types/<route>` are React Router's generated route types (`.react-router/types`, by tsconfig rootDirs).
      to: { couldNotResolve: true, pathNot: '^\\./\\+types/' },
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
        // The server's shared test harness imports the whole app; the tests beside the code still count.
        '^apps/server/test/',
      ],
    },
    // Only apps/web declares paths (`~/*`); the server and the domain resolve relative imports and packages.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
}
