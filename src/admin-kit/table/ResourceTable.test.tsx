import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { useListState } from '../list-state';
import { createResourceApi, type Page } from '../resource-api';
import { createKitRouter } from '../testing/kit-router';
import { ResourceTable, type RowAction } from './ResourceTable';
import type { ColumnDef } from '@tanstack/react-table';

interface Person {
  id: number;
  name: string;
  age: number;
}

const PEOPLE: Person[] = Array.from({ length: 312 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(3, '0')}`,
  age: 20 + (i % 50),
}));

/** A server in memory: search on name, sort by name or age, limit/offset paging. */
function serve(rows: Person[], query: Record<string, string>): Page<Person> {
  const search = query.search?.toLowerCase();
  let found = search ? rows.filter((row) => row.name.toLowerCase().includes(search)) : rows;
  if (query.sort === 'name' || query.sort === 'age') {
    const key = query.sort;
    found = [...found].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
    if (query.dir === 'desc') found.reverse();
  }
  const limit = Number(query.limit);
  const offset = Number(query.offset);
  return { items: found.slice(offset, offset + limit), total: found.length, limit, offset };
}

const columns: ColumnDef<Person>[] = [
  { header: 'Name', accessorKey: 'name', meta: { sortKey: 'name' } },
  { header: 'Age', accessorKey: 'age', meta: { sortKey: 'age', numeric: true } },
  { header: 'Id', accessorKey: 'id' },
];

function setup(
  options: {
    rows?: Person[];
    list?: (query: Record<string, string>) => Promise<Page<Person>>;
    url?: string;
    actions?: (row: Person) => RowAction[];
    onRetry?: () => void;
  } = {},
) {
  const list = vi.fn(
    options.list ?? ((query: Record<string, string>) => Promise.resolve(serve(options.rows ?? PEOPLE, query))),
  );
  const api = createResourceApi<Person, number>({ key: 'people', list });
  function Screen(): ReactElement {
    const listState = useListState({ sort: 'name' });
    const query = api.useList(listState.toQuery());
    return (
      <ResourceTable
        caption="People"
        columns={columns}
        page={query.data}
        status={query.status}
        error={query.error}
        onRetry={options.onRetry}
        listState={listState}
        rowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        rowActions={options.actions}
        emptyText="No people yet."
      />
    );
  }
  const router = createKitRouter(Screen, options.url ?? '/');
  renderWithProviders(<RouterProvider router={router} />);
  return { router, list, search: () => router.state.location.search as Record<string, string> };
}

describe('ResourceTable', () => {
  it('pages on the server and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const { search, list } = setup();
    expect(await screen.findByText('Showing 1–25 of 312')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ limit: '25', offset: '0', sort: 'name', dir: 'asc' });
    expect(screen.getByText('Person 001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 312')).toBeInTheDocument();
    expect(search().page).toBe('2');
    expect(list).toHaveBeenLastCalledWith({ limit: '25', offset: '25', sort: 'name', dir: 'asc' });
    expect(screen.getByText('Person 026')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 13')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(await screen.findByText('Showing 1–50 of 312')).toBeInTheDocument();
    expect(search()).toMatchObject({ size: '50' });
    expect(search().page).toBeUndefined();
  });

  it('starts from the page, size and sort in the URL', async () => {
    setup({ url: '/?page=3&size=10&sort=age&dir=desc' });
    expect(await screen.findByText('Showing 21–30 of 312')).toBeInTheDocument();
    const header = screen.getByRole('columnheader', { name: /Age/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a header button, toggling the direction, back on page 1', async () => {
    const user = userEvent.setup();
    const { search } = setup({ url: '/?page=2' });
    await screen.findByText('Showing 26–50 of 312');
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    await waitFor(() => expect(search()).toMatchObject({ sort: 'age', dir: 'asc' }));
    expect(search().page).toBeUndefined();
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Age/ })).getByRole('button'));
    await waitFor(() => expect(search()).toMatchObject({ sort: 'age', dir: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'descending');
    // The Id column has no sort key: no button.
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });

  it('searches after typing stops, from page 1', async () => {
    const user = userEvent.setup();
    const { search, list } = setup({ url: '/?page=4' });
    await screen.findByText('Showing 76–100 of 312');
    await user.type(screen.getByRole('searchbox'), 'Person 30');
    await waitFor(() => expect(search().q).toBe('Person 30'));
    expect(search().page).toBeUndefined();
    expect(await screen.findByText('Showing 1–10 of 10')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ limit: '25', offset: '0', sort: 'name', dir: 'asc', search: 'Person 30' });
    // One query for the finished text, not one per keystroke.
    expect(list.mock.calls.filter(([query]) => query.search !== undefined)).toHaveLength(1);
  });

  it('shows skeleton rows while the first page loads, then the empty text', async () => {
    let resolve: (page: Page<Person>) => void = () => {};
    setup({ list: () => new Promise((r) => (resolve = r)) });
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    act(() => resolve({ items: [], total: 0, limit: 25, offset: 0 }));
    expect(await screen.findByText('No people yet.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.getByText('No rows')).toBeInTheDocument();
  });

  it('shows a failure once, with a Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    setup({ list: () => Promise.reject(new Error('The list is unavailable')), onRetry });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The list is unavailable');
    expect(screen.getAllByText('The list is unavailable')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers each row its actions from a keyboard-operable menu', async () => {
    const user = userEvent.setup();
    const edit = vi.fn();
    setup({
      actions: (row) => [
        { label: 'Edit', onSelect: () => edit(row.id) },
        { label: 'Remove', danger: true, onSelect: () => {} },
      ],
    });
    const trigger = await screen.findByRole('button', { name: 'Actions for Person 002' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledWith(2);
  });

  it('renders only the rows in view when a page is long', async () => {
    setup({ url: '/?size=500' });
    expect(await screen.findByText('Showing 1–312 of 312')).toBeInTheDocument();
    const rendered = screen.getAllByText(/^Person \d{3}$/);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
  });

  it('renders every row of a short page', async () => {
    setup({ url: '/?size=100' });
    expect(await screen.findByText('Showing 1–100 of 312')).toBeInTheDocument();
    expect(screen.getAllByText(/^Person \d{3}$/)).toHaveLength(100);
  });
});
