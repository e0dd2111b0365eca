import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../../domain/layout/dataset';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { DataTable } from './DataTable';

const columns: TableColumn[] = [
  { key: 'Device', label: 'Device', format: 'text' },
  { key: 'Impressions', label: 'Imps', format: 'integer' },
];
const rows = [
  { Device: 'Mobile', Impressions: 500 },
  { Device: 'CTV', Impressions: 2000 },
  { Device: 'Tablet', Impressions: 250 },
];

describe('DataTable', () => {
  it('sorts only the columns it is told to, and none when the list comes in a fixed order', () => {
    const { unmount } = renderWithProviders(<DataTable columns={columns} rows={rows} sortable={['Impressions']} />);
    expect(screen.getByRole('button', { name: 'Imps' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Device' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Device' }).getAttribute('aria-sort')).toBeNull();
    unmount();
    renderWithProviders(<DataTable columns={columns} rows={rows} sortable={false} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Imps' })).toBeTruthy();
  });

  it('offers CSV and XLS downloads only when download is set', () => {
    const { unmount } = renderWithProviders(<DataTable columns={columns} rows={rows} />);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    unmount();
    renderWithProviders(<DataTable columns={columns} rows={rows} download={{ fileName: 'devices' }} />);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download XLS' })).toBeTruthy();
  });

  it('draws share bars in the bar column relative to its largest value', () => {
    const { container } = renderWithProviders(<DataTable columns={columns} rows={rows} barColumn="Impressions" />);
    const shares = [...container.querySelectorAll('[data-share]')].map((bar) => bar.getAttribute('data-share'));
    expect(shares).toEqual(['25.0', '100.0', '12.5']);
    expect(screen.getByRole('cell', { name: '2,000' })).toBeTruthy();
  });

  it('draws no bars without a bar column', () => {
    const { container } = renderWithProviders(<DataTable columns={columns} rows={rows} />);
    expect(container.querySelector('[data-share]')).toBeNull();
  });
});
