import { fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ottDataset, ottOptions } from './fixtures';
import definition from './index';

describe('NetworkLogosListView', () => {
  it('shows a tile per publisher with a logo when one is served', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={ottOptions} dataset={ottDataset} title="Networks" />,
    );
    const items = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    const logo = screen.getByRole('img', { name: 'Hulu logo' });
    expect(logo.getAttribute('src')).toBe('/brand/publishers/hulu.svg');
    expect(screen.getAllByRole('img')).toHaveLength(6);
  });

  it('shows the name and an initial badge for publishers without a logo', () => {
    renderWithProviders(<ModulePreview definition={definition} options={ottOptions} dataset={ottDataset} />);
    const tile = screen.getByText('Columbus Local Now').closest('li')!;
    expect(within(tile).queryByRole('img')).toBeNull();
    // The badge is decorative (the name follows it), so it is hidden from screen readers.
    expect(tile.querySelector('[aria-hidden="true"]')?.textContent).toBe('C');
  });

  it('shows the metric under the name when asked', () => {
    renderWithProviders(<ModulePreview definition={definition} options={ottOptions} dataset={ottDataset} />);
    expect(screen.getByText('120,450 Imps')).toBeTruthy();
  });

  it('falls back to the badge when a logo cannot be loaded', () => {
    renderWithProviders(<ModulePreview definition={definition} options={ottOptions} dataset={ottDataset} />);
    fireEvent.error(screen.getByRole('img', { name: 'Tubi logo' }));
    expect(screen.queryByRole('img', { name: 'Tubi logo' })).toBeNull();
    const tile = screen.getByText('Tubi').closest('li')!;
    expect(tile.querySelector('[aria-hidden="true"]')?.textContent).toBe('T');
  });

  it('tries a changed logo URL again after an earlier one failed', () => {
    const changed = {
      ...ottDataset,
      rows: ottDataset.rows.map((row) =>
        row.Publisher === 'Hulu' ? { ...row, PublisherLogo: '/api/images/new.png' } : row,
      ),
    };
    function Switcher(): ReactElement {
      const [dataset, setDataset] = useState(ottDataset);
      return (
        <>
          <button onClick={() => setDataset(changed)}>change</button>
          <ModulePreview definition={definition} options={ottOptions} dataset={dataset} />
        </>
      );
    }
    renderWithProviders(<Switcher />);
    fireEvent.error(screen.getByRole('img', { name: 'Hulu logo' }));
    expect(screen.queryByRole('img', { name: 'Hulu logo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    expect(screen.getByRole('img', { name: 'Hulu logo' }).getAttribute('src')).toBe('/api/images/new.png');
  });
});
