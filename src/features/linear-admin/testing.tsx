/** The /linearadmin screens' test harness: the admin kit's, with a signed-in advertiser admin of the fixtures' agencies. */
import type { RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SessionUser } from '../../domain/user';
import { renderScreenAs } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { AGENCIES } from './fixtures';

export { fakeServer, pageOf, resetKit, type Answer, type Call } from '../../admin-kit/testing/harness';

/** An advertiser admin (SCREEN_ADVERTISER_MGMT) of the fixtures' two agencies, Compulse Media active. */
export const advertiserAdmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  testUser({ permissions: ['SCREEN_ADVERTISER_MGMT'], AvailableAgencies: AGENCIES, ...overrides });

/** Renders a screen at `url` for an advertiser admin (or the given user). */
export function renderLinear(Screen: ComponentType, url = '/', user = advertiserAdmin()): RenderResult {
  return renderScreenAs(user, Screen, url);
}
