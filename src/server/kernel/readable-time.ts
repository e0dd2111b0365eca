/** An ISO-8601 time as conflict messages show it: 2026-11-21T14:03:09.000Z → '2026-11-21 14:03 UTC'. */
export function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}
