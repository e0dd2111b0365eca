import type { Dataset } from '../../src/domain/layout/dataset';
import type { VennDiagramOptions } from './__generated__/options';

/** The audience-overlap method's rows: three tactics and their pairs. */
export const overlapDataset: Dataset = {
  rows: [
    { Kind: 'set', Types: 'DISPLAY', CampaignType: 'DISPLAY', Tactic: 'Display', Reach: 184_200 },
    { Kind: 'set', Types: 'OTT', CampaignType: 'OTT', Tactic: 'CTV', Reach: 96_400 },
    { Kind: 'set', Types: 'PREROLL', CampaignType: 'PREROLL', Tactic: 'Video', Reach: 41_300 },
    { Kind: 'overlap', Types: 'DISPLAY, OTT', Reach: 28_900 },
    { Kind: 'overlap', Types: 'DISPLAY, PREROLL', Reach: 12_050 },
    { Kind: 'overlap', Types: 'OTT, PREROLL', Reach: 6_100 },
  ],
  totals: null,
  meta: {},
};

/** Two tactics with long names and one overlap written with '|'. */
export const longNamesDataset: Dataset = {
  rows: [
    { Kind: 'set', CampaignType: 'SIMPGEOFENCE', Tactic: 'Geofencing with conversion zones (premium)', Reach: 52_000 },
    { Kind: 'set', CampaignType: 'TRUGEOFENCE', Tactic: 'True geo audience targeting (household)', Reach: 48_500 },
    { Kind: 'overlap', Types: 'SIMPGEOFENCE|TRUGEOFENCE', Reach: 20_100 },
  ],
  totals: null,
  meta: {},
};

/** Audiences found but nobody reached. */
export const zeroDataset: Dataset = {
  rows: overlapDataset.rows.map((row) => ({ ...row, Reach: 0 })),
  totals: null,
  meta: {},
};

export const vennOptions: VennDiagramOptions = {};
