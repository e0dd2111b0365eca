/*
 * Dataset encoding: the `none` data method hands an empty dataset; this kind reads only its options and title.
 */
import { EMPTY_DATASET, type Dataset } from '../../src/domain/layout/dataset';
import type { ResolvedTooltip } from '../../src/registry/types';
import type { SectionHeaderOptions } from './__generated__/options';

/** What the `none` method gives. */
export const noneDataset: Dataset = EMPTY_DATASET;

/** Even an all-zero answer (a misconfigured data source) changes nothing for a header. */
export const zeroDataset: Dataset = { rows: [{ Impressions: 0 }], totals: { Impressions: 0 }, meta: {} };

export const headerOptions: SectionHeaderOptions = {
  subtitle: 'Connected TV delivery',
  description: 'Impressions, clicks and completion for the selected CTV campaigns over the chosen period.',
};

export const longOptions: SectionHeaderOptions = {
  subtitle:
    'A very long subtitle that explains every campaign type included in this section of the dashboard, in detail',
  description: Array.from(
    { length: 6 },
    () => 'This section compares the delivery of every tactic in the selection against its goals and benchmarks.',
  ).join(' '),
  level: 3,
  divider: false,
};

export const headerTooltips: readonly ResolvedTooltip[] = [
  { key: 'ctv-section', title: 'CTV', message: 'Connected TV ads served on streaming apps and smart TVs.' },
];
