/**
 * CPU time of this process's child process trees, from /proc (Linux). On a shared two-core machine the wall time
 * of a page load moves by ±20 % from run to run; the CPU time the browser spends on it moves far less, so the
 * render benchmark prints both. Without /proc the figures are null.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system time, ms */
  cpuMs: number;
}

function readStats(): ProcStat[] | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // The process ended while being read.
    }
  }
  return stats;
}

/** CPU ms of the trees under `roots` (each root's own time included). */
function treeCpu(stats: readonly ProcStat[], roots: readonly number[], exclude: ReadonlySet<number>): number {
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  let total = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    if (exclude.has(pid)) continue;
    total += byPid.get(pid)?.cpuMs ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU ms so far of the browser (every child tree of this process but the server's) and of the server. */
export function childCpu(serverPid: number): { browser: number; server: number } | null {
  const stats = readStats();
  if (!stats) return null;
  const own = stats.filter((s) => s.ppid === process.pid).map((s) => s.pid);
  return {
    browser: treeCpu(stats, own, new Set([serverPid])),
    server: treeCpu(stats, [serverPid], new Set()),
  };
}
