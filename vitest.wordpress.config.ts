import { defineConfig } from 'vitest/config';

/**
 * `npm run test:wordpress`: the WordPress plugin on a real store (e2e-wordpress/, see its header). Its own config,
 * so neither `npm test` nor a bare `vitest run` picks it up.
 */
export default defineConfig({
  test: {
    name: 'wordpress',
    environment: 'node',
    include: ['e2e-wordpress/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
