/** Dashboards a second: N clients each loop over the dashboards, with the response cache bypassed. */
import { httpDashboard, type Caller, type CallMode, type DashboardTarget } from './dashboard';

/** One throughput run's figure. */
export interface Throughput {
  clients: number;
  mode: CallMode;
  perSecond: number;
}

/**
 * `clients` concurrent clients each send dashboards back to back (cache bypassed) for `seconds`, then stop: bounded
 * in time, loopback only. A failed dashboard stops the run with its error: a rate of failures is no throughput.
 */
export async function dashboardsPerSecond(
  caller: Caller,
  targets: readonly DashboardTarget[],
  options: { clients: number; mode: CallMode; seconds: number },
): Promise<Throughput> {
  const { clients, mode, seconds } = options;
  if (targets.length === 0) return { clients, mode, perSecond: 0 };
  const stopAt = Date.now() + seconds * 1000;
  let done = 0;
  const client = async (offset: number): Promise<void> => {
    for (let i = offset; Date.now() < stopAt; i++) {
      await httpDashboard(caller, targets[i % targets.length]!, mode, true);
      done++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return { clients, mode, perSecond: done / ((Date.now() - started) / 1000) };
}

/** Every throughput run of the issue: 8 and 32 clients, each unbatched and batched. */
export async function throughputRuns(caller: Caller, targets: readonly DashboardTarget[], seconds: number): Promise<Throughput[]> {
  const runs: Throughput[] = [];
  for (const clients of [8, 32])
    for (const mode of ['unbatched', 'batched'] as const) runs.push(await dashboardsPerSecond(caller, targets, { clients, mode, seconds }));
  return runs;
}
