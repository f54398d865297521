import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layers of docs/architecture.md ("Layers and imports") and which way they may import. A layer not listed in
 * another's `allow` is refused: `features` never import each other or `app`, `lib` and `components` never import
 * features, `functions` never imports `web`, `common` imports neither. eslint-plugin-boundaries resolves every
 * import to the file it names (scripts/eslintImportAliases.cjs: relative paths, the `@/` alias and
 * `@campuseats/common/*`), so `@/features/cart/...` and `../../cart/...` are the same import to it.
 */
const LAYERS = [
  { type: 'common', pattern: 'common/src' },
  { type: 'functions', pattern: 'functions/src' },
  { type: 'config', pattern: 'web/src/config' },
  { type: 'lib', pattern: 'web/src/lib' },
  { type: 'components', pattern: 'web/src/components' },
  { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'web/src/app' },
  // What screen tests render with (docs/architecture.md#tests): only test files may import it.
  { type: 'testing', pattern: 'web/src/testing' },
];

const layer = (type) => ({ element: { type } });

const IMPORT_DIRECTION = [
  { from: layer('common'), allow: { to: layer('common') } },
  { from: layer('functions'), allow: { to: layer(['common', 'functions']) } },
  { from: layer('config'), allow: { to: layer(['common', 'config']) } },
  { from: layer('lib'), allow: { to: layer(['common', 'config', 'lib']) } },
  { from: layer('components'), allow: { to: layer(['common', 'config', 'lib', 'components']) } },
  {
    from: layer('feature'),
    // Its own folder, and the layers below: a piece two features need moves down to lib or components.
    allow: { to: [layer(['common', 'config', 'lib', 'components']), { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } }] },
  },
  { from: layer('app'), allow: { to: layer(['common', 'config', 'lib', 'components', 'feature', 'app']) } },
  // It wraps a screen in the app's providers: it sits above app, and nothing but a test imports it.
  { from: layer('testing'), allow: { to: layer(['common', 'config', 'lib', 'components', 'app', 'testing']) } },
];

/** A test file of the web app also imports the screen tests' support (its production neighbours never do). */
const TEST_IMPORT_DIRECTION = [...IMPORT_DIRECTION, { from: layer(['config', 'lib', 'components', 'feature', 'app']), allow: { to: layer('testing') } }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'functions/lib/**', '.emulator-data/**', '**/test-results/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortController: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // CommonJS, for the tools that load a plugin with require() (scripts/eslintImportAliases.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['common/src/**/*.ts', 'functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      // Static imports, `export ... from` and the router's lazy `import()`s all count.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // The repository's own paths (relative, @/, @campuseats/common/*), then packages.
      'import/resolver': { [fileURLToPath(new URL('./scripts/eslintImportAliases.cjs', import.meta.url))]: {}, node: {} },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: IMPORT_DIRECTION }] },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: TEST_IMPORT_DIRECTION }] },
  },
  {
    // Tests index into answers they have just asserted on; a failed `!` there fails the test anyway.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
