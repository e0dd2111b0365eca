/** Prints rows so far and the rate every few seconds while a bulk load runs. */
export function progressPrinter(
  label: string,
  everyMs = 5_000,
): { update(rows: number): void; done(rows: number): void } {
  const started = Date.now();
  let last = started;
  const line = (rows: number): string => {
    const seconds = (Date.now() - started) / 1000;
    return `${label}: ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s)`;
  };
  return {
    update(rows) {
      const now = Date.now();
      if (now - last < everyMs) return;
      last = now;
      console.log(line(rows));
    },
    done(rows) {
      console.log(line(rows));
    },
  };
}
