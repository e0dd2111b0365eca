/** A schedule said in words for the list ("Every Monday at 08:00 America/Chicago"). */
import type { ReportSchedule } from '../../domain/scheduled-reports';
import { TEXTS } from './texts';

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${TEXTS.and} ${items[items.length - 1]}`;
}

export function scheduleInWords(schedule: ReportSchedule): string {
  const { time, timezone } = schedule;
  switch (schedule.frequency) {
    case 'daily':
      return TEXTS.everyDay(time, timezone);
    case 'weekly': {
      const days = [...new Set(schedule.days ?? [])].sort((a, b) => a - b).map(TEXTS.weekday);
      return TEXTS.everyWeek(list(days), time, timezone);
    }
    case 'monthly': {
      const day = schedule.dayOfMonth ?? 1;
      return TEXTS.everyMonth(day === 'last' ? TEXTS.lastDay : ordinal(day), time, timezone);
    }
    case 'cron':
      return TEXTS.byCron(schedule.cron ?? '', timezone);
  }
}
