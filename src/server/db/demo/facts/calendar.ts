const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date (yyyy-MM-dd), in UTC. */
export function epochDay(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/**
 * Every day from `first` to `today`, precomputed once so the generator indexes arrays instead of doing date
 * arithmetic for each of millions of campaign-days.
 */
export class Calendar {
  readonly firstEpoch: number;
  /** yyyymmdd of each day. */
  readonly dayNumbers: Int32Array;
  /** 0 = Monday … 6 = Sunday. */
  readonly weekdays: Uint8Array;
  /** Index of today (the last day). */
  readonly today: number;

  constructor(firstIso: string, todayIso: string) {
    this.firstEpoch = epochDay(firstIso);
    const length = epochDay(todayIso) - this.firstEpoch + 1;
    this.dayNumbers = new Int32Array(length);
    this.weekdays = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const date = new Date((this.firstEpoch + i) * DAY_MS);
      this.dayNumbers[i] = date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
      this.weekdays[i] = (date.getUTCDay() + 6) % 7;
    }
    this.today = length - 1;
  }

  /** Index of an ISO date; negative before the first day, past `today` after it. */
  indexOf(iso: string): number {
    return epochDay(iso) - this.firstEpoch;
  }

  /** ISO date of an index. */
  isoOf(index: number): string {
    return new Date((this.firstEpoch + index) * DAY_MS).toISOString().slice(0, 10);
  }
}
