/** The closing block: every target of issue 29's "Speed" section, its figure and whether it is met. */
import type { SetResult } from './run-set';

interface Target {
  name: string;
  figure: string;
  met: boolean | null;
}

const verdict = (met: boolean | null): string => (met === null ? 'not measured' : met ? 'met' : 'NOT MET');

function setTargets(r: SetResult): Target[] {
  const { batched, unbatched } = r.http;
  const best = r.throughput.reduce((a, b) => (b.perSecond > a.perSecond ? b : a), r.throughput[0]!);
  const rates = r.throughput.map((t) => `${t.clients} ${t.mode} ${t.perSecond.toFixed(0)}`).join(', ');
  const targets: Target[] = [
    {
      name: 'dashboard p95 warm ≤ 10 ms (batched)',
      figure: `${batched.warm.p95.toFixed(1)} ms (unbatched ${unbatched.warm.p95.toFixed(1)} ms, raw SQL ${r.rawWarm.p95.toFixed(1)} ms)`,
      met: batched.warm.p95 <= 10,
    },
    {
      name: 'dashboard p95 cold ≤ 25 ms (batched)',
      figure: `${batched.cold.p95.toFixed(1)} ms (unbatched ${unbatched.cold.p95.toFixed(1)} ms, raw SQL ${r.rawCold.p95.toFixed(1)} ms)`,
      met: batched.cold.p95 <= 25,
    },
    {
      name: '≥ 400 dashboards/s (best run)',
      figure: best ? `${best.perSecond.toFixed(0)}/s (${rates})` : 'no run',
      met: best ? best.perSecond >= 400 : null,
    },
  ];
  const users = r.users;
  targets.push({
    name: '50 users p95 ≤ 200 ms, 0 errors',
    figure: users
      ? `${users.users} users ${users.seconds.toFixed(0)} s: p95 ${users.overall.times.p95.toFixed(1)} ms, ${users.overall.errors} errors`
      : 'skipped (--users-seconds 0)',
    met: users ? users.overall.times.p95 <= 200 && users.overall.errors === 0 && users.users >= 50 : null,
  });
  return targets;
}

/** Prints the targets of every set measured, and the large-to-5 M ratio when both ran. */
export function printSummary(results: readonly SetResult[]): void {
  console.log('\n== Summary: the targets of issue 29 (2-core machine)');
  for (const r of results) {
    console.log(`  ${r.label}`);
    for (const t of setTargets(r)) console.log(`    ${verdict(t.met).padEnd(12)} ${t.name.padEnd(38)} ${t.figure}`);
  }
  const large = results.find((r) => r.key === 'large');
  const small = results.find((r) => r.key === '5m');
  const ratio = large && small ? large.http.batched.warm.p95 / small.http.batched.warm.p95 : null;
  const figure = ratio === null ? 'needs both the 5m and the large set in one run' : `${ratio.toFixed(2)} (batched warm p95)`;
  console.log(`  both SQLite sets\n    ${verdict(ratio === null ? null : ratio <= 1.5).padEnd(12)} ${'p95 at large ≤ 1.5 × at 5 M'.padEnd(38)} ${figure}`);
}
