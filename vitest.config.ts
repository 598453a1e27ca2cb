import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/workers';

/**
 * Test projects:
 * - `unit`: runtime, http, the shared/ packages and island components in happy-dom with real React.
 * - `server`: the reference shop server in Node.
 * - `e2e`: Playwright (playwright-core + Debian's Chromium) against the reference shop running the production bundles.
 * - `stories`: Storybook play functions in Debian's Chromium (see .storybook/vitest.config.ts).
 */
export default defineConfig({
  test: {
    // Never ignored: an unhandled error or rejection (a timer firing after its test, a forgotten catch) fails the run.
    dangerouslyIgnoreUnhandledErrors: false,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'islands/**/*.test.{ts,tsx}',
            'shared/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['packages/shop-server/**', '**/node_modules/**'],
          setupFiles: ['shared/test-kit/src/setup.ts'],
          restoreMocks: true,
          // The machines are shared (load well above their two cores is common): a property test or a fake shop's
          // round trips can take several times their usual second. Time limits are for hangs, not for slowness.
          testTimeout: 20_000,
          hookTimeout: 20_000,
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
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits 1 s by default: too short for a round trip plus a page refresh on a loaded CI
          // machine (a remove-coupon retry failed that way). Polls end as soon as they pass, so this costs nothing.
          expect: { poll: { timeout: 10_000 } },
          // E2E_WORKERS files at a time (e2e/workers.ts), each holding its own shop for its run (e2e/global-setup.ts,
          // e2e/shop-claim.ts) and one Chromium. Projects with their own worker count run in their own group.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      './.storybook/vitest.config.ts',
    ],
  },
});
