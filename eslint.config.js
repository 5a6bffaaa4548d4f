import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import direction of README's folder picture and docs/decisions/0016, as lint rules: each zone names a folder
 * (target) and what it must not import (from). Inside src the order is content → routing → lib → components →
 * features → pages → app (src/app, main.tsx, routes.tsx), and no feature imports another. Beside that order: the
 * islands, placed by pages (islands → features, pages' sections); the browser's start, which the app loads
 * (browser → islands, features); and the console, an app of its own on the staff origin that shares only content,
 * routing and lib with the site, and that nothing of the site imports.
 */
const appFiles = ['./src/app', './src/main.tsx', './src/routes.tsx', './src/boot.ts']
const siteFolders = ['./src/routing', './src/lib', './src/components', './src/features', './src/pages', './src/islands']
const features = readdirSync(new URL('./src/features', import.meta.url))
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) })
const layerZones = [
  zone(
    './content',
    ['./src', './builder', './server', './tools', './tests', './supabase'],
    'content/ is data: it imports nothing of the project.',
  ),
  zone(
    './src',
    ['./builder', './server', './tools', './tests'],
    'src/ is the site: it never imports build, server, tools or tests.',
  ),
  zone(
    './src/routing',
    ['./src/lib', './src/components', './src/features', './src/pages', ...appFiles],
    'routing imports only content.',
  ),
  zone(
    './src/lib',
    ['./src/components', './src/features', './src/pages', ...appFiles],
    'lib imports only content and routing.',
  ),
  zone(
    './src/components',
    ['./src/features', './src/pages', ...appFiles],
    'components never import a feature or a page.',
  ),
  zone('./src/features', ['./src/pages', ...appFiles], 'features never import a page or the app.'),
  zone(
    ['./src/features', './src/components', './src/lib', './src/browser', './src/islands/registry.ts'],
    './src/islands/island.tsx',
    'island.tsx renders with react-dom/server: only pages and the app place islands, so no module the browser loads imports it (decision 0042).',
  ),
  ...features.map((feature) =>
    zone(
      `./src/features/${feature}`,
      './src/features',
      'features do not import each other: move what both need to lib or components.',
      [`./${feature}`],
    ),
  ),
  zone('./src/pages', appFiles, 'pages never import the app.'),
  zone(
    ['./src/routing', './src/lib', './src/components', './src/features'],
    ['./src/islands', './src/browser'],
    'routing, lib, components and features never import the islands or the browser start: pages place islands, the app starts the browser code.',
  ),
  zone(
    './src/islands',
    ['./src/browser', './src/console', ...appFiles],
    'islands never import the browser start, the console or the app.',
  ),
  zone(
    './src/browser',
    ['./src/pages', './src/console', ...appFiles],
    'the browser start never imports a page, the console or the app.',
  ),
  zone(
    [...siteFolders, './src/browser', ...appFiles],
    './src/console',
    'nothing of the site imports the console: what both need lives in lib (decision 0084 keeps them on two origins).',
  ),
  zone(
    './src/console',
    ['./src/components', './src/features', './src/pages', './src/islands', './src/browser', ...appFiles],
    'the console imports only content, routing and lib of src/.',
  ),
  zone('./builder', ['./server', './tools', './tests'], 'builder/ never imports server, tools or tests.'),
  zone('./server', ['./tools', './tests'], 'server/ never imports tools or tests.'),
  zone('./tools', './tests', 'tools/ import only the shared stand-ins of tests/support.', ['./support']),
  zone(
    './supabase/functions',
    ['./src', './content', './builder', './server', './tools', './tests'],
    'Edge Functions run on Deno with only supabase/ beside them.',
  ),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-compressed',
      'dist-staff',
      'dist-staff-compressed',
      'node_modules',
      'reports',
      'test-results',
      'playwright-report',
      '.vite-react-ssg-temp',
      '.data',
      '.lighthouseci',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // Each runtime's globals where its code runs: Node by default, the browser's in src/, Deno's in the functions.
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The functions' shared code also runs in the embedded backend on Node: only what both platforms have.
    files: ['supabase/functions/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    files: ['supabase/functions/*/index.ts', 'supabase/functions/*/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'], Deno: 'readonly' } },
  },
  {
    // Lighthouse CI loads its configuration with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
)
