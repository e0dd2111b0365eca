import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Dataset } from '../domain/layout/dataset';
import type { Layout, Module } from '../domain/layout/validate';
import { defineModule } from '../registry/define-module';
import { createRegistry } from '../registry/registry';
import type { RendererEnvironment } from './RendererContext';
import { renderWithProviders } from '../../tests/render-with-providers';
import { LayoutRenderer } from './LayoutRenderer';
import { PROBE_CATALOG, testEnvironment } from './test-environment';

const rows = (...names: string[]): Dataset => ({
  rows: names.map((Name) => ({ Name, Impressions: 1 })),
  totals: null,
  meta: {},
});
const layoutOf = (modules: Module[], extra: Partial<Layout> = {}): Layout => ({
  id: 't',
  tactic: 'display',
  components: [{ id: 's1', type: 'grid', modules }],
  ...extra,
});
const probe = (extra: Partial<Module> = {}): Module => ({
  id: 'm1',
  name: 'probe',
  title: 'Probe title',
  dataSource: { method: 'breakdown', params: { dimension: 'publisher' } },
  ...extra,
});

function renderLayout(layout: Layout, data: Dataset | Error = rows('A'), env = {}): ReturnType<typeof vi.fn> {
  const runData = vi.fn((_method: string) => (data instanceof Error ? Promise.reject(data) : Promise.resolve(data)));
  renderWithProviders(<LayoutRenderer layout={layout} environment={testEnvironment(runData, env)} />);
  return runData;
}

const frame = (id = 'm1'): HTMLElement | null => document.querySelector(`[data-module-frame="${id}"]`);
const ready = async (): Promise<void> => {
  await waitFor(() => expect(frame()?.getAttribute('data-module-state')).not.toBe('loading'));
};

describe('LayoutRenderer', () => {
  it('renders a module with its title, data and the kind default width (Half = 6 at lg)', async () => {
    renderLayout(layoutOf([probe()]));
    await ready();
    expect(screen.getByRole('heading', { name: 'Probe title' })).toBeTruthy();
    expect(screen.getByTestId('rows').textContent).toBe('A');
    expect(screen.getByTestId('size').textContent).toBe('lg:6');
  });

  it('shows the loading skeleton before data arrives', () => {
    renderWithProviders(
      <LayoutRenderer layout={layoutOf([probe()])} environment={testEnvironment(() => new Promise(() => undefined))} />,
    );
    expect(screen.getByLabelText('Loading')).toBeTruthy();
  });

  it("sends each module's request before its frame has rendered, and only once", async () => {
    const framesAtRequest: number[] = [];
    const runData = vi.fn((_method: string) => {
      framesAtRequest.push(document.querySelectorAll('[data-module-frame]').length);
      return Promise.resolve(rows('A'));
    });
    renderWithProviders(
      <LayoutRenderer
        layout={layoutOf([
          probe(),
          probe({ id: 'm2', dataSource: { method: 'breakdown', params: { dimension: 'device' } } }),
        ])}
        environment={testEnvironment(runData)}
      />,
    );
    await waitFor(() => expect(frame('m2')?.getAttribute('data-module-state')).toBe('ready'));
    expect(framesAtRequest).toEqual([0, 0]);
    expect(runData).toHaveBeenCalledTimes(2);
  });

  it('breakpoints: Full spans 12, free spans follow the breakpoint', async () => {
    renderLayout(layoutOf([probe({ breakpoints: { lg: { w: 4 }, sm: { w: 12 } } })]));
    await ready();
    expect(screen.getByTestId('size').textContent).toBe('lg:4');
  });

  it('disabled modules are not rendered and fetch nothing', async () => {
    const runData = renderLayout(layoutOf([probe({ disabled: true }), probe({ id: 'm2' })]));
    await waitFor(() => expect(frame('m2')?.getAttribute('data-module-state')).toBe('ready'));
    expect(frame('m1')).toBeNull();
    expect(runData).toHaveBeenCalledTimes(1);
  });

  it('overrides patch title and options only when their condition holds', async () => {
    renderLayout(
      layoutOf([
        probe({
          options: { perPage: 5 },
          overrides: [
            { when: { tabs: ['display'] }, title: 'Display title', options: { perPage: 20 } },
            { when: { viewer: 'advertiser' }, title: 'Never' },
          ],
        }),
      ]),
    );
    await ready();
    expect(screen.getByRole('heading', { name: 'Display title' })).toBeTruthy();
    expect(screen.getByTestId('options').textContent).toContain('"perPage":20');
  });

  it('dataChecks failing show the empty state with the no-data tooltips', async () => {
    renderLayout(
      layoutOf([
        probe({
          dataChecks: [{ path: 'totals.Impressions', test: 'positive' }],
          noDataTooltips: [{ key: 'x', message: 'Nothing delivered yet.' }],
        }),
      ]),
    );
    await ready();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('Nothing delivered yet.')).toBeTruthy();
  });

  it('hideIfNoData renders nothing when empty, while the empty state shows otherwise', async () => {
    renderLayout(layoutOf([probe({ options: { hideIfNoData: true } }), probe({ id: 'm2' })]), rows());
    await waitFor(() => expect(frame('m2')?.getAttribute('data-module-state')).toBe('empty'));
    expect(frame('m1')).toBeNull();
  });

  it('hideZeros drops all-zero rows before the view sees them', async () => {
    const data: Dataset = {
      rows: [
        { Name: 'A', Impressions: 0 },
        { Name: 'B', Impressions: 3 },
      ],
      totals: null,
      meta: {},
    };
    renderLayout(layoutOf([probe({ options: { hideZeros: true } })]), data);
    await ready();
    expect(screen.getByTestId('rows').textContent).toBe('B');
  });

  it('tooltips resolve from the catalogue, the layout text winning, keys without text dropped', async () => {
    renderLayout(
      layoutOf([
        probe({
          tooltips: [
            { key: 'Impressions', mapKey: 'Impressions' },
            { key: 'custom', message: 'Own text', mapKey: 'Clicks' },
            { key: 'unknown' },
          ],
        }),
      ]),
    );
    await ready();
    expect(screen.getByTestId('tips').textContent).toBe('Impressions=Times an ad was shown.|Clicks=Own text');
  });

  it('a failed data call shows the error state with its message', async () => {
    renderLayout(layoutOf([probe()]), new Error('Missing parameters'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Missing parameters'), {
      timeout: 4000,
    });
  });

  it('an unknown kind shows an error, not a crash', async () => {
    renderLayout(layoutOf([probe({ name: 'no-such-kind' })]));
    expect(await screen.findByText(/Unknown module kind 'no-such-kind'/)).toBeTruthy();
  });

  it('a section tactic narrows the campaigns passed to the data method', async () => {
    const runData = vi.fn((_m: string, _r: unknown) => Promise.resolve(rows('A')));
    const layout: Layout = {
      id: 't',
      tactic: 'summary',
      components: [{ id: 's', type: 'grid', tactic: 'ott', modules: [probe()] }],
    };
    renderWithProviders(<LayoutRenderer layout={layout} environment={testEnvironment(runData)} />);
    await ready();
    expect(runData.mock.calls[0]?.[1]).toMatchObject({
      selection: { campaigns: [{ id: 2, type: 'OTT' }], campaignTypes: ['OTT'] },
    });
  });

  it('shouldUsingTabs shows grid sections as tabs', async () => {
    const layout = layoutOf([], {
      config: { shouldUsingTabs: true },
      components: [
        { id: 'a', type: 'grid', title: 'Delivery', modules: [probe()] },
        { id: 'b', type: 'grid', title: 'Geography', modules: [probe({ id: 'm2' })] },
      ],
    });
    renderLayout(layout);
    expect(await screen.findByRole('tab', { name: 'Delivery' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Geography' })).toBeTruthy();
  });

  it('controller sections draw modules without the card title', async () => {
    const layout = layoutOf([], { components: [{ id: 'c', type: 'controller', modules: [probe()] }] });
    renderLayout(layout);
    await ready();
    expect(screen.queryByRole('heading', { name: 'Probe title' })).toBeNull();
  });

  it('draws a frame again when the environment changes, not with every render of the screen around it', async () => {
    let draws = 0;
    const counting = defineModule<Record<string, unknown>, Dataset>({
      kind: 'probe',
      View: () => {
        draws += 1;
        return <span>drawn</span>;
      },
      transform: (d) => d,
    });
    const registry = createRegistry({ probe: () => Promise.resolve({ default: counting }) }, PROBE_CATALOG);
    const environment = testEnvironment(() => Promise.resolve(rows('A')), { registry });
    const layout = layoutOf([probe()]);
    function Screen({ fresh }: { fresh: (env: RendererEnvironment) => RendererEnvironment }): ReactElement {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>Render the screen ({renders})</button>
          <LayoutRenderer layout={layout} environment={fresh(environment)} />
        </>
      );
    }
    const view = renderWithProviders(<Screen fresh={(env) => env} />);
    await ready();
    const settled = draws;
    fireEvent.click(screen.getByRole('button', { name: /Render the screen/ }));
    fireEvent.click(screen.getByRole('button', { name: /Render the screen/ }));
    expect(screen.getByRole('button', { name: 'Render the screen (2)' })).toBeTruthy();
    expect(draws).toBe(settled);
    view.unmount();

    renderWithProviders(<Screen fresh={(env) => ({ ...env })} />);
    await ready();
    const before = draws;
    fireEvent.click(screen.getByRole('button', { name: /Render the screen/ }));
    expect(draws).toBe(before + 1);
  });
});
