import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { issuedShare, SAMPLE_SHARES, SHARE_SELECTION } from './fixtures';
import { ShareMenu } from './ShareMenu';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function serve(): Call[] {
  const calls: Call[] = [];
  let shares = [...SAMPLE_SHARES];
  stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
    if (path === '/api/getShareDashboardLink') return jsonResponse(issuedShare(), 201);
    if (path === '/api/shares?advertiserId=10000001') return jsonResponse({ shares });
    const revoke = /^\/api\/shares\/(\d+)\/revoke$/.exec(path);
    if (revoke) {
      shares = shares.map((s) => (s.id === Number(revoke[1]) ? { ...s, status: 'revoked' as const } : s));
      return jsonResponse(shares.find((s) => s.id === Number(revoke[1])));
    }
    return jsonResponse({ error: 'not found' }, 404);
  });
  return calls;
}

/** Picks a menu entry with the keyboard (jsdom's pointer events do not reach Zag's menu reliably). */
async function choose(item: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  const items = await screen.findAllByRole('menuitem');
  const index = items.findIndex((entry) => entry.textContent === item);
  await userEvent.keyboard('{ArrowDown}'.repeat(index + 1));
  await userEvent.keyboard('{Enter}');
}

describe('ShareMenu', () => {
  it('creates a link for the dashboard on screen through POST /api/getShareDashboardLink', async () => {
    const calls = serve();
    renderWithProviders(<ShareMenu selection={SHARE_SELECTION} campaignIds={[101, 102]} />);
    await choose('Create share link…');
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'Full link' })).toHaveValue(
      `${window.location.origin}${issuedShare().url}`,
    );
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/getShareDashboardLink',
      body: expect.objectContaining({ advertiserId: 10000001, tab: 'display', campaignIds: [101, 102] }) as unknown,
    });
    expect(calls.find((c) => c.path === '/api/getShareDashboardLink')?.body).not.toHaveProperty('orderId');
  });

  it("creates a link for the order on screen: the order summary's tab with the order's id", async () => {
    const calls = serve();
    renderWithProviders(
      <ShareMenu
        selection={{ ...SHARE_SELECTION, tab: 'ordersummary' }}
        campaignIds={[101, 103]}
        order={{ id: 500092, name: 'Spring Sale' }}
      />,
    );
    await choose('Create share link…');
    expect(await screen.findByText(/Order summary · Order: Spring Sale/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    await screen.findByRole('textbox', { name: 'Full link' });
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/getShareDashboardLink',
      body: expect.objectContaining({
        advertiserId: 10000001,
        tab: 'ordersummary',
        orderId: 500092,
        campaignIds: [101, 103],
      }) as unknown,
    });
  });

  it("lists the advertiser's links, revokes one and shows the list again", async () => {
    const calls = serve();
    renderWithProviders(<ShareMenu selection={SHARE_SELECTION} campaignIds={[101, 102]} />);
    await choose('Manage share links…');
    const link = await screen.findByRole('row', { name: `Share link /s/${SAMPLE_SHARES[0]!.shortId}` });
    expect(within(link).getByText('Active')).toBeInTheDocument();
    await userEvent.click(within(link).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: /Revoke this link\?/ })).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(within(link).getByText('Revoked')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/shares/3/revoke']);
    expect(calls.filter((c) => c.path.startsWith('/api/shares?'))).toHaveLength(2);
  });
});
