import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, resetKit, type Call } from '../../admin-kit/testing/harness';
import { jsonResponse } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import type { CampaignActionId } from './actions';
import { CampaignActionDialog } from './CampaignActionDialog';
import { CampaignAdminDialogs } from './CampaignAdminDialogs';
import { ADVERTISER, AGENCY_ADVERTISERS, CAMPAIGN, IMPACT, MOVE_IMPACT, OTHER_CAMPAIGN } from './fixtures';

afterEach(resetKit);

function open(action: CampaignActionId, campaigns = [CAMPAIGN]) {
  const onDone = vi.fn();
  renderWithProviders(
    <CampaignActionDialog
      action={action}
      advertiser={ADVERTISER}
      campaigns={campaigns}
      onClose={() => undefined}
      onDone={onDone}
    />,
  );
  return onDone;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('campaign management dialogs', { timeout: 15_000 }, () => {
  it('hide: shows the impact before the confirm is enabled, then sends the hide', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    // The impact answers only once released, so the skeleton and the disabled confirm are seen first.
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/hideCampaign/') return jsonResponse({ success: true, auditId: 77 });
      return undefined;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/api/admin/campaigns/501/impact')) {
        await loaded;
        return jsonResponse(IMPACT);
      }
      return answer(input, init);
    });
    const onDone = open('hide');
    const confirm = await screen.findByRole('button', { name: 'Hide campaign' });
    expect(screen.getByLabelText('Working out what this changes…')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    release();
    expect(await screen.findByText('2 share links show these campaigns')).toBeInTheDocument();
    expect(screen.getByText(/aB3dE · Display · Ann Lee · shows only these campaigns/)).toBeInTheDocument();
    expect(screen.getByText('3 notes go with the campaign')).toBeInTheDocument();
    expect(screen.getAllByText('none yet')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Impressions: 120,000 before, 80,000 after' })).toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ message: 'Spring Sale is hidden.', auditIds: [77] }));
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/api/hideCampaign/', body: { advertiserId: 10, campaignId: 501 } }),
    ]);
  });

  it('move: asks which campaign and the target, previews both advertisers, sends the move with the share-link choice', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/getAgencyAdvertisers/') return jsonResponse({ advertisers: AGENCY_ADVERTISERS });
      if (call.path === '/api/admin/campaigns/501/impact') return jsonResponse(MOVE_IMPACT);
      if (call.path === '/api/moveCampaign/') return jsonResponse({ success: true, auditId: 78 });
      return undefined;
    });
    const onDone = open('move', [CAMPAIGN, OTHER_CAMPAIGN]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Which campaign?' }), 'Spring Sale');
    const target = await screen.findByRole('combobox', { name: 'Target advertiser' });
    await waitFor(() => expect(target).toBeEnabled());
    expect(within(target).queryByRole('option', { name: 'Acme Motors' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move to advertiser' })).toBeDisabled();
    await userEvent.selectOptions(target, 'Bayside Dental');
    expect(await screen.findByText('Bayside Dental', { selector: 'p' })).toBeInTheDocument();
    const impact = calls.find((c) => c.path === '/api/admin/campaigns/501/impact');
    expect(impact?.query).toEqual({ advertiserId: '10', action: 'move', targetAdvertiserId: '11' });
    await userEvent.click(screen.getByRole('radio', { name: 'Keep the share links showing the campaign' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to advertiser' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toEqual({
      targetAdvertiserId: 11,
      currentAdvertiserId: 10,
      campaignId: 501,
      campaignType: 'DISPLAY',
      shareLinks: 'keep',
    });
  });

  it('rename: an answer without Attributes is a failed request; the server’s error is shown as it is', async () => {
    let answer: Response = jsonResponse({ success: true });
    const { calls } = fakeServer((call) => (call.path === '/api/setCampaignFriendlyName' ? answer : undefined));
    const onDone = open('rename');
    const name = await screen.findByRole('textbox', { name: /Friendly name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Spring Sale East');
    await userEvent.click(screen.getByRole('button', { name: 'Rename campaign' }));
    expect(await screen.findByText('Failed request')).toBeInTheDocument();
    answer = jsonResponse({ error: 'Missing required field' }, 400);
    await userEvent.click(screen.getByRole('button', { name: 'Rename campaign' }));
    expect(await screen.findByText('Missing required field')).toBeInTheDocument();
    answer = jsonResponse({ Attributes: { CampaignId: 501, FriendlyName: 'Spring Sale East' }, auditId: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Rename campaign' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ message: 'Spring Sale was renamed.', auditIds: [5] }));
    expect(posts(calls).at(-1)?.body).toEqual({ advertiserId: 10, campaignId: 501, friendlyName: 'Spring Sale East' });
  });

  it('spend: a markup in percent goes as a fraction; then the toast’s Undo reverts the change', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/setCampaignSpendType')
        return jsonResponse({ SpendRate: { SpendType: 'MARKUP', Rate: 0.25, HideSpend: true }, auditId: 81 });
      if (call.path === '/api/admin/campaigns/history/81/undo') return jsonResponse({ success: true });
      return undefined;
    });
    renderWithProviders(
      <CampaignAdminDialogs open="spend" onClose={() => undefined} advertiser={ADVERTISER} campaigns={[CAMPAIGN]} />,
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Spend type' }), 'MARKUP');
    await userEvent.type(screen.getByRole('textbox', { name: 'Rate' }), '25');
    await userEvent.click(screen.getByRole('checkbox', { name: /Hide spend figures/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Spend and markup' }));
    expect(await screen.findByText('Spend and markup of Spring Sale saved.')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      advertiserId: 10,
      campaignId: 501,
      spendType: 'MARKUP',
      rate: 0.25,
      hideSpend: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The change was undone.')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.path)).toContain('/api/admin/campaigns/history/81/undo');
  });
});
