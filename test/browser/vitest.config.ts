// Browser tests: Chromium (playwright-core) against the built site served by the production server.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(__dirname, '../..'),
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/harness/global-setup.ts'],
    // One Chromium at a time: the tests measure timings and the machine may have two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
