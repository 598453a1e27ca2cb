// ESLint (flat config): typescript-eslint's recommended rules, React hooks, jsx-a11y for components, and the
// project's import boundaries (scripts/lint/workspace-boundaries.mjs). Run by `npm test` (`npm run lint`).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { workspaceBoundaries } from './scripts/lint/workspace-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'packages/wordpress-plugin/dist/**',
      'storybook-static/**',
      'node_modules/**',
      '**/*.d.ts',
      'coverage/**',
      // WooCommerce's scripts fetched for the side-by-side bench (git-ignored, never ours).
      '.bench-classic/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'react-hooks': reactHooks, storefront: { rules: { 'workspace-boundaries': workspaceBoundaries } } },
    rules: {
      'storefront/workspace-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // End-to-end tests and fuzz suites: `useBrowser`, `useIslandFuzz` and friends are not React hooks.
  { files: ['e2e/**', '**/*.fuzz.test.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The shop's layers run one way: routes → domain (domain/, payments/) → db. Views are called only by routes.
  {
    files: ['packages/shop-server/src/{domain,payments,db,views}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/routes/*', '../app', '../../app'], message: 'Only routes may use routes or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shop-server/src/{domain,payments,db}/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/routes/*', '**/views/*', '../app'], message: 'Domain code uses neither routes nor views.' },
          ],
        },
      ],
    },
  },
  // Tests may hand deliberately ill-typed values to the code under test.
  {
    files: ['**/*.test.{ts,tsx}', '**/*.fuzz-cases.ts', '**/test-*.ts', '**/*-fixtures.ts', '**/test-fixtures.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
