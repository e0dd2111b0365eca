/** Dates as the connector screens write them: "Nov 26, 2026" (the day of an ISO date or timestamp, in UTC). */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatDay(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}
