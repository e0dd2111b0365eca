import { RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissConfirm } from '../../../admin-kit/confirm';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { pickRowAction } from '../../../admin-kit/testing/harness';
import { messageText } from '../../../domain/messages';
import { useTooltipCatalog } from '../../../renderer/use-tooltips';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { TooltipManagementScreen } from './TooltipManagementScreen';
import type { TooltipRow } from './tooltip-api';

const row = (key: string, message: string, extra: Partial<TooltipRow> = {}): TooltipRow => ({
  key,
  title: key,
  message,
  updatedAt: '2026-06-01T10:00:00.000Z',
  updatedBy: '',
  hasDefault: true,
  isDefault: true,
  ...extra,
});

/** The tooltip calls in memory; every request is recorded. */
function fakeServer() {
  const rows = [
    row('ClickThrough', 'Clicks divided by impressions.'),
    row('Impressions', 'Edited impressions text.', { isDefault: false, updatedBy: 'sam@sightline.test' }),
    row('help.custom', 'A custom text.', { hasDefault: false, isDefault: false }),
  ];
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const key = decodeURIComponent(path.split('?')[0]!.replace('/api/tooltip/', ''));
    if (method === 'GET' && path === '/api/tooltip') return jsonResponse({ tooltips: rows });
    if (method === 'GET') {
      const query = new URLSearchParams(path.split('?')[1]);
      const limit = Number(query.get('limit'));
      return jsonResponse({ items: rows.slice(0, limit), total: rows.length, limit, offset: 0 });
    }
    const found = rows.find((r) => r.key === key)!;
    if (method === 'PUT') {
      Object.assign(found, JSON.parse(String(init?.body)));
      return jsonResponse(found);
    }
    if (method === 'DELETE')
      return jsonResponse({ key, outcome: found.hasDefault ? 'reset' : 'removed', tooltip: null });
    return jsonResponse({ error: 'unexpected' }, 500);
  });
  return { calls, fetch };
}

/** An open dashboard's use of the catalogue, mounted beside the screen. */
function DashboardProbe(): ReactElement {
  const catalog = useTooltipCatalog();
  return <p data-testid="dashboard">{catalog('ClickThrough')?.message ?? ''}</p>;
}

function setup() {
  const server = fakeServer();
  const router = createKitRouter(
    () => (
      <>
        <TooltipManagementScreen title="Tooltip Management" params={{}} />
        <DashboardProbe />
      </>
    ),
    '/',
  );
  renderWithProviders(<RouterProvider router={router} />);
  return server;
}

afterEach(() => {
  act(() => dismissConfirm());
  vi.unstubAllGlobals();
});

describe('Tooltip Management', { timeout: 20_000 }, () => {
  it('lists the tooltips a page at a time from the server, sorted by key', async () => {
    const { calls } = setup();
    expect(await screen.findByText('Clicks divided by impressions.')).toBeInTheDocument();
    const listCall = calls.find((call) => call.path.startsWith('/api/tooltip?'))!;
    const query = new URLSearchParams(listCall.path.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({ limit: '25', offset: '0', sort: 'key', dir: 'asc' });
    expect(screen.getAllByText('Catalogue text')).toHaveLength(1);
  });

  it('edits a tooltip in the drawer with a live preview, saves it, and refreshes the dashboards at once', async () => {
    const { calls } = setup();
    await waitFor(() => expect(screen.getByTestId('dashboard')).toHaveTextContent('Clicks divided by impressions.'));
    const catalogueReads = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/tooltip').length;
    const before = catalogueReads();

    await pickRowAction('ClickThrough', 'Edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit ClickThrough' });
    const message = within(drawer).getByLabelText(/Message/);
    await userEvent.clear(message);
    await userEvent.type(message, 'Clicks per hundred impressions.');
    expect(within(drawer).getByRole('figure')).toHaveTextContent('Clicks per hundred impressions.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/tooltip/ClickThrough',
      body: { title: 'ClickThrough', message: 'Clicks per hundred impressions.' },
    });
    expect(await screen.findByText(messageText('tooltipSaved'))).toBeInTheDocument();
    await waitFor(() => expect(catalogueReads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('dashboard')).toHaveTextContent('Clicks per hundred impressions.'));
  });

  it("shows the spec's 'Missing tooltip key' beside the key of a new tooltip", async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'New tooltip' }));
    const drawer = await screen.findByRole('dialog', { name: 'New tooltip' });
    await userEvent.type(within(drawer).getByLabelText(/Message/), 'Text.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Missing tooltip key')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('resets an edited tooltip to its catalogue text after a confirm that says so', async () => {
    const { calls } = setup();
    await pickRowAction('Impressions', 'Reset to default');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(messageText('tooltipResetConfirm', { key: 'Impressions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/tooltip/Impressions');
    expect(await screen.findByText(messageText('tooltipResetDone', { key: 'Impressions' }))).toBeInTheDocument();
  });

  it('offers Remove only for a key without a catalogue text, and nothing is removed when the confirm is cancelled', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for ClickThrough' }));
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await pickRowAction('help.custom', 'Remove');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
