import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './format-date';

const ymd = (date: DateTime | null): string | undefined => date?.toFormat('yyyy-MM-dd');

describe('parseDate', () => {
  it('reads ISO timestamps with their offset', () => {
    const date = parseDate('2024-01-05T10:30:00-05:00');
    expect(date?.hour).toBe(10);
    expect(ymd(date)).toBe('2024-01-05');
  });

  it('reads yyyy-MM-dd', () => {
    expect(ymd(parseDate('2024-01-05'))).toBe('2024-01-05');
  });

  it('reads MM-dd-yyyy', () => {
    expect(ymd(parseDate('01-05-2024'))).toBe('2024-01-05');
  });

  it("reads 'Mon dd, yyyy'", () => {
    expect(ymd(parseDate('Jan 05, 2024'))).toBe('2024-01-05');
  });

  it('reads MM/dd/yyyy hh:mm:ss.SSS a', () => {
    const date = parseDate('01/05/2024 03:04:05.678 PM');
    expect(date?.toFormat('yyyy-MM-dd HH:mm:ss.SSS')).toBe('2024-01-05 15:04:05.678');
  });

  it('gives null for other text', () => {
    expect(parseDate('next tuesday')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows M/dd/yy', () => {
    expect(formatDate(DateTime.fromISO('2024-01-05'))).toBe('1/05/24');
  });

  it('parses text first', () => {
    expect(formatDate('Dec 25, 2023')).toBe('12/25/23');
  });

  it('gives an empty string for unparseable text', () => {
    expect(formatDate('n/a')).toBe('');
  });
});
