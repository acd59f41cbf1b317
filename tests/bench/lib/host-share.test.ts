import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { hostSnapshot, otherWork, parseCpuLine, parseProcessStat, treeTicks } from './host-share.mjs';

describe("the machine's other work during a measurement (decision 112)", () => {
  it("reads busy and steal ticks from /proc/stat's first line (proc(5))", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const text = 'cpu  4325 10 2429 14996 357 3 88 42 0 0\ncpu0 2000 5 1200 7500 150 1 40 20 0 0\n';
    expect(parseCpuLine(text)).toEqual({ busy: 4325 + 10 + 2429 + 3 + 88, steal: 42 });
    expect(() => parseCpuLine('intr 1 2 3')).toThrow(/not a \/proc\/stat/);
  });

  it('reads parent and CPU ticks from /proc/<pid>/stat, a name with spaces and parentheses included', () => {
    // pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const text = '4242 (Web Content (x) y) S 17 4242 17 0 -1 4194560 900 0 0 0 120 30 7 3 20 0 12 0';
    expect(parseProcessStat(text)).toEqual({ ppid: 17, own: 120 + 30, ticks: 120 + 30 + 7 + 3 });
  });

  it("sums a tree's ticks: the root and every descendant, nothing beside it", () => {
    const processes = {
      1: { ppid: 0, ticks: 1000 },
      10: { ppid: 1, ticks: 50 }, // the bench
      11: { ppid: 10, ticks: 20 }, // its shop
      12: { ppid: 10, ticks: 30 }, // its browser
      13: { ppid: 12, ticks: 5 }, // a renderer
      20: { ppid: 1, ticks: 400 }, // another program
    };
    expect(treeTicks(processes, 10)).toBe(105);
    expect(treeTicks(processes, 20)).toBe(400);
  });

  it('answers the busy time not the tree’s, and steal, in cores', () => {
    const before = { at: 0, busy: 1000, steal: 10, ours: 300 };
    // 2 s at 100 ticks a second: 200 ticks of one core. The machine was busy 330 ticks, the tree 250.
    const after = { at: 2000, busy: 1330, steal: 30, ours: 550 };
    expect(otherWork(before, after)).toEqual({ others: 0.4, steal: 0.1 });
    // The tree reaped a child whose time it already counted: never below nothing.
    expect(otherWork(before, { ...after, busy: 1100 }).others).toBe(0);
  });

  it("counts a spinning process as the tree's when it is in it, as other work when it is not", async () => {
    const { spawn } = await import('node:child_process');
    const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
    try {
      const asTree = hostSnapshot(spinner.pid);
      const asNobody = hostSnapshot(-1);
      await new Promise((r) => setTimeout(r, 1000));
      const spun = hostSnapshot(spinner.pid).ours - asTree.ours;
      expect(spun).toBeGreaterThan(0);
      // Seen from a tree without it (here: no process at all), its time is part of the others.
      const seen = hostSnapshot(-1);
      expect(seen.ours).toBe(0);
      expect(seen.busy - asNobody.busy).toBeGreaterThanOrEqual(spun);
      expect(otherWork(asNobody, seen).others).toBeGreaterThan(0);
    } finally {
      spinner.kill('SIGKILL');
    }
  });
});
