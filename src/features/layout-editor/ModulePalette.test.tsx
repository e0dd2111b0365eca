import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { moduleRegistry } from '../../registry/module-registry';
import { ModulePalette } from './ModulePalette';

function renderPalette() {
  const onPick = vi.fn<(kind: string) => void>();
  const onClose = vi.fn<() => void>();
  renderWithProviders(<ModulePalette open onClose={onClose} onPick={onPick} />);
  return { onPick, onClose, user: userEvent.setup() };
}

const addButtons = (): HTMLElement[] => screen.queryAllByRole('button', { name: /^Add / });

/** An observer the test drives: `comeIntoView(element)` reports that element as on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class ObserverByHand {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    observed.set(target, this.callback);
  }
  unobserve(target: Element): void {
    observed.delete(target);
  }
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function comeIntoView(target: HTMLElement): void {
  const callback = observed.get(target);
  expect(callback, 'the preview is observed').toBeDefined();
  const rect = target.getBoundingClientRect();
  const entry: IntersectionObserverEntry = {
    isIntersecting: true,
    target,
    boundingClientRect: rect,
    intersectionRect: rect,
    intersectionRatio: 1,
    rootBounds: null,
    time: 0,
  };
  act(() => callback!([entry], {} as IntersectionObserver));
}

const previewOf = (kind: string): HTMLElement =>
  screen.getByTestId(`palette-${kind}`).closest('li')!.querySelector<HTMLElement>('[data-preview-state]')!;

describe('ModulePalette', { timeout: 20_000 }, () => {
  it('lists every registered kind by category, each as an "Add <title>" button', () => {
    renderPalette();
    const kinds = moduleRegistry.kinds();
    expect(addButtons()).toHaveLength(kinds.length);
    for (const kind of kinds) {
      expect(screen.getByTestId(`palette-${kind}`)).toHaveAccessibleName(`Add ${KIND_CATALOG[kind]!.manifest.title}`);
    }
    const maps = screen.getByRole('region', { name: 'Maps' });
    expect(within(maps).getByRole('button', { name: 'Add DMA / zip map' })).toBeInTheDocument();
    expect(within(maps).queryByRole('button', { name: 'Add Pie chart' })).toBeNull();
    expect(screen.getByText(KIND_CATALOG['venn-diagram']!.manifest.description)).toBeInTheDocument();
  });

  it('filters by title and by kind', async () => {
    const { user } = renderPalette();
    const search = screen.getByRole('searchbox', { name: 'Search module kinds' });
    await user.type(search, 'pie');
    expect(addButtons().map((b) => b.textContent)).toEqual(['Add Pie chart', 'Add Self-fetching pie chart']);
    await user.clear(search);
    await user.type(search, 'venn-diag');
    expect(addButtons().map((b) => b.textContent)).toEqual(['Add Audience overlap']);
    await user.type(search, 'x');
    expect(addButtons()).toHaveLength(0);
    expect(screen.getByText('No module kind matches “venn-diagx”.')).toBeInTheDocument();
  });

  it('calls onPick with the kind and closes, from a click or the keyboard', async () => {
    const { onPick, onClose, user } = renderPalette();
    await user.click(screen.getByRole('button', { name: 'Add Table list' }));
    expect(onPick).toHaveBeenLastCalledWith('table-list');
    expect(onClose).toHaveBeenCalledTimes(1);

    screen.getByTestId('palette-generic-map').focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('generic-map');

    const search = screen.getByRole('searchbox', { name: 'Search module kinds' });
    await user.type(search, 'pie');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(2); // two kinds match: Enter picks none
    await user.clear(search);
    await user.type(search, 'venn');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('venn-diagram');
  });

  it('draws a kind on its story fixtures once it comes into view, with a skeleton until then', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverByHand);
    renderPalette();
    const preview = previewOf('section-header');
    expect(preview).toHaveAttribute('data-preview-state', 'loading');
    expect(previewOf('table-list')).toHaveAttribute('data-preview-state', 'loading');
    comeIntoView(preview);
    await waitFor(() => expect(preview).toHaveAttribute('data-preview-state', 'ready'));
    expect(preview).toHaveTextContent('Connected TV delivery');
    expect(preview).toHaveAttribute('inert'); // nothing inside a preview takes focus or clicks
    expect(previewOf('table-list')).toHaveAttribute('data-preview-state', 'loading');
  });

  it('shows a text fallback when a preview cannot load', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverByHand);
    const load = vi.spyOn(moduleRegistry, 'load').mockRejectedValue(new Error('chunk failed'));
    renderPalette();
    comeIntoView(previewOf('venn-diagram'));
    await waitFor(() => expect(previewOf('venn-diagram')).toHaveAttribute('data-preview-state', 'failed'));
    expect(previewOf('venn-diagram')).toHaveTextContent('Preview unavailable');
    expect(load).toHaveBeenCalledWith('venn-diagram');
    load.mockRestore();
  });

  it('does not offer the kinds the advertiser’s agency has switched off', async () => {
    const fetch = stubFetch((path) =>
      path === '/api/modules/disabled?advertiserId=10000001'
        ? jsonResponse({ agencyId: 1, disabled: ['pie-chart', 'venn-diagram'] })
        : jsonResponse({ error: 'not found' }, 404),
    );
    renderWithProviders(<ModulePalette open onClose={vi.fn()} onPick={vi.fn()} advertiserId={10000001} />);
    expect(await screen.findByRole('button', { name: 'Add Bar chart' })).toBeInTheDocument();
    expect(screen.queryByTestId('palette-pie-chart')).toBeNull();
    expect(screen.queryByTestId('palette-venn-diagram')).toBeNull();
    expect(addButtons()).toHaveLength(moduleRegistry.kinds().length - 2);
    expect(fetch).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
