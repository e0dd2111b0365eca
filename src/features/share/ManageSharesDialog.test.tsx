import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { ApiError } from '../../data/api-error';
import { issuedShare, SAMPLE_SHARES } from './fixtures';
import { ManageSharesDialog, type SharesState } from './ManageSharesDialog';
import { formatInstant } from './share-options';

const ORIGIN = 'https://portal.example.com';

function renderDialog(state: SharesState = { status: 'ready', shares: SAMPLE_SHARES }, overrides = {}) {
  const props = {
    onRevoke: vi.fn((_id: number) => Promise.resolve()),
    onRotate: vi.fn((_id: number) => Promise.resolve(issuedShare({ id: 3, shortId: 'Rr9Ss8Tt7Uu6Vv5W' }))),
    ...overrides,
  };
  renderWithProviders(
    <ManageSharesDialog
      open
      onClose={() => undefined}
      advertiserName="Riverside Auto Group"
      state={state}
      origin={ORIGIN}
      {...props}
    />,
  );
  return props;
}

const row = (shortId: string): HTMLElement => screen.getByRole('row', { name: `Share link /s/${shortId}` });
const cells = (shortId: string): string[] =>
  within(row(shortId))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

describe('ManageSharesDialog', () => {
  it('lists each link: created, by, dashboard, range, editable, password, expiry, status, last opened, opens', () => {
    renderDialog();
    const [active, expired, revoked] = SAMPLE_SHARES;
    expect(cells(active!.shortId).slice(0, 10)).toEqual([
      formatInstant(active!.createdAt),
      'Stacy Staff',
      'Summary',
      'Last 30 Days',
      'Yes',
      'No',
      'Never',
      'Active',
      'Not yet',
      '0',
    ]);
    expect(cells(expired!.shortId).slice(3, 10)).toEqual([
      '5/01/26 – 5/31/26',
      'No',
      'Yes',
      formatInstant(expired!.expiresAt!),
      'Expired',
      formatInstant(expired!.lastOpenedAt!),
      '4',
    ]);
    expect(cells(revoked!.shortId)[7]).toBe('Revoked');
    // Only a live link can be copied, rotated or revoked.
    expect(within(row(active!.shortId)).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(row(expired!.shortId)).queryByRole('button')).toBeNull();
    expect(within(row(revoked!.shortId)).queryByRole('button')).toBeNull();
  });

  it('revokes only after a confirmation', async () => {
    const user = userEvent.setup();
    const { onRevoke } = renderDialog();
    const shortId = SAMPLE_SHARES[0]!.shortId;
    await user.click(within(row(shortId)).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('group', { name: /Revoke this link\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: /Revoke this link\?/ })).toBeNull();

    await user.click(within(row(shortId)).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(screen.getByRole('group', { name: /Revoke this link\?/ })).getByRole('button', { name: 'Revoke' }),
    );
    expect(onRevoke).toHaveBeenCalledWith(3);
  });

  it('rotates a link and shows its new links', async () => {
    const user = userEvent.setup();
    const { onRotate } = renderDialog();
    await user.click(within(row(SAMPLE_SHARES[0]!.shortId)).getByRole('button', { name: 'Rotate' }));
    expect(onRotate).toHaveBeenCalledWith(3);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('New links issued. The old links no longer work.');
    expect(within(status).getByRole('textbox', { name: 'Short link' })).toHaveValue(`${ORIGIN}/s/Rr9Ss8Tt7Uu6Vv5W`);
  });

  it("shows the server's refusal of an action", async () => {
    const user = userEvent.setup();
    renderDialog(undefined, { onRotate: () => Promise.reject(new ApiError('Share link not found', 404)) });
    await user.click(within(row(SAMPLE_SHARES[0]!.shortId)).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Share link not found');
  });

  it('says when there is no link', () => {
    renderDialog({ status: 'ready', shares: [] });
    expect(screen.getByText('No share links for this advertiser yet.')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded', () => {
    renderDialog({ status: 'error', message: 'Advertiser not found' });
    expect(screen.getByText('Advertiser not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a link thumbnail on demand, and none for links without one', async () => {
    const url = '/api/dashboard/thumbnail?dsc=Aa1Bb2Cc3Dd4Ee5F&ppid=10000001&v=1&env=local&tmpl=sd1&demohash=ab';
    const [first, second] = SAMPLE_SHARES;
    renderDialog({
      status: 'ready',
      shares: [
        { ...first!, thumbnailUrl: url },
        { ...second!, thumbnailUrl: null },
      ],
    });
    expect(within(row(second!.shortId)).queryByRole('button', { name: 'Preview' })).toBeNull();
    // Nothing is rendered on the server until asked for.
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(within(row(first!.shortId)).getByRole('button', { name: 'Preview' }));
    const image = within(row(first!.shortId)).getByRole('img', { name: /^Preview of the shared dashboard:/ });
    expect(image).toHaveAttribute('src', `${url}&thumbWidth=320`);
  });
});
