import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The server's data folder, fixed per port so journeys can read what it writes (the e-mail outbox); the workers
// load this file too and so see the same value.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `sightline-e2e-${PORT}`);

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
    // PUBLIC_URL = the browser's origin: OAuth grants come back to the portal's own address (the callback, then the
    // return page), and the session lives in that origin's storage (127.0.0.1 would be another origin).
    env: { PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR, PUBLIC_URL: `http://localhost:${PORT}` },
  },
});
