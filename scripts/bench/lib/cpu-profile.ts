/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and sums where the time went: self time per function and per place
 * (a package of node_modules, a source folder of ours, Node's own internals, idle and garbage collection), so a
 * benchmark can print the profile's figures beside its timings.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** One row of a summary: a name and its self time (ms and share of the whole). */
export interface ProfileRow {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time per place: `pkg:<name>`, `src/<folder>`, `node:internal`, `(idle)`, `(gc)`, `(program)`. */
  places: ProfileRow[];
  /** Self time per function (`name place:line`). */
  functions: ProfileRow[];
}

/** Where a frame's code lives, coarse enough to add up: a package, one of our folders, or Node's own. */
export function placeOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return `pkg:${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith('node:')) return 'node:internal';
  const src = url.indexOf('/src/');
  if (src >= 0) {
    const parts = url.slice(src + 1).split('/');
    return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
  }
  return url;
}

/** Sums a profile's samples by self time. */
export function summariseProfile(file: string, top = 25): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const place = placeOf(frame.url, frame.functionName);
    total += us;
    places.set(place, (places.get(place) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }));
  return { totalMs: total / 1000, places: rows(places), functions: rows(functions) };
}

/** Prints a summary as two tables. */
export function printProfile(summary: ProfileSummary): void {
  const line = (row: ProfileRow) =>
    `    ${(row.share * 100).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(7)} ms  ${row.name}`;
  console.log(`  CPU profile: ${summary.totalMs.toFixed(0)} ms sampled`);
  console.log('  self time by place:');
  for (const row of summary.places) console.log(line(row));
  console.log('  self time by function:');
  for (const row of summary.functions) console.log(line(row));
}
