import type { Cell, Row } from '../../domain/layout/dataset';
import { formatValue, isPacingBehind, labelFor } from '../../domain/metric-format';
import { formatDate } from '../../domain/format-date';
import { formatPercent } from '../../domain/format-number';

/** One headline figure, ready to show: label for the tab's types, formatted value, pacing warning. */
export interface FigureItem {
  key: string;
  label: string;
  value: string;
  /** A pacing figure below the warning threshold (000 §9). */
  behind: boolean;
  /** The change against the previous period ('+12.5% vs previous period'), when the tile shows it. */
  change?: FigureChange;
}

/** A figure's change against the previous period, ready to show. */
export interface FigureChange {
  text: string;
  direction: 'up' | 'down' | 'flat' | 'new';
}

/**
 * Change % = (now ÷ previous − 1) × 100 (issue 24 contract). Undefined while no previous figure came; 'new' when
 * the previous period had none (a change from 0 has no percentage).
 */
export function changeText(now: Cell | undefined, previous: Cell | undefined): FigureChange | undefined {
  if (typeof now !== 'number' || typeof previous !== 'number') return undefined;
  if (previous === 0) return now === 0 ? { text: 'No change', direction: 'flat' } : { text: 'New', direction: 'new' };
  const change = (now / previous - 1) * 100;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return { text: 'No change', direction: 'flat' };
  const sign = rounded > 0 ? '+' : '−';
  return { text: `${sign}${formatPercent(Math.abs(rounded))}`, direction: rounded > 0 ? 'up' : 'down' };
}

/** Whether a cell carries a figure; null, undefined and '' are what summary filtering leaves for a hidden metric. */
export function hasFigure(cell: Cell | undefined): boolean {
  return cell !== null && cell !== undefined && cell !== '';
}

/** One figure of a metric, or null when the source hides it (summary filtering nulls hidden metrics). */
export function figureItem(source: Row | null, key: string, campaignTypes: readonly string[]): FigureItem | null {
  const cell = source?.[key];
  if (!hasFigure(cell)) return null;
  return {
    key,
    label: labelFor(key, campaignTypes),
    value: formatValue(key, cell),
    behind: key === 'Pacing' && isPacingBehind(typeof cell === 'number' ? cell : Number(cell)),
  };
}

/** The figures of several metrics, in order, leaving out those the source hides. */
export function figureItems(
  source: Row | null,
  metrics: readonly string[],
  campaignTypes: readonly string[],
): FigureItem[] {
  return metrics.flatMap((key) => figureItem(source, key, campaignTypes) ?? []);
}

/** A flight as 'M/dd/yy – M/dd/yy' (000 §5 display format); an unknown end reads 'open'. */
export function flightText(start: Cell | undefined, end: Cell | undefined): string {
  const from = typeof start === 'string' ? formatDate(start) : '';
  const to = typeof end === 'string' ? formatDate(end) : '';
  if (!from && !to) return '—';
  return `${from || '?'} – ${to || 'open'}`;
}

/** A campaign's shown name: friendly name, else its name, else its id. */
export function campaignName(row: Row): string {
  for (const key of ['FriendlyName', 'CampaignName', 'name']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return `Campaign ${String(row.CampaignId ?? row.id ?? '')}`.trim();
}
