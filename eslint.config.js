// One lint setup for the whole workspace: typescript-eslint's recommended rules,
// React hooks rules for the web app, and Prettier left to own the formatting.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/data/**', '**/.react-router/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries(),
  {
    // The server's HTTP layer is shared plumbing that the feature modules use; it never reaches
    // into them (app.ts and plugins/ compose them). A module's failure that HTTP must answer in
    // its own way extends one of its classes (http/temporarily-unavailable.ts).
    files: ['apps/server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'http/ imports no modules/*.' }] },
      ],
    },
  },
  {
    // The web app's settings are read and checked in one place each: the environment in
    // apps/web/build-config.ts (build time), the values Vite bakes in in apps/web/app/lib/config.ts.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/build-config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through apps/web/build-config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read settings through app/lib/config.ts.',
        },
      ],
    },
  },
);

/**
 * Layers of the web app (docs/decisions/0015-lint-boundaries.md): routes → features →
 * components / lib → the contract; a feature never imports another feature. The admin area
 * (app/admin, routes under app/routes/admin) may use components/ui, lib and the contract, the
 * public site never imports it, and admin features never import each other either.
 */
function webBoundaries() {
  const app = 'apps/web/app';
  const element = (type, pattern, capture) => ({
    type,
    pattern,
    mode: 'full',
    ...(capture ? { capture } : {}),
  });
  const to = (...types) => types.map((type) => ({ to: { element: { type } } }));
  const shared = ['lib', 'locales', 'styles', 'contract'];
  const sameFeature = (type) => ({
    to: { element: { type, captured: { feature: '{{ from.element.captured.feature }}' } } },
  });
  return {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        element('admin-route', `${app}/routes/admin/**/*`),
        element('route', `${app}/routes/**/*`),
        element('app-root', `${app}/*`),
        element('admin-feature', `${app}/admin/features/*/**/*`, ['feature']),
        element('admin', `${app}/admin/**/*`),
        element('feature', `${app}/features/*/**/*`, ['feature']),
        element('ui', `${app}/components/ui/**/*`),
        element('component', `${app}/components/**/*`),
        element('lib', `${app}/lib/**/*`),
        element('locales', `${app}/locales/**/*`),
        element('styles', `${app}/styles/**/*`),
        element('contract', 'packages/contract/src/**/*'),
      ],
      // `mode: 'full'` (whole-path globs) is the form whose meaning is settled; its successor still
      // differs in how it reads globs, so the deprecation notice is turned off.
      'boundaries/legacy-warnings': false,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app-root' } },
              allow: to('app-root', 'route', 'feature', 'ui', 'component', ...shared),
            },
            {
              from: { element: { type: 'route' } },
              allow: to('route', 'feature', 'ui', 'component', ...shared),
            },
            {
              from: { element: { type: 'feature' } },
              allow: [sameFeature('feature'), ...to('ui', 'component', ...shared)],
            },
            { from: { element: { type: 'component' } }, allow: to('ui', 'component', ...shared) },
            { from: { element: { type: 'ui' } }, allow: to('ui', ...shared) },
            { from: { element: { type: 'lib' } }, allow: to(...shared) },
            { from: { element: { type: 'locales' } }, allow: to('locales', 'contract') },
            { from: { element: { type: 'styles' } }, allow: to('styles') },
            {
              from: { element: { type: 'admin-route' } },
              allow: to('admin-route', 'admin-feature', 'admin', 'ui', ...shared),
            },
            {
              from: { element: { type: 'admin-feature' } },
              allow: [sameFeature('admin-feature'), ...to('admin', 'ui', ...shared)],
            },
            { from: { element: { type: 'admin' } }, allow: to('admin', 'ui', ...shared) },
            // Tests may build the server's load context the way the server does.
            { from: { file: { categories: 'test' } }, allow: to('app-root') },
          ],
        },
      ],
    },
  };
}
