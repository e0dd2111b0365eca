import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { overlapDataset, vennOptions } from './fixtures';
import definition from './index';

describe('VennDiagramView', () => {
  it('draws a circle per tactic and lists the shared audiences', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={vennOptions} dataset={overlapDataset} />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    const shared = within(screen.getByRole('list', { name: 'Shared audiences' })).getAllByRole('listitem');
    expect(shared[0]?.textContent).toBe('Display and CTV share 28,900 people (29.98% of the smaller audience)');
  });

  it('exposes every reach figure in the hidden table', () => {
    renderWithProviders(<ModulePreview definition={definition} options={vennOptions} dataset={overlapDataset} />);
    expect(screen.getByRole('table', { name: 'Audience overlap' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'CTV 96,400' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'CTV and Video (shared) 6,100' })).toBeTruthy();
  });
});
