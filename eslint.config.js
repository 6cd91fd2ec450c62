import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
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
      // ARCHITECTURE §4: layers one way. domain ← server, domain ← web; the web app never imports server code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'The domain package is pure.' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the API, not to server code.',
            },
            { target: './apps/server', from: './apps/web', message: 'The server does not import web code.' },
            {
              target: './apps/web/app/components',
              from: ['./apps/web/app/features', './apps/web/app/routes'],
              message: 'components ← features ← routes',
            },
            {
              target: './apps/web/app/lib',
              from: ['./apps/web/app/features', './apps/web/app/routes'],
              message: 'lib ← features ← routes',
            },
            {
              target: './apps/web/app/features',
              from: './apps/web/app/routes',
              message: 'features do not import routes',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'The domain package depends on zod alone.' }] },
      ],
    },
  },
)
