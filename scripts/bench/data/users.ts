/**
 * The morning rush of issue 29: simulated users who each open dashboards (batched, from the response cache or
 * with it bypassed), switch tabs and now and then export, thinking 0–500 ms between actions. Every user draws
 * from its own seeded generator, so two runs make the same choices. A failed action (a non-2xx answer, a failed
 * batch part or a network error) is counted, never thrown: the run goes on and the errors are reported.
 */
import { seededRandom, summarise, timed, type Summary } from '../stats';
import { dashboardCalls, httpCalls, tabCalls, type Caller, type DashboardTarget } from './dashboard';

/** What a simulated user does. */
export type ActionKind = 'dashboard (cache)' | 'dashboard (no cache)' | 'tab switch' | 'export (XLSX)';

/** The mix, as shares of all actions (they add up to 1). */
const MIX: readonly [ActionKind, number][] = [
  ['dashboard (cache)', 0.4],
  ['dashboard (no cache)', 0.3],
  ['tab switch', 0.28],
  ['export (XLSX)', 0.02],
];

/** The longest think time between two actions, ms. */
const THINK_MS = 500;

/** Date ranges a tab switch asks for: a hit or a miss of the cache, as users' choices make it. */
const TAB_RANGES = ['last7days', 'last30days', 'last90days'] as const;

/** One action kind's figures. */
export interface ActionFigures {
  kind: ActionKind | 'overall';
  times: Summary;
  errors: number;
}

/** The run's figures: per action kind and overall, the first few error texts, and the run's length. */
export interface UsersResult {
  users: number;
  seconds: number;
  actions: ActionFigures[];
  overall: ActionFigures;
  errorSamples: string[];
}

function pick(random: () => number): ActionKind {
  let draw = random();
  for (const [kind, share] of MIX) {
    if (draw < share) return kind;
    draw -= share;
  }
  return MIX[0]![0];
}

/**
 * The overview's today view as an XLSX file (GET /api/export/getTodayView, the portal's download button) for the
 * user's advertiser: a real export, built in memory by the server. The dashboard menu's PDF/PPT/XLS exports render
 * the print page in Chromium and need the built client, so they are left to `npm run bench:export`.
 */
async function exportXlsx(caller: Caller, target: DashboardTarget): Promise<void> {
  const query = new URLSearchParams({ type: 'campaigns', advertisers: String(target.advertiserId) });
  const response = await fetch(`${caller.url}/api/export/getTodayView?${query.toString()}`, {
    headers: { ahauth: `Bearer ${caller.token}` },
  });
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  const file = await response.arrayBuffer();
  if (file.byteLength === 0) throw new Error('export: an empty file');
}

function act(kind: ActionKind, caller: Caller, target: DashboardTarget, random: () => number): Promise<unknown> {
  switch (kind) {
    case 'dashboard (cache)':
      return httpCalls(caller, dashboardCalls(target), 'batched', false);
    case 'dashboard (no cache)':
      return httpCalls(caller, dashboardCalls(target), 'batched', true);
    case 'tab switch':
      return httpCalls(caller, tabCalls(target, TAB_RANGES[Math.floor(random() * TAB_RANGES.length)]), 'batched', false);
    case 'export (XLSX)':
      return exportXlsx(caller, target);
  }
}

/** Runs `users` simulated users for `seconds` against the server; `seed` fixes every choice. */
export async function simulateUsers(
  caller: Caller,
  targets: readonly DashboardTarget[],
  options: { users: number; seconds: number; seed?: number },
): Promise<UsersResult> {
  const times = new Map<ActionKind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<ActionKind, number>(MIX.map(([kind]) => [kind, 0]));
  const errorSamples: string[] = [];
  const stopAt = Date.now() + options.seconds * 1000;
  const user = async (index: number): Promise<void> => {
    const random = seededRandom((options.seed ?? 29) * 1000 + index);
    const target = targets[index % targets.length]!;
    // Users arrive over the first think time rather than all in the same millisecond.
    await sleep(random() * THINK_MS);
    while (Date.now() < stopAt) {
      const kind = pick(random);
      try {
        const [elapsed] = await timed(() => act(kind, caller, target, random));
        times.get(kind)!.push(elapsed);
      } catch (error) {
        errors.set(kind, errors.get(kind)! + 1);
        if (errorSamples.length < 5) errorSamples.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(random() * THINK_MS);
    }
  };
  const started = Date.now();
  if (targets.length) await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  const actions: ActionFigures[] = MIX.map(([kind]) => ({ kind, times: summarise(times.get(kind)!), errors: errors.get(kind)! }));
  const overall: ActionFigures = {
    kind: 'overall',
    times: summarise([...times.values()].flat()),
    errors: actions.reduce((sum, a) => sum + a.errors, 0),
  };
  return { users: options.users, seconds: (Date.now() - started) / 1000, actions, overall, errorSamples };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
