import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { KindCatalogEntry } from '../domain/layout/catalog-types';
import type { Dataset } from '../domain/layout/dataset';
import type { Layout, Module } from '../domain/layout/validate';
import type { DataRequest } from '../data/methods/types';
import { defineModule } from '../registry/define-module';
import { createRegistry } from '../registry/registry';
import { moduleDataQuery, prefetchLayout, renderedSections } from './frame-query';
import { PROBE_CATALOG, testEnvironment } from './test-environment';

const EMPTY: Dataset = { rows: [], totals: null, meta: {} };
const view = defineModule<Record<string, unknown>, Dataset>({ kind: 'probe', View: () => null, transform: (d) => d });
const accept = Object.assign((_: unknown) => true, { errors: null });
const CATALOG: Record<string, KindCatalogEntry> = {
  ...PROBE_CATALOG,
  pager: {
    manifest: {
      kind: 'pager',
      title: 'Pager',
      description: 'test',
      category: 'table',
      dataMethods: ['paged-rows'],
      selfFetching: true,
      defaultSize: 'Full',
      initialOptions: {},
    },
    validate: accept,
  },
};

function setUp() {
  const loads: string[] = [];
  const loader = (kind: string) => () => {
    loads.push(kind);
    return Promise.resolve({ default: view });
  };
  const registry = createRegistry({ probe: loader('probe'), pager: loader('pager') }, CATALOG);
  const runData = vi.fn((_method: string, _request: DataRequest) => Promise.resolve(EMPTY));
  const environment = testEnvironment(runData, { registry });
  return { client: new QueryClient(), environment, runData, loads };
}

type Dimension = NonNullable<NonNullable<Module['dataSource']>['params']>['dimension'];
const module = (id: string, dimension: Dimension, extra: Partial<Module> = {}): Module => ({
  id,
  name: 'probe',
  dataSource: { method: 'breakdown', params: { dimension } },
  ...extra,
});

describe('prefetchLayout', () => {
  it("asks each shown module's data method once, with the request its frame will send", () => {
    const { client, environment, runData, loads } = setUp();
    const layout: Layout = {
      id: 'l',
      tactic: 'summary',
      components: [
        { id: 'c', type: 'controller', modules: [module('controls', 'device')] },
        {
          id: 'g',
          type: 'grid',
          tactic: 'ott',
          modules: [
            module('publishers', 'publisher'),
            module('off', 'dma', { disabled: true }),
            module('off-on-display', 'zip', { overrides: [{ when: { tabs: ['display'] }, disabled: true }] }),
            module('unknown', 'city', { name: 'no-such-kind' }),
            { id: 'zips', name: 'pager', options: { dataMethod: 'paged-rows', perPage: 25, sortBy: 'Zip' } },
          ],
        },
      ],
    };
    prefetchLayout(client, layout, environment);

    const asked = runData.mock.calls.map(([method, request]) => [method, request.params, request.page]);
    expect(asked).toEqual([
      ['breakdown', { dimension: 'device' }, undefined],
      ['breakdown', { dimension: 'publisher' }, undefined],
      ['paged-rows', {}, { page: 0, perPage: 25, sortBy: 'Zip', sortDesc: true }],
    ]);
    // The grid's tactic narrows the selection as the frame does.
    expect(runData.mock.calls[1]?.[1].selection).toMatchObject({
      tab: 'ott',
      campaignTypes: ['OTT'],
      campaigns: [{ id: 2, type: 'OTT' }],
    });
    expect(new Set(loads)).toEqual(new Set(['probe', 'pager']));

    // The frame's own query has the same key: it finds the request on its way and sends nothing.
    const frameQuery = moduleDataQuery(environment, 'breakdown', {
      selection: environment.selection,
      params: { dimension: 'device' },
    });
    expect(client.getQueryState(frameQuery.queryKey)?.fetchStatus).toBe('fetching');
  });

  it('leaves queries already in the cache alone', () => {
    const { client, environment, runData } = setUp();
    const layout: Layout = {
      id: 'l',
      tactic: 'display',
      components: [{ id: 'g', type: 'grid', modules: [module('a', 'state')] }],
    };
    prefetchLayout(client, layout, environment);
    prefetchLayout(client, layout, environment);
    expect(runData).toHaveBeenCalledTimes(1);
    prefetchLayout(client, layout, { ...environment, reloadToken: 1 });
    expect(runData).toHaveBeenCalledTimes(2);
    expect(runData.mock.calls[1]?.[1]).toMatchObject({ reload: true });
  });

  it("settles once the shown kinds' code has loaded, a kind that fails to load included", async () => {
    let arrive: () => void = () => undefined;
    const late = new Promise<{ default: typeof view }>((resolve) => (arrive = () => resolve({ default: view })));
    const registry = createRegistry(
      { probe: () => late, pager: () => Promise.reject(new Error('chunk failed')) },
      CATALOG,
    );
    const runData = vi.fn(() => Promise.resolve(EMPTY));
    const environment = testEnvironment(runData, { registry });
    const layout: Layout = {
      id: 'l',
      tactic: 'display',
      components: [
        {
          id: 'g',
          type: 'grid',
          modules: [module('a', 'state'), { id: 'p', name: 'pager', options: { dataMethod: 'paged-rows' } }],
        },
      ],
    };
    let settled = false;
    const done = prefetchLayout(new QueryClient(), layout, environment).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The requests are out, but the probe kind's code is still on its way.
    expect(runData).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    arrive();
    await done;
    expect(registry.loaded('probe')).toBe(view);
  });
});

describe('renderedSections', () => {
  const grids: Layout['components'] = [
    { id: 'a', type: 'grid', modules: [] },
    { id: 'b', type: 'grid', modules: [] },
  ];
  const controller: Layout['components'][number] = { id: 'c', type: 'controller', modules: [] };

  it('shows only the first grid when the layout uses tabs, every grid when printed', () => {
    const layout: Layout = {
      id: 'l',
      tactic: 'x',
      config: { shouldUsingTabs: true },
      components: [...grids, controller],
    };
    expect(renderedSections(layout, false).map((s) => s.id)).toEqual(['c', 'a']);
    expect(renderedSections(layout, true).map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('shows every section without tabs', () => {
    const layout: Layout = { id: 'l', tactic: 'x', components: [controller, ...grids] };
    expect(renderedSections(layout, false).map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});
