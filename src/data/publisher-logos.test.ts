import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPublisherLogos,
  loadPublisherLogos,
  PUBLISHER_LOGOS_TTL_MS,
  withPublisherLogos,
} from './publisher-logos';

const LOGOS = [
  { logoName: 'Roku Channel', url: '/brand/publishers/roku-channel.svg', aliases: ['roku'], prefixes: [] },
  { logoName: 'Local Now', url: '/api/images/abc.png', aliases: [], prefixes: ['columbus local'] },
];

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('publisher logos for the dashboards', () => {
  afterEach(() => {
    forgetPublisherLogos();
    vi.unstubAllGlobals();
  });

  it('adds each publisher row its logo by name, alias or prefix, and null when none matches', () => {
    const dataset = withPublisherLogos(
      {
        rows: [{ Publisher: 'ROKU' }, { Publisher: 'Columbus Local Now' }, { Publisher: 'Tubi' }, { Publisher: 7 }],
        totals: null,
        meta: {},
      },
      LOGOS,
    );
    expect(dataset.rows.map((row) => row.PublisherLogo)).toEqual([
      '/brand/publishers/roku-channel.svg',
      '/api/images/abc.png',
      null,
      null,
    ]);
  });

  it('fetches the list once per period, again after it is forgotten, and counts a failure as no logos', async () => {
    const fetch = vi.fn(async () => answer({ items: [...LOGOS, { logoName: 3 }], total: 3, limit: 3, offset: 0 }));
    vi.stubGlobal('fetch', fetch);
    const first = await loadPublisherLogos(1000);
    expect(first.map((l) => l.logoName)).toEqual(['Roku Channel', 'Local Now']);
    await loadPublisherLogos(1000 + PUBLISHER_LOGOS_TTL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await loadPublisherLogos(1000 + PUBLISHER_LOGOS_TTL_MS + 1);
    expect(fetch).toHaveBeenCalledTimes(2);
    forgetPublisherLogos();
    fetch.mockImplementationOnce(async () => new Response('{"error":"down"}', { status: 500 }));
    await expect(loadPublisherLogos(5)).resolves.toEqual([]);
    // The failure is not kept: the next call asks again.
    await loadPublisherLogos(6);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
