import { describe, expect, it } from 'vitest';
import { scheduleInWords } from './schedule-words';

describe('a schedule in words', () => {
  it('names the days, the time and the zone', () => {
    expect(scheduleInWords({ frequency: 'weekly', days: [1], time: '08:00', timezone: 'America/Chicago' })).toBe(
      'Every Monday at 08:00 America/Chicago',
    );
    expect(scheduleInWords({ frequency: 'weekly', days: [5, 1, 3], time: '07:30', timezone: 'UTC' })).toBe(
      'Every Monday, Wednesday and Friday at 07:30 UTC',
    );
    expect(scheduleInWords({ frequency: 'daily', time: '06:00', timezone: 'Europe/Paris' })).toBe(
      'Every day at 06:00 Europe/Paris',
    );
  });

  it('says the day of the month, the last day, or the cron expression', () => {
    expect(scheduleInWords({ frequency: 'monthly', dayOfMonth: 2, time: '09:00', timezone: 'UTC' })).toBe(
      'Monthly on the 2nd at 09:00 UTC',
    );
    expect(scheduleInWords({ frequency: 'monthly', dayOfMonth: 'last', time: '09:00', timezone: 'UTC' })).toBe(
      'Monthly on the last day at 09:00 UTC',
    );
    expect(scheduleInWords({ frequency: 'cron', cron: '0 8 * * 1-5', time: '', timezone: 'UTC' })).toBe(
      'Cron “0 8 * * 1-5” UTC',
    );
  });
});
