import { numberOf, type Dataset, type Row } from '../../src/domain/layout/dataset';
import {
  formatCompact,
  formatValue,
  isPacingBehind,
  labelFor,
  PACING_BEHIND_HINT,
} from '../../src/domain/metric-format';
import { metricLabel } from '../../src/domain/metrics';
import { tacticMetrics } from '../../src/domain/metric-catalogue';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { hasFigure } from '../../src/ui/figures/figure-items';
import { formatDate } from '../../src/domain/format-date';
import type { TextCampaignSummaryOptions } from './__generated__/options';

/** One generated sentence; `warn` marks a pacing warning. */
export interface Sentence {
  text: string;
  warn: boolean;
}

/** What the view draws. */
export interface TextCampaignSummaryData {
  sentences: Sentence[];
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Distinct display names of the rows' types, else of the tab's types. */
export function tacticNames(rows: readonly Row[], campaignTypes: readonly string[]): string[] {
  const types = rows.flatMap((row) => (typeof row.CampaignType === 'string' ? [row.CampaignType] : []));
  return [...new Set((types.length ? types : campaignTypes).map(tacticDisplayName))];
}

/** A metric's label as a word inside a sentence: 'impressions', 'household impressions', 'link clicks'. */
function word(key: string, types: readonly string[], plain: string): string {
  const label = labelFor(key, types);
  // Only a tactic's relabelling (Link Clicks on Social) reads as a word; short table labels such as Imps do not.
  return label === metricLabel(key) ? plain : label.toLowerCase();
}

/**
 * How the first sentence tells a headline count that is not impressions: the verb and the noun of its tactic
 * (000 §1 per-tactic metric sets: calls are received, e-mails sent, spots aired).
 */
const HEADLINES: Readonly<Record<string, { verb: string; noun: string }>> = {
  Calls: { verb: 'received', noun: 'calls' },
  Sessions: { verb: 'drove', noun: 'website sessions' },
  Sends: { verb: 'sent', noun: 'e-mails' },
  Airings: { verb: 'aired', noun: 'spots' },
  HouseholdImpressions: { verb: 'delivered', noun: 'household impressions' },
  EstimatedSearchImpressions: { verb: 'earned', noun: 'search impressions' },
};

/** The tactic's headline metric when every type of the tab shares one the sentence can tell; else impressions. */
export function headlineMetric(types: readonly string[]): string {
  const heads = new Set(types.filter((type) => type !== '').map((type) => tacticMetrics(type)[0]));
  const [head] = [...heads];
  return heads.size === 1 && head && Object.hasOwn(HEADLINES, head) ? head : 'Impressions';
}

/** The first sentence for a tactic whose headline is not impressions (calls, sessions, e-mails, spots…). */
function headlineSentence(key: string, value: number, when: string, who: string): string {
  const { verb, noun } = HEADLINES[key]!;
  return value === 0
    ? `${when} ${who} ${verb} no ${noun}.`
    : `${when} ${who} ${verb} ${formatValue(key, value)} ${noun}.`;
}

/** Dataset → sentences. Only figures present in the totals are mentioned (summary filtering nulls the rest). */
export function transformTextSummary(
  dataset: Dataset,
  options: TextCampaignSummaryOptions,
  context: ViewContext,
): TextCampaignSummaryData {
  const totals = dataset.totals ?? (dataset.rows.length === 1 ? dataset.rows[0] : null) ?? null;
  const types = dataset.rows.some((r) => typeof r.CampaignType === 'string')
    ? dataset.rows.map((r) => String(r.CampaignType ?? ''))
    : context.campaignTypes;
  const headline = headlineMetric(types);
  if (!totals || !hasFigure(totals[headline])) return { sentences: [] };
  const tactics = joinNames(tacticNames(dataset.rows, context.campaignTypes));
  const [start, end] = [formatDate(dataset.meta.StartDate ?? ''), formatDate(dataset.meta.EndDate ?? '')];
  const when = start && end ? `Between ${start} and ${end}` : 'In the selected period';
  const who = `your ${tactics ? `${tactics} ` : ''}campaigns`;
  const sentences: Sentence[] = [];
  if (headline !== 'Impressions') {
    const value = numberOf(totals[headline]) ?? 0;
    sentences.push({ text: headlineSentence(headline, value, when, who), warn: false });
    if (value === 0) return { sentences };
  } else {
    const impressions = numberOf(totals.Impressions) ?? 0;
    if (impressions === 0) {
      sentences.push({
        text: `${when} ${who} delivered no ${word('Impressions', types, 'impressions')}.`,
        warn: false,
      });
      return { sentences };
    }
    const ctr = hasFigure(totals.ClickThrough) ? ` with a ${formatValue('ClickThrough', totals.ClickThrough)} CTR` : '';
    const imps = `${formatCompact('Impressions', impressions)} ${word('Impressions', types, 'impressions')}`;
    sentences.push({ text: `${when} ${who} delivered ${imps}${ctr}.`, warn: false });
  }
  // A count of zero says nothing a client needs (TV drives no clicks): only counts above zero are told.
  // Nor, on a tactic with its own headline, is a count outside its metric set (clicks on InnovidXP).
  const native = new Set(types.filter((type) => type !== '').flatMap((type) => tacticMetrics(type)));
  const counted = (key: string): boolean =>
    (headline === 'Impressions' || native.has(key)) && hasFigure(totals[key]) && (numberOf(totals[key]) ?? 0) > 0;
  const counts = [
    counted('Clicks') ? `${formatValue('Clicks', totals.Clicks)} clicks` : null,
    counted('Conversions')
      ? `${formatValue('Conversions', totals.Conversions)} ${word('Conversions', types, 'conversions')}`
      : null,
  ].filter((part): part is string => part !== null);
  if (counts.length) sentences.push({ text: `They drove ${joinNames(counts)}.`, warn: false });
  if (hasFigure(totals.VCR))
    sentences.push({ text: `${formatValue('VCR', totals.VCR)} of video views completed.`, warn: false });
  if (options.includeSpend !== false && hasFigure(totals.SpendVal))
    sentences.push({ text: `Spend came to ${formatValue('SpendVal', totals.SpendVal)}.`, warn: false });
  const pacing = numberOf(totals.Pacing);
  if (options.includePacing !== false && pacing !== null) {
    const behind = isPacingBehind(pacing);
    const text = `Delivery is pacing at ${formatValue('Pacing', pacing)} against the impression goal.`;
    sentences.push({ text: behind ? `${text} ${PACING_BEHIND_HINT}` : text, warn: behind });
  }
  return { sentences };
}
