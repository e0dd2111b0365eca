import { RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissConfirm } from '../../../admin-kit/confirm';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { messageText } from '../../../domain/messages';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { defaultAfterDate } from '../../../admin-kit';
import { ConfigurabilityLogScreen } from './ConfigurabilityLogScreen';
import type { AuditEntry } from './audit-api';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 1,
  actorEmail: 'super@sightline.test',
  agencyId: null,
  area: 'tooltips',
  objectType: 'tooltip',
  objectId: 'ClickThrough',
  objectLabel: 'CTR',
  action: 'update',
  before: { key: 'ClickThrough', title: 'CTR', message: 'Old text.' },
  after: { key: 'ClickThrough', title: 'CTR', message: 'New text.' },
  reverts: null,
  revertible: true,
  ...extra,
});

function setup(revertAnswer: () => Response = () => jsonResponse(entry(3, { action: 'revert', reverts: 2 }))) {
  const entries = [entry(2), entry(1, { area: 'cache', objectId: 'all', objectLabel: '', revertible: false })];
  const calls: { method: string; path: string }[] = [];
  stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    if (method === 'POST') return revertAnswer();
    if (path.startsWith('/api/getAgencies/'))
      return jsonResponse({ agencies: [{ id: 7, name: 'Compulse Media', theme_code: 'compulse', time_zone: 'UTC' }] });
    return jsonResponse({ items: entries, total: entries.length, limit: 25, offset: 0 });
  });
  const router = createKitRouter(() => <ConfigurabilityLogScreen title="Configurability Log" params={{}} />);
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

afterEach(() => {
  act(() => dismissConfirm());
  vi.unstubAllGlobals();
});

describe('the configurability log', { timeout: 20_000 }, () => {
  it('asks the server for the newest entries after six months before today, and filters in the URL', async () => {
    const { calls, router } = setup();
    expect(await screen.findByText('CTR')).toBeInTheDocument();
    const query = new URLSearchParams(calls.find((c) => c.path.startsWith('/api/admin/audit?'))!.path.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({
      after: defaultAfterDate(),
      sort: 'at',
      dir: 'desc',
      limit: '25',
      offset: '0',
    });
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'tooltips');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ area: 'tooltips' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('area=tooltips'))).toBe(true));
    await userEvent.type(screen.getByLabelText('User e-mail'), 'ann@');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ area: 'tooltips', user: 'ann@' }));
    expect(calls.filter((c) => c.path.includes('user=')).map((c) => c.path)).toEqual([
      expect.stringContaining('user=ann%40'),
    ]);
  });

  it('opens an entry to its before/after and reverts it after a confirm naming the object', async () => {
    const { calls } = setup();
    const rows = await screen.findAllByRole('button', { name: 'Show details' });
    expect(rows).toHaveLength(2);
    await userEvent.click(rows[0]!);
    expect(await screen.findByText('"Old text."')).toBeInTheDocument();
    expect(screen.getByText('"New text."')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(messageText('auditRevertConfirm', { object: 'CTR (ClickThrough)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/admin/audit/2/revert');
    expect(await screen.findByText(messageText('auditReverted'))).toBeInTheDocument();
  });

  it('offers no revert for an area that cannot revert, and shows a refusal as the server words it', async () => {
    const refusal =
      'This change cannot be reverted: CTR (ClickThrough) was changed since by ann@agency.test on 1 June.';
    setup(() => jsonResponse({ error: refusal }, 409));
    const rows = await screen.findAllByRole('button', { name: 'Show details' });
    await userEvent.click(rows[1]!);
    await screen.findByRole('button', { name: 'Hide details' });
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Show details' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Revert' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('filters by agency chosen by name, sending its id', async () => {
    const { calls, router } = setup();
    const agency = await screen.findByRole('combobox', { name: 'Agency' });
    await waitFor(() => expect(within(agency).getByRole('option', { name: 'Compulse Media' })).toBeInTheDocument());
    await userEvent.selectOptions(agency, 'Compulse Media');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ agency: '7' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/admin/audit?') && c.path.includes('agency=7'))).toBe(true),
    );
  });
});
