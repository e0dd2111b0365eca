/** How one data set's figures are printed: one line per measure, p50 and p95, and the errors up front. */
import { ms, type Summary } from '../stats';
import type { SetResult } from './run-set';
import type { UsersResult } from './users';

const line = (name: string, s: Summary): void =>
  console.log(`  ${name.padEnd(40)} p50 ${ms(s.p50).padStart(10)}  p95 ${ms(s.p95).padStart(10)}  (n=${s.n})`);

/** The simulated users' figures; errors are printed first and loudly, as they decide the target. */
export function printUsers(users: UsersResult): void {
  console.log(`  -- ${users.users} simulated users for ${users.seconds.toFixed(0)} s (think 0–500 ms, seeded)`);
  if (users.overall.errors > 0) {
    console.log(`  !!!!!! ${users.overall.errors} ERRORS (non-2xx, failed batch part or network) !!!!!!`);
    for (const sample of users.errorSamples) console.log(`  !!     ${sample}`);
  } else console.log('  errors: 0');
  for (const action of [...users.actions, users.overall]) {
    const errors = action.errors ? `  ${action.errors} ERRORS` : '';
    line(`${action.kind}`, action.times);
    if (errors) console.log(`  ${''.padEnd(40)}${errors}`);
  }
}

/** Every figure of one data set. */
export function printSet(r: SetResult): void {
  for (const mode of ['unbatched', 'batched'] as const) {
    line(`dashboard HTTP ${mode} cold (no cache)`, r.http[mode].cold);
    line(`dashboard HTTP ${mode} warm (no cache)`, r.http[mode].warm);
  }
  line('dashboard raw SQL cold (the floor)', r.rawCold);
  line('dashboard raw SQL warm (the floor)', r.rawWarm);
  for (const mode of ['unbatched', 'batched'] as const) line(`dashboard HTTP ${mode} cache hits`, r.http[mode].cacheHits);
  line('agency-wide overview call (no cache)', r.overview);
  for (const mode of ['unbatched', 'batched'] as const)
    console.log(`  HTTP ${mode} ÷ raw (p95 warm)`.padEnd(43) + (r.http[mode].warm.p95 / r.rawWarm.p95).toFixed(2));
  for (const t of r.throughput)
    console.log(`  throughput, ${t.clients} clients, ${t.mode}`.padEnd(43) + `${t.perSecond.toFixed(0)} dashboards/s`);
  if (r.users) printUsers(r.users);
}
