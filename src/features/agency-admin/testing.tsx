/** The /agencyAdmin screens' test harness: the admin kit's, with a superuser and an agency admin. */
import type { RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderScreenAs } from '../../admin-kit/testing/harness';
import type { SessionUser } from '../../domain/user';
import { testUser } from '../../../tests/user-fixture';

export { fakeServer, pageOf, pickRowAction, resetKit, type Answer, type Call } from '../../admin-kit/testing/harness';

const tenant = (id: number, name: string) => ({ id, name, theme_code: 'compulse', sub_agencies: [], stations: [] });

export const SUPERUSER: SessionUser = testUser({ is_superuser: true, permissions: ['MANAGE_SYSTEM'] });

/** An agency admin of agency 1 only (or of `agencies`). */
export function agencyAdmin(agencies = [tenant(1, 'Compulse Media')]): SessionUser {
  return testUser({
    permissions: ['SCREEN_AGENCY_MGMT', 'SCREEN_USER_MGMT'],
    AvailableAgencies: agencies,
    active_agency_id: agencies[0]?.id ?? null,
  });
}

export const TWO_AGENCIES = [tenant(1, 'Compulse Media'), tenant(2, 'Lakeside Agency')];

export function renderAs(user: SessionUser, Screen: ComponentType, url = '/'): RenderResult {
  return renderScreenAs(user, Screen, url);
}
