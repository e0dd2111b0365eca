import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { JsonDiff } from '../diff/JsonDiff';
import type { Page } from '../resource-api';
import { createKitRouter } from '../testing/kit-router';
import { filterTypeOf, LogScreen, type LogScreenConfig } from './LogScreen';

interface Entry {
  id: number;
  at: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const ENTRIES: Entry[] = [
  { id: 1, at: '2026-11-20', action: 'update', before: { name: 'Acme' }, after: { name: 'Acme Corp' } },
  { id: 2, at: '2026-11-21', action: 'create', before: null, after: { code: 'sbg' } },
];

const columns: ColumnDef<Entry>[] = [
  { header: 'When', accessorKey: 'at', meta: { sortKey: 'at' } },
  { header: 'Action', accessorKey: 'action' },
];

afterEach(() => vi.useRealTimers());

function setup(config: Partial<LogScreenConfig<Entry>> = {}, url = '/') {
  const fetchPage = vi.fn((query: Record<string, string>): Promise<Page<Entry>> =>
    Promise.resolve({
      items: ENTRIES.filter((e) => !query.action || e.action === query.action),
      total: 2,
      limit: 25,
      offset: 0,
    }),
  );
  function Screen(): ReactElement {
    return (
      <LogScreen
        config={{
          title: 'Configurability log',
          columns,
          filters: [
            { name: 'action', label: 'Action', type: 'select', options: ['create', 'update'] },
            { name: 'actor', label: 'Who', type: 'text' },
          ],
          defaultAfter: true,
          fetchPage,
          renderDetail: (row) => <JsonDiff before={row.before} after={row.after} />,
          ...config,
        }}
      />
    );
  }
  const router = createKitRouter(Screen, url);
  renderWithProviders(<RouterProvider router={router} />);
  return { fetchPage, search: () => router.state.location.search as Record<string, string> };
}

describe('LogScreen', { timeout: 20_000 }, () => {
  it('asks for entries after six months before today by default, newest first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9));
    const { fetchPage } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurability log' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchPage).toHaveBeenCalledWith({
        limit: '25',
        offset: '0',
        sort: 'at',
        dir: 'desc',
        after: '2026-05-25',
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-25');
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const user = userEvent.setup();
    const { fetchPage, search } = setup({}, '/?after=2026-01-01');
    await screen.findByText('2026-11-20');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    await user.selectOptions(screen.getByLabelText('Action'), 'create');
    await waitFor(() => expect(search()).toMatchObject({ action: 'create', after: '2026-01-01' }));
    await user.type(screen.getByLabelText('Who'), 'super');
    await waitFor(() => expect(search().actor).toBe('super'));
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'create', actor: 'super', after: '2026-01-01', offset: '0' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toEqual({}));
  });

  it('opens a row to its detail', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('2026-11-20');
    const [first] = screen.getAllByRole('button', { name: 'Show details' });
    await user.click(first!);
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent('name');
    expect(changes).toHaveTextContent('"Acme"');
    expect(changes).toHaveTextContent('"Acme Corp"');
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('list', { name: 'Changes' })).toBeNull();
  });

  it('shows the notice above the table', async () => {
    setup({ notice: 'Entries older than a year are removed.' });
    expect(await screen.findByRole('note')).toHaveTextContent('Entries older than a year are removed.');
  });

  it('reads the control of a filter from type, kind or its options', () => {
    expect(filterTypeOf({ name: 'a', label: 'A', type: 'date' })).toBe('date');
    expect(filterTypeOf({ name: 'a', label: 'A', kind: 'date' })).toBe('date');
    expect(filterTypeOf({ name: 'a', label: 'A', options: ['x'] })).toBe('select');
    expect(filterTypeOf({ name: 'a', label: 'A' })).toBe('text');
  });
});
