import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end journeys in the system Chromium (CHROMIUM_PATH, found by scripts/test.mjs); the server runs on
 * a fresh SQLite database with the small demo data set, from the production build in dist/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: several journeys share demo users, and recent pages are per user on the server.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
