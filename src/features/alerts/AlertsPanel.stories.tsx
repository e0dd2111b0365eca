import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrateAtoms } from 'jotai/utils';
import { useState, type ReactElement } from 'react';
import { RIGHTS } from '../../domain/rights';
import { userAtom } from '../../state/session.atoms';
import { testUser } from '../../../tests/user-fixture';
import type { Alert } from './alert-types';
import { AlertsHeaderButton } from './AlertsHeaderButton';
import { AlertsPanel } from './AlertsPanel';
import { alertsKey } from './api';
import { alertPage, FIXTURE_NOW, OPEN_ALERTS } from './fixtures';

/** The panel (or the header button) over alerts put in the cache first, for a staff member or a client. */
function Alerts({
  alerts,
  client,
  header,
}: {
  alerts: readonly Alert[];
  client: boolean;
  header: boolean;
}): ReactElement {
  const user = client
    ? testUser({ roles: ['client'] })
    : testUser({ AgencyRight: [RIGHTS.AGENCY_ADMIN], full_name: 'Ada Admin' });
  useHydrateAtoms([[userAtom, user]]);
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryData(alertsKey({ agencyId: 1 }), alertPage(alerts));
    queryClient.setQueryData(alertsKey({ agencyId: 1, advertiserId: 11 }), alertPage(alerts));
  });
  return header ? (
    <AlertsHeaderButton advertiserId={11} advertiserName="Bell Dental" now={FIXTURE_NOW} />
  ) : (
    <AlertsPanel agencyId={1} now={FIXTURE_NOW} />
  );
}

const meta = {
  title: 'Screens/Alerts',
  component: Alerts,
  args: { alerts: OPEN_ALERTS, client: false, header: false },
} satisfies Meta<typeof Alerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency admin's overview: two alerts want attention (one on late data), two are handled behind the toggle. */
export const AgencyAdmin: Story = {};
/** A client sees only what the agency showed them, and acts on nothing. */
export const Client: Story = { args: { alerts: [OPEN_ALERTS[3]!], client: true } };
/** Nothing wants attention. */
export const NothingNeedsAttention: Story = { args: { alerts: [OPEN_ALERTS[1]!] } };
/** The advertiser header's compact button with its count. */
export const HeaderButton: Story = { args: { header: true } };
