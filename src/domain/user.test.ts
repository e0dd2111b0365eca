import { describe, expectTypeOf, it } from 'vitest';
import type { AvailableAgency, SessionUser } from './user';

describe('SessionUser', () => {
  it('keeps the wire names of 000 §3', () => {
    expectTypeOf<SessionUser>().toHaveProperty('AgencyRight').toEqualTypeOf<string[]>();
    expectTypeOf<SessionUser>().toHaveProperty('AvailableAgencies').toEqualTypeOf<AvailableAgency[]>();
    expectTypeOf<SessionUser>().toHaveProperty('active_agency_id').toEqualTypeOf<number | null>();
  });

  it('carries tokens only optionally', () => {
    expectTypeOf<SessionUser['accessToken']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SessionUser['refreshToken']>().toEqualTypeOf<string | undefined>();
  });

  it('lets a station sit directly under its agency', () => {
    expectTypeOf<AvailableAgency['stations'][number]['sub_agency_id']>().toEqualTypeOf<number | null>();
  });
});
