/** Display labels of the named date ranges (000 §3 DateRanges); the wording is ours, the spec names no labels. */
import type { DatePreset } from './date-presets';

/** Label of every preset, in the order a range picker lists them. */
export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7days: 'Last 7 Days',
  last14days: 'Last 14 Days',
  last30days: 'Last 30 Days',
  last90days: 'Last 90 Days',
  thismonth: 'This Month',
  lastmonth: 'Last Month',
  thisquarter: 'This Quarter',
  lastquarter: 'Last Quarter',
  thisyear: 'This Year',
  lastyear: 'Last Year',
  alltime: 'All Time',
};
