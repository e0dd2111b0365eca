import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { ApiError } from '../../data/api-error';
import type { ShareRequest } from './api';
import { issuedShare, SHARE_NOW, SHARE_SELECTION } from './fixtures';
import { ShareDialog } from './ShareDialog';

const ORIGIN = 'https://portal.example.com';
const DAY = 86_400_000;

function renderDialog(onCreate = vi.fn((_request: ShareRequest) => Promise.resolve(issuedShare()))) {
  const onClose = vi.fn();
  renderWithProviders(
    <ShareDialog
      open
      onClose={onClose}
      selection={{ ...SHARE_SELECTION, campaigns: [101, 102], viewCampaigns: null }}
      campaignIds={[101, 102]}
      onCreate={onCreate}
      now={() => SHARE_NOW}
      origin={ORIGIN}
    />,
  );
  return { onCreate, onClose };
}

describe('ShareDialog', () => {
  it('says what is shared: advertiser, dashboard, range and campaigns', () => {
    renderDialog();
    expect(screen.getByText('Riverside Auto Group · Display · Last 30 Days · 2 campaigns')).toBeInTheDocument();
  });

  it('sends the dashboard on screen with the options chosen, then shows both links once', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Let viewers change the date range' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link expires' }), '7d');
    await user.type(screen.getByLabelText('Password (optional)'), 'river-2026');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(onCreate).toHaveBeenCalledWith({
      advertiserId: 10000001,
      tab: 'display',
      campaignIds: [101, 102],
      viewCampaignId: null,
      daterange: 'last30days',
      editableRange: true,
      expiresAt: SHARE_NOW + 7 * DAY,
      password: 'river-2026',
    });
    const share = issuedShare();
    expect(await screen.findByRole('textbox', { name: 'Short link' })).toHaveValue(`${ORIGIN}${share.shortUrl}`);
    expect(screen.getByRole('textbox', { name: 'Full link' })).toHaveValue(`${ORIGIN}${share.url}`);
    expect(screen.getByText(/The full link is shown only once/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy full link' }));
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}${share.url}`);
    expect(screen.getByRole('button', { name: 'Copy full link' })).toHaveTextContent('Copied');
  });

  it('lets a chosen day expire at its end and sends no password when none is given', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link expires' }), 'date');
    await user.type(screen.getByLabelText(/Expiry date/), '2026-06-20');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const request = onCreate.mock.calls[0]?.[0];
    expect(request?.password).toBeNull();
    expect(request?.editableRange).toBe(false);
    // The end of that day in the viewer's zone.
    expect(request?.expiresAt).toBe(new Date(2026, 5, 20, 23, 59, 59, 999).getTime());
  });

  it('checks the password length before sending', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderDialog();
    await user.type(screen.getByLabelText('Password (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A password must have 4 to 128 characters.');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn(() => Promise.reject(new ApiError('Advertiser not found', 404))));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Advertiser not found');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create link' })).toBeEnabled());
  });
});
