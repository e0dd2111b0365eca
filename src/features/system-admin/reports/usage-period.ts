/** The screen's period: a preset (last 7, 30 or 90 days) or a custom from/to, read from the list's URL filters. */
import { messageText } from '../../../domain/messages';
import { lastDays, resolvePeriod, USAGE_DEFAULT_DAYS, USAGE_PRESETS } from '../../../domain/usage';

/** A preset's day count as text, or 'custom'. */
export type PeriodChoice = `${(typeof USAGE_PRESETS)[number]}` | 'custom';

/** The choices of the picker, in order. */
export const PERIOD_CHOICES: readonly { value: PeriodChoice; label: string }[] = [
  ...USAGE_PRESETS.map((days) => ({ value: `${days}` as PeriodChoice, label: `Last ${days} days` })),
  { value: 'custom', label: 'Custom period' },
];

/** The period on screen: the choice, its dates, and what is wrong with a custom one (then nothing is asked). */
export interface ScreenPeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
  problem: string | null;
}

const isChoice = (value: string | undefined): value is PeriodChoice =>
  PERIOD_CHOICES.some((choice) => choice.value === value);

/** Today in UTC, the day the server counts in. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The period of the URL filters `period`, `from` and `to`; the last 30 days when none is chosen. */
export function periodOf(filters: Record<string, string | undefined>, today: string): ScreenPeriod {
  const choice: PeriodChoice = isChoice(filters.period) ? filters.period : `${USAGE_DEFAULT_DAYS}`;
  if (choice !== 'custom') return { choice, ...lastDays(today, Number(choice)), problem: null };
  const fallback = lastDays(today, USAGE_DEFAULT_DAYS);
  const from = filters.from || fallback.from;
  const to = filters.to || fallback.to;
  const checked = resolvePeriod({ from, to }, today);
  return { choice, from, to, problem: checked.ok ? null : messageText(checked.problem.key, checked.problem.params) };
}
