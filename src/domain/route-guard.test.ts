import { describe, expect, it } from 'vitest';
import { guardDecision, isSafeNextUrl, loginUrl, ordersTab } from './route-guard';
import { matchRoute, type RouteSpec } from './routes';
import type { SessionUser } from './user';

const route = (path: string): RouteSpec => {
  const found = matchRoute(path)?.route;
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  email: 'ann@example.com',
  full_name: 'Ann',
  user_id: 1,
  is_superuser: false,
  permissions: [],
  AgencyRight: [],
  roles: ['client'],
  products: [],
  portalTheme: 'agency',
  active_agency_id: 1,
  active_sub_agency_id: null,
  active_station_id: null,
  active_agency_name: 'Acme',
  AvailableAgencies: [],
  ...overrides,
});

const signedIn = (overrides: Partial<SessionUser> = {}) => ({
  auth: true,
  isSharedToken: false,
  user: user(overrides),
});
const signedOut = { auth: false, isSharedToken: false, user: null };
const shared = { auth: true, isSharedToken: true, user: null };

describe('guardDecision', () => {
  it('admits campaign admins only to the campaign-management routes; others go home', () => {
    for (const path of ['/campaigns/hidden', '/campaigns/archive', '/campaigns/501/history']) {
      const fullPath = path;
      expect(guardDecision({ route: route(path), session: signedIn({ roles: ['dashadmin'] }), fullPath })).toEqual({
        kind: 'allow',
      });
      expect(
        guardDecision({ route: route(path), session: signedIn({ AgencyRight: ['AGENCY_ADMIN'] }), fullPath }),
      ).toEqual({ kind: 'allow' });
      expect(guardDecision({ route: route(path), session: signedIn({ roles: ['staff'] }), fullPath })).toEqual({
        kind: 'redirect',
        to: '/home?recent=true',
      });
    }
  });

  it('lets a shared-token session open shared routes', () => {
    expect(guardDecision({ route: route('/s/abc'), session: shared, fullPath: '/s/abc' })).toEqual({ kind: 'allow' });
  });

  it('sends a shared-token session on an auth route to denied with not_auth', () => {
    expect(guardDecision({ route: route('/home'), session: shared, fullPath: '/home' })).toEqual({
      kind: 'denied',
      err: 'not_auth',
    });
  });

  it('sends a signed-out user to login with nextUrl', () => {
    const fullPath = '/advertiser?advertiserId=3';
    expect(guardDecision({ route: route('/advertiser'), session: signedOut, fullPath })).toEqual({
      kind: 'login',
      nextUrl: fullPath,
    });
  });

  it('lets a signed-out user open public pages', () => {
    expect(guardDecision({ route: route('/login'), session: signedOut, fullPath: '/login' })).toEqual({
      kind: 'allow',
    });
  });

  it('refuses a signed-in user missing the right', () => {
    const decision = guardDecision({ route: route('/systemAdmin/cache'), session: signedIn(), fullPath: '/x' });
    expect(decision).toEqual({ kind: 'forbidden' });
  });

  it('sends a user without email missing the right to login', () => {
    const decision = guardDecision({ route: route('/linearadmin'), session: signedIn({ email: '' }), fullPath: '/x' });
    expect(decision).toEqual({ kind: 'login', nextUrl: '/x' });
  });

  it('redirects a user without the orders right to home', () => {
    expect(guardDecision({ route: route('/orders'), session: signedIn(), fullPath: '/orders' })).toEqual({
      kind: 'redirect',
      to: '/home?recent=true',
    });
  });

  it('admits a user holding the right in any case', () => {
    const session = signedIn({ AgencyRight: ['manage_system'] });
    expect(guardDecision({ route: route('/systemAdmin/cache'), session, fullPath: '/x' })).toEqual({ kind: 'allow' });
  });

  it('admits scheduled reports with the advertiser-level right', () => {
    const session = signedIn({ permissions: ['READ_SCHEDULED_REPORT'] });
    expect(guardDecision({ route: route('/reportsadmin/reports'), session, fullPath: '/x' })).toEqual({
      kind: 'allow',
    });
  });

  it('admits a superuser everywhere', () => {
    const session = signedIn({ is_superuser: true });
    expect(guardDecision({ route: route('/agencyAdmin/agencylist'), session, fullPath: '/x' })).toEqual({
      kind: 'allow',
    });
  });
});

describe('ordersTab', () => {
  it('turns orderlist and ordersummary into summary without the right', () => {
    expect(ordersTab('orderlist', user())).toBe('summary');
    expect(ordersTab('ordersummary', null)).toBe('summary');
  });

  it('keeps them with the right', () => {
    expect(ordersTab('orderlist', user({ permissions: ['SHOW_ORDER_SUMMARY_VIEW'] }))).toBe('orderlist');
  });

  it('keeps other tabs', () => {
    expect(ordersTab('ott', user())).toBe('ott');
  });
});

describe('isSafeNextUrl', () => {
  it('accepts same-origin paths', () => {
    expect(isSafeNextUrl('/advertiser?advertiserId=3&tab=ott')).toBe(true);
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', 'home', '', '/\t/evil.com'])(
    'refuses %j',
    (url) => {
      expect(isSafeNextUrl(url)).toBe(false);
    },
  );
});

describe('loginUrl', () => {
  it('carries a safe nextUrl', () => {
    expect(loginUrl('/orders?tab=summary')).toBe('/login?nextUrl=%2Forders%3Ftab%3Dsummary');
  });

  it('drops an unsafe or root nextUrl', () => {
    expect(loginUrl('//evil.com')).toBe('/login');
    expect(loginUrl('/')).toBe('/login');
  });
});
