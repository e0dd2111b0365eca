/**
 * What the API tests that render in Chromium need: the client build (`dist/`) and a Chromium. `npm test` builds the
 * client before the API stage, so in CI a missing build or browser is a failure, not a skip.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../scripts/lib/chromium.mjs';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

export const CHROMIUM: string | undefined = (() => {
  try {
    return findChromium() as string | undefined;
  } catch {
    return undefined;
  }
})();

/** Whether `what` can render here; throws in CI when it cannot. */
export function renderReady(what: string): boolean {
  const ready = fs.existsSync(path.join(DIST, 'index.html')) && CHROMIUM !== undefined;
  if (process.env.CI && !ready) throw new Error(`${what} needs dist/ (npx vite build) and Chromium.`);
  return ready;
}
