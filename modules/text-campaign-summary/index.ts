import { defineModule } from '../../src/registry/define-module';
import type { TextCampaignSummaryOptions } from './__generated__/options';
import { TextCampaignSummaryView } from './TextCampaignSummaryView';
import { transformTextSummary, type TextCampaignSummaryData } from './transform';

export default defineModule<TextCampaignSummaryOptions, TextCampaignSummaryData>({
  kind: 'text-campaign-summary',
  View: TextCampaignSummaryView,
  transform: transformTextSummary,
  isEmpty: (data) => data.sentences.length === 0,
  tableData: (data) => ({
    columns: [{ key: 'Summary', label: 'Summary', format: 'text' }],
    rows: data.sentences.map((sentence) => ({ Summary: sentence.text })),
  }),
});
