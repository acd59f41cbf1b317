/**
 * How much of the machine went to work other than the bench's own during a measurement (decision
 * 112), from /proc: the CPU time every core spent busy (/proc/stat) less that of the bench's process
 * tree (this process and its descendants, with the children they have reaped), and the time the
 * hypervisor kept the cores from running (steal). Answered in cores: 1 is a whole core taken for the
 * whole measurement. Lighthouse's benchmarkIndex does not see such work: its probe is one thread,
 * and on two cores another process leaves it the other core while it takes CPU from the browser's
 * other threads and the shop.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Busy and steal ticks of all cores together, from the first line of /proc/stat's text. */
export function parseCpuLine(statText) {
  const line = statText.split('\n', 1)[0];
  const [label, ...values] = line.trim().split(/\s+/);
  if (label !== 'cpu') throw new Error('not a /proc/stat text');
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return { busy: user + nice + system + irq + softirq, steal: steal || 0 };
}

/**
 * One /proc/<pid>/stat text's parent and CPU ticks: `own` (its user and system time) and `ticks`
 * (with those of the children it has waited for).
 */
export function parseProcessStat(statText) {
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
  const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
  return { ppid, own: utime + stime, ticks: utime + stime + cutime + cstime };
}

/** The ticks of `root` and its descendants, from `{ pid: { ppid, ticks } }`. */
export function treeTicks(processes, root) {
  const children = new Map();
  for (const [pid, { ppid }] of Object.entries(processes)) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(pid));
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop();
    total += processes[pid]?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The machine's and this tree's ticks now. */
export function hostSnapshot(root = process.pid) {
  const processes = {};
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes[name] = parseProcessStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
    } catch {
      // Gone since the listing.
    }
  }
  return {
    at: performance.now(),
    ...parseCpuLine(readFileSync('/proc/stat', 'utf8')),
    ours: treeTicks(processes, root),
  };
}

/**
 * Other work between two snapshots, in cores: `others` (busy time not the tree's) and `steal`.
 * `ticksPerSecond` is the kernel's USER_HZ (100 on Linux).
 */
export function otherWork(before, after, ticksPerSecond = 100) {
  const elapsedTicks = ((after.at - before.at) / 1000) * ticksPerSecond;
  if (elapsedTicks <= 0) return { others: 0, steal: 0 };
  const others = Math.max(0, after.busy - before.busy - (after.ours - before.ours));
  const round = (x) => Math.round(x * 100) / 100;
  return { others: round(others / elapsedTicks), steal: round((after.steal - before.steal) / elapsedTicks) };
}
