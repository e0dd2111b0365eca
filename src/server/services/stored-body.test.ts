import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES, StoredBody } from './stored-body';

const answer = { Name: 'Café — Zürich', rows: Array.from({ length: 200 }, (_, i) => ({ id: i, Impressions: i * 7 })) };

describe('StoredBody', () => {
  it('holds exactly the bytes JSON.stringify writes', () => {
    const body = StoredBody.of(answer);
    expect(body.json.equals(Buffer.from(JSON.stringify(answer), 'utf8'))).toBe(true);
    expect(body.value()).toEqual(answer);
    expect(body.bytes).toBe(body.json.length);
  });

  it('makes each compressed form once, and counts it', async () => {
    const grown: number[] = [];
    const body = StoredBody.of(answer, (bytes) => grown.push(bytes));
    const first = body.encode('gzip');
    expect(body.encode('gzip')).toBe(first);
    const gzip = await first;
    expect(gunzipSync(gzip).equals(body.json)).toBe(true);
    const br = await body.encode('br');
    expect(brotliDecompressSync(br).equals(body.json)).toBe(true);
    expect(grown).toEqual([gzip.length, br.length]);
    expect(body.bytes).toBe(body.json.length + gzip.length + br.length);
  });
});

describe('chooseEncoding', () => {
  const long = COMPRESS_MIN_BYTES;
  it('prefers brotli, then gzip, and sends short bodies plain', () => {
    expect(chooseEncoding('gzip, deflate, br', long)).toBe('br');
    expect(chooseEncoding('gzip', long)).toBe('gzip');
    expect(chooseEncoding('gzip, br', long - 1)).toBeNull();
    expect(chooseEncoding(undefined, long)).toBeNull();
    expect(chooseEncoding('identity', long)).toBeNull();
  });

  it('honours weights: q=0 refuses, a higher q wins, * stands for the rest', () => {
    expect(chooseEncoding('br;q=0, gzip', long)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', long)).toBe('gzip');
    expect(chooseEncoding('*', long)).toBe('br');
    expect(chooseEncoding('*;q=0', long)).toBeNull();
    expect(chooseEncoding(['deflate', 'gzip'], long)).toBe('gzip');
  });
});
