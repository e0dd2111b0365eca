import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const NAMES = ['chromium', 'chromium-browser'];

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * The system Chromium: CHROMIUM_PATH, else `chromium` on PATH. When missing and running as root, installs
 * Debian's `chromium` package; otherwise stops with a message saying how to install it.
 */
export function findChromium({ install = true } = {}) {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (fs.existsSync(explicit)) return explicit;
    throw new Error(`CHROMIUM_PATH is set to ${explicit}, but no file is there.`);
  }
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!install || !isRoot) {
    throw new Error(
      "Chromium was not found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = onPath('chromium');
  if (!installed) throw new Error('apt-get installed chromium, but it is still not on PATH.');
  return installed;
}

/**
 * Poppler's `pdftotext` (the export tests read PDFs with it, page by page, as a client's viewer lays them out):
 * on PATH, else, as root, Debian's `poppler-utils` installed the way Chromium is; otherwise it stops with a message.
 */
export function findPdftotext({ install = true } = {}) {
  const found = onPath('pdftotext');
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!install || !isRoot) {
    throw new Error("pdftotext was not found. Install Debian's package: sudo apt-get install poppler-utils.");
  }
  console.log("pdftotext is missing: installing Debian's poppler-utils package (apt-get)...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = onPath('pdftotext');
  if (!installed) throw new Error('apt-get installed poppler-utils, but pdftotext is still not on PATH.');
  return installed;
}

/** The flags every headless run here needs: no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
