import { defineConfig } from 'vitest/config';

/**
 * Test projects:
 * - `unit`: runtime, http, shared UI and island components in happy-dom with real React.
 * - `server`: the reference shop server in Node.
 * - `stories`: Storybook play functions in Debian's Chromium (see .storybook/vitest.config.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'islands/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}'],
          exclude: ['packages/shop-server/**', '**/node_modules/**'],
          setupFiles: ['shared/src/test-setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/shop-server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './.storybook/vitest.project.ts',
    ],
  },
});
