import type { ReactElement } from 'react';
import type { KindCatalogEntry } from '../domain/layout/catalog-types';
import type { Dataset } from '../domain/layout/dataset';
import type { DataRequest } from '../data/methods/types';
import { defineModule } from '../registry/define-module';
import { createRegistry } from '../registry/registry';
import type { ModuleViewProps } from '../registry/types';
import type { RendererEnvironment } from './RendererContext';

/** A probe kind for renderer tests: it prints what it received so tests can read it. */
function ProbeView({ options, data, size, tooltips }: ModuleViewProps<Record<string, unknown>, Dataset>): ReactElement {
  return (
    <div>
      <span data-testid="options">{JSON.stringify(options)}</span>
      <span data-testid="rows">{data.rows.map((r) => String(r.Name)).join(',')}</span>
      <span data-testid="size">{`${size.breakpoint}:${size.columns}`}</span>
      <span data-testid="tips">{tooltips.map((t) => `${t.mapKey ?? '-'}=${t.message}`).join('|')}</span>
    </div>
  );
}

const probe = defineModule<Record<string, unknown>, Dataset>({ kind: 'probe', View: ProbeView, transform: (d) => d });

const accept = Object.assign((_: unknown) => true, { errors: null });

/** A catalogue with the probe kind (and a self-fetching variant), as the validator and registry see them. */
export const PROBE_CATALOG: Record<string, KindCatalogEntry> = {
  probe: {
    manifest: {
      kind: 'probe',
      title: 'Probe',
      description: 'test',
      category: 'table',
      dataMethods: ['breakdown', 'none'],
      defaultSize: 'Half',
      initialOptions: { perPage: 5 },
    },
    validate: accept,
  },
};

/** A mock registry holding only the probe kind. */
export const probeRegistry = createRegistry({ probe: () => Promise.resolve({ default: probe }) }, PROBE_CATALOG);

/** Builds a renderer environment around a fake data method. */
export function testEnvironment(
  runData: (method: string, request: DataRequest) => Promise<Dataset>,
  overrides: Partial<RendererEnvironment> = {},
): RendererEnvironment {
  return {
    registry: probeRegistry,
    runData,
    tooltips: (key) =>
      key === 'Impressions' ? { title: 'Impressions', message: 'Times an ad was shown.' } : undefined,
    selection: {
      advertiserId: 1,
      tab: 'display',
      daterange: 'last30days',
      campaigns: [
        { id: 1, type: 'DISPLAY' },
        { id: 2, type: 'OTT' },
      ],
      campaignTypes: ['DISPLAY', 'OTT'],
    },
    conditions: {
      tab: 'display',
      campaignTypes: ['DISPLAY'],
      breakpoint: 'lg',
      viewer: 'agency',
      singleCampaign: false,
      print: false,
    },
    reloadToken: 0,
    ...overrides,
  };
}
