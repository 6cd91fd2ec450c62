import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      'apps/web/app/lib/api-schema.generated.ts',
    ],
  },
  js.configs.recommended,
  // STYLE: small modules with one job. Seeds are data; migrations and the API types are generated.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['apps/server/src/db/seed/**', 'apps/server/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string union or z.enum.' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  // ARCHITECTURE §4: layers one way. domain ← server, domain ← web; the web app never imports server code;
  // inside the web app components ← lib ← features ← routes. Imports are relative, so a forbidden layer shows
  // as a path segment in the import (docs/decisions/0009: why not eslint-plugin-import-x).
  ...restrictImports(
    ['apps/web/**/*.{ts,tsx}'],
    [['(^@shop/server|(^|/)server/src(/|$))', 'The web app talks to the API, not to server code.']],
  ),
  ...restrictImports(
    ['apps/server/**/*.ts'],
    [['(^@shop/web|(^|/)web/app(/|$))', 'The server does not import web code.']],
  ),
  ...restrictImports(
    ['apps/web/app/components/**/*.{ts,tsx}'],
    [
      ['(^|/)(features|routes)(/|$)', 'components ← features ← routes'],
      ['(^@shop/server|(^|/)server/src(/|$))', 'The web app talks to the API, not to server code.'],
    ],
  ),
  ...restrictImports(
    ['apps/web/app/lib/**/*.{ts,tsx}'],
    [
      ['(^|/)(features|routes)(/|$)', 'lib ← features ← routes'],
      ['(^@shop/server|(^|/)server/src(/|$))', 'The web app talks to the API, not to server code.'],
    ],
  ),
  ...restrictImports(
    ['apps/web/app/features/**/*.{ts,tsx}'],
    [
      ['(^|/)routes(/|$)', 'features do not import routes'],
      ['(^@shop/server|(^|/)server/src(/|$))', 'The web app talks to the API, not to server code.'],
    ],
  ),
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'The domain package depends on zod alone.' }] },
      ],
    },
  },
)

/** One config block forbidding imports whose specifier matches any of the [regex, message] pairs. */
function restrictImports(files, rules) {
  return [
    {
      files,
      rules: {
        'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
      },
    },
  ]
}
