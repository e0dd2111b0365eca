import { describe, expect, it } from 'vitest';
import { pushRecent, shouldRecordRecent, type RecentRoute } from './recent-pages';

const candidate = { name: 'advertiser', path: '/advertiser', query: {}, returnable: true, title: 'Advertiser View' };
const recent = (n: number): RecentRoute => ({
  name: 'advertiser',
  query: { advertiserId: String(n) },
  fullPath: `/advertiser?advertiserId=${n}`,
  params: {},
  title: 'Advertiser View',
});

describe('shouldRecordRecent', () => {
  it('records a returnable titled route', () => {
    expect(shouldRecordRecent(candidate)).toBe(true);
  });

  it('skips routes that are not returnable or have no title', () => {
    expect(shouldRecordRecent({ ...candidate, returnable: false })).toBe(false);
    expect(shouldRecordRecent({ ...candidate, title: '' })).toBe(false);
  });

  it('skips routes with query id or viewCampaigns', () => {
    expect(shouldRecordRecent({ ...candidate, query: { id: '5' } })).toBe(false);
    expect(shouldRecordRecent({ ...candidate, query: { viewCampaigns: '' } })).toBe(false);
  });

  it('skips print views', () => {
    expect(shouldRecordRecent({ ...candidate, query: { print: 'true' } })).toBe(false);
  });

  it('skips plain /home, with or without recent', () => {
    const home = { ...candidate, name: 'home', path: '/home', title: 'Home' };
    expect(shouldRecordRecent(home)).toBe(false);
    expect(shouldRecordRecent({ ...home, query: { recent: 'true' } })).toBe(false);
  });

  it('records /home with another query', () => {
    const home = { ...candidate, name: 'home', path: '/home', title: 'Home', query: { recent: 'true', tab: 'ott' } };
    expect(shouldRecordRecent(home)).toBe(true);
  });
});

describe('pushRecent', () => {
  it('puts the newest route first', () => {
    expect(pushRecent([recent(1)], recent(2)).map((route) => route.fullPath)).toEqual([
      recent(2).fullPath,
      recent(1).fullPath,
    ]);
  });

  it('moves a revisited route to the front without duplicating it', () => {
    const list = pushRecent([recent(2), recent(1)], recent(1));
    expect(list.map((route) => route.query.advertiserId)).toEqual(['1', '2']);
  });

  it('keeps 11 routes when the 11th arrives', () => {
    const ten = Array.from({ length: 10 }, (_, index) => recent(index));
    expect(pushRecent(ten, recent(10))).toHaveLength(11);
  });

  it('drops the oldest when a 12th arrives', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => recent(index));
    const list = pushRecent(eleven, recent(11));
    expect(list).toHaveLength(11);
    expect(list.at(-1)?.fullPath).toBe(recent(9).fullPath);
  });
});
