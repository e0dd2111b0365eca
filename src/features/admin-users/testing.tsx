/** The /admin screens' test harness: the admin kit's, with a signed-in agency admin of the fixtures' agencies. */
import type { RenderResult } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { SignedIn, renderScreenAs } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { AGENCIES } from './fixtures';

export { fakeServer, pageOf, pickRowAction, resetKit, type Answer, type Call } from '../../admin-kit/testing/harness';

const admin = () => testUser({ permissions: ['SCREEN_USER_MGMT'], AvailableAgencies: AGENCIES });

/** Renders a screen at `url` for an agency admin of the fixtures' agencies. */
export function renderAdmin(Screen: ComponentType, url = '/'): RenderResult {
  return renderScreenAs(admin(), Screen, url);
}

/** The session of an agency admin of the fixtures' two agencies. */
export function SignedInAdmin({ children }: { children: ReactNode }): ReactElement {
  return <SignedIn user={admin()}>{children}</SignedIn>;
}
