import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Runs every story's play function as a test in Debian's Chromium. */
export default defineProject({
  plugins: [storybookTest({ configDir: dirname })],
  optimizeDeps: { include: ['glightbox', 'keen-slider'] },
  test: {
    name: 'stories',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
