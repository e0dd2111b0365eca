import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, pickRowAction, renderScreenAs, resetKit, type Call } from '../../admin-kit/testing/harness';
import { jsonResponse } from '../../../tests/stub-fetch';
import { testUser } from '../../../tests/user-fixture';
import { ArchiveScreen } from './ArchiveScreen';
import { AGENCY_ADVERTISERS, HISTORY, managed } from './fixtures';
import { HiddenCampaignsScreen } from './HiddenCampaignsScreen';
import { HistoryScreen } from './HistoryScreen';

const admin = testUser({ roles: ['dashadmin'] });
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const confirmWith = async (label: string) =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: label }));

afterEach(resetKit);

describe('campaign management screens', { timeout: 15_000 }, () => {
  it('/campaigns/hidden: searches on the server, unhides a row after the question, says when none is hidden', async () => {
    let hidden = [managed()];
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/getHiddenCampaigns/') return jsonResponse({ campaigns: hidden, total: hidden.length });
      if (call.path === '/api/unhideCampaign/') {
        hidden = [];
        return jsonResponse({ success: true, campaign: managed({ Hidden: false }), auditId: 12 });
      }
      return undefined;
    });
    renderScreenAs(admin, () => <HiddenCampaignsScreen title="Hidden Campaigns" params={{}} />, '/?q=spring&page=2');
    expect(await screen.findByText('Spring Sale')).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ limit: '25', offset: '25', search: 'spring' });
    await pickRowAction('Spring Sale', 'Unhide');
    expect(await screen.findByText('The campaign comes back on its advertiser’s dashboards, exports and share links.'));
    await confirmWith('Unhide');
    expect(await screen.findByText('Spring Sale is visible again.')).toBeInTheDocument();
    expect(writes(calls)[0]?.body).toEqual({ advertiserId: 10, campaignId: 501 });
    expect(await screen.findByText('No campaign is hidden.')).toBeInTheDocument();
  });

  it('/campaigns/archive: filters by advertiser and restores the selected rows, one call per advertiser', async () => {
    const archived = [
      managed({ CampaignId: 601, FriendlyName: 'Fall Push', Hidden: false, Archived: true }),
      managed({ CampaignId: 602, FriendlyName: 'Winter Push', AdvertiserId: 11, AdvertiserName: 'Bayside Dental' }),
    ];
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/admin/campaigns/archive') return jsonResponse({ campaigns: archived, total: 2 });
      if (call.path === '/api/getAgencyAdvertisers/') return jsonResponse({ advertisers: AGENCY_ADVERTISERS });
      if (call.path === '/api/admin/campaigns/restore')
        return jsonResponse({ success: true, restored: [{}], auditIds: [40] });
      return undefined;
    });
    renderScreenAs(admin, () => <ArchiveScreen title="Campaign Archive" params={{}} />, '/?advertiserId=10');
    expect(await screen.findByText('Fall Push')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/campaigns/archive')?.query).toEqual({
      limit: '25',
      offset: '0',
      advertiserId: '10',
    });
    expect(await screen.findByRole('combobox', { name: 'Advertiser' })).toHaveValue('10');
    const restore = screen.getByRole('button', { name: 'Restore selected' });
    expect(restore).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(restore);
    await confirmWith('Restore');
    expect(await screen.findByText('2 campaigns were restored.')).toBeInTheDocument();
    expect(writes(calls).map((c) => c.body)).toEqual([
      { advertiserId: 10, campaignIds: [601] },
      { advertiserId: 11, campaignIds: [602] },
    ]);
  });

  it('/campaigns/{id}/history: says what changed in words, undoes an undoable entry, gives the reason otherwise', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/admin/campaigns/501/history') return jsonResponse({ entries: HISTORY, total: 2 });
      if (call.path === '/api/admin/campaigns/history/91/undo') return jsonResponse({ success: true, campaign: null });
      return undefined;
    });
    renderScreenAs(admin, () => <HistoryScreen title="Campaign History" params={{ campaignId: '501' }} />);
    expect(await screen.findByText('Friendly name: Spring → Spring Sale')).toBeInTheDocument();
    expect(screen.getByText('Visibility: hidden no → yes')).toBeInTheDocument();
    expect(screen.getByText('This change is older than 30 days and can no longer be undone.')).toBeInTheDocument();
    const undo = screen.getAllByRole('button', { name: 'Undo' });
    expect(undo).toHaveLength(1);
    await userEvent.click(undo[0]!);
    await confirmWith('Undo');
    expect(await screen.findByText('The change was undone.')).toBeInTheDocument();
    await waitFor(() => expect(writes(calls).map((c) => c.path)).toEqual(['/api/admin/campaigns/history/91/undo']));
  });
});
