import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from './routes';

const paths = ROUTES.map((route) => route.path);

describe('ROUTES', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(paths).size).toBe(ROUTES.length);
  });

  it('titles the main pages as the spec does', () => {
    const title = (path: string) => ROUTES.find((route) => route.path === path)?.title;
    expect([title('/home'), title('/advertiser'), title('/orders')]).toEqual(['Home', 'Advertiser View', 'Orders']);
  });

  it('lists the ten system admin children under MANAGE_SYSTEM', () => {
    const children = ROUTES.filter((route) => route.path.startsWith('/systemAdmin/'));
    expect(children).toHaveLength(10);
    for (const child of children) expect(child.rights).toEqual([['MANAGE_SYSTEM']]);
  });

  it('protects each admin area with its right', () => {
    const right = (path: string) => matchRoute(path)?.route.rights;
    expect(right('/admin/feed-tools')).toEqual([['SCREEN_USER_MGMT']]);
    for (const path of ['/admin/users', '/admin/users/12', '/admin/access-groups', '/admin/advertiser-groups'])
      expect(right(path)).toEqual([['SCREEN_USER_MGMT']]);
    expect(matchRoute('/admin/users/12')).toMatchObject({ route: { name: 'admin/user' }, params: { userId: '12' } });
    expect(right('/agencyAdmin/agency/7')).toEqual([['SCREEN_AGENCY_MGMT']]);
    expect(right('/linearadmin')).toEqual([['SCREEN_ADVERTISER_MGMT']]);
    for (const path of ['/linearadmin/prospects', '/linearadmin/prospects/4001'])
      expect(right(path)).toEqual([['SCREEN_ADVERTISER_MGMT']]);
    expect(matchRoute('/linearadmin/prospects/4001')).toMatchObject({
      route: { name: 'linearadmin/prospect', title: 'Prospect' },
      params: { customerId: '4001' },
    });
    expect(right('/reportsadmin/report')).toEqual([['AGENCY_READ_SCHEDULED_REPORT'], ['READ_SCHEDULED_REPORT']]);
    expect(right('/orders')).toEqual([['SHOW_ORDER_SUMMARY_VIEW']]);
  });

  it('marks shared and token routes', () => {
    expect(matchRoute('/s/abc')?.route.access).toBe('shared');
    expect(matchRoute('/shared-preview')?.route.access).toBe('shared');
    expect(matchRoute('/export/tok')?.route.access).toBe('token');
  });
});

describe('matchRoute', () => {
  it('extracts path parameters', () => {
    expect(matchRoute('/s/Ab3')).toMatchObject({ route: { name: 'shortShare' }, params: { shortId: 'Ab3' } });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/home/')?.route.name).toBe('home');
  });

  it('matches the landing page', () => {
    expect(matchRoute('/')?.route.name).toBe('landing');
  });

  it('gives null for unknown paths and empty parameters', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/export/')).toBeNull();
  });
});
