/** The test user shared by tests and stories (no test-runner imports, so Storybook can load it). */
import type { SessionUser } from '../src/domain/user';

/** A signed-in staff user without rights; override what a case needs. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    email: 'staff@example.com',
    full_name: 'Sam Staff',
    user_id: 7,
    is_superuser: false,
    permissions: [],
    AgencyRight: [],
    roles: ['mc'],
    products: [],
    portalTheme: 'compulse',
    active_agency_id: 1,
    active_sub_agency_id: null,
    active_station_id: null,
    active_agency_name: 'Compulse',
    AvailableAgencies: [],
    ...overrides,
  };
}
