import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { hostIndexOf, judgeRuns } from './lighthouse-verdict.mjs';

const budgets = { performance: 95, tbtMs: 200, lcpMs: 2000 };
const judge = (runs: object[], minSteady = 1) =>
  judgeRuns(runs, { budgets, judgedFromIndex: 1500, minSteady });
/** A run with the host read at `before` (Lighthouse) and `after` (the bench). */
const run = (performance: number, tbtMs: number, before: number, after?: number, lcpMs = 1200) => ({
  performance,
  tbtMs,
  lcpMs,
  benchmarkIndex: before,
  ...(after === undefined ? {} : { indexAfter: after }),
});

describe('the Lighthouse verdict (decisions 033, 079, 112)', () => {
  it("reads a run's host as the lower of its two readings", () => {
    expect(hostIndexOf(run(99, 10, 1800, 1200))).toBe(1200);
    expect(hostIndexOf(run(99, 10, 1300, 1900))).toBe(1300);
    // A run from before the second reading existed counts on Lighthouse's alone.
    expect(hostIndexOf(run(99, 10, 1700))).toBe(1700);
  });

  it('judges the fastest steady run: highest score, then lowest TBT', () => {
    const v = judge([run(96, 150, 1800, 1700), run(97, 180, 1800, 1750), run(97, 120, 1900, 1600)]);
    expect(v).toMatchObject({ steady: 3, judged: true, misses: [] });
    expect(v.enforced).toEqual({ performance: 97, tbtMs: 120, lcpMs: 1200 });
  });

  it('leaves out a run whose host slowed down by its end, however good it looks', () => {
    // The CI run of 76bd392: a run that started on a fast host and read TBT 333 ms; here the
    // fast-looking run ended on a slow host, so the steady ones decide.
    const v = judge([run(99, 40, 1700, 1100), run(93, 333, 1600, 1550), run(92, 360, 1650, 1580)]);
    expect(v.steady).toBe(2);
    expect(v.enforced.tbtMs).toBe(333);
    expect(v.judged).toBe(true);
    expect(v.misses).toEqual([
      'performance 93 < 95 in the fastest of 2 steady runs',
      'TBT 333 ms > 200 ms in the fastest of 2 steady runs',
    ]);
  });

  it('leaves out a run that shared the machine with other work', () => {
    // One core busy with another process: the one-thread probe still reads the host as fast.
    const busy = { ...run(92, 330, 2000, 1990), otherCores: 1 };
    const quiet = { ...run(97, 150, 1900, 1950), otherCores: 0.05 };
    const v = judge([busy, quiet]);
    expect(v.steady).toBe(1);
    expect(v.enforced.tbtMs).toBe(150);
    expect(judge([busy]).judged).toBe(false);
    expect(judgeRuns([busy], { budgets, judgedFromIndex: 1500, maxOtherCores: 1, minSteady: 1 }).judged).toBe(
      true,
    );
  });

  it('names the misses of a page with no steady run but does not judge them', () => {
    const v = judge([run(90, 400, 1400, 1600), run(88, 500, 1700, 1200)]);
    expect(v).toMatchObject({ steady: 0, judged: false });
    expect(v.misses).toEqual([
      'performance 90 < 95 in the fastest of 2 runs',
      'TBT 400 ms > 200 ms in the fastest of 2 runs',
    ]);
  });

  it('judges LCP on the shortest steady run, at the budget itself', () => {
    const within = judge([run(97, 100, 1800, 1800, 2100), run(97, 100, 1800, 1800, 2000)]);
    expect(within.misses).toEqual([]);
    const over = judge([run(97, 100, 1800, 1800, 2100), run(99, 50, 1800, 1000, 1500)]);
    expect(over.misses).toEqual(['LCP 2100 ms > 2000 ms in the fastest of 1 steady runs']);
  });

  it('judges only with at least three steady runs by default', () => {
    // A slow spell: one steady run of nine read TBT 630 ms; the fastest of one is no estimate.
    const spell = [
      run(84, 630, 1600, 1608),
      ...Array.from({ length: 8 }, (_, i) => run(85, 430 + i * 30, 1100 + i * 50, 1200)),
    ];
    const one = judgeRuns(spell, { budgets, judgedFromIndex: 1500 });
    expect(one).toMatchObject({ steady: 1, judged: false });
    expect(one.misses).toEqual([
      'performance 84 < 95 in the fastest of 1 steady runs',
      'TBT 630 ms > 200 ms in the fastest of 1 steady runs',
    ]);
    const three = judgeRuns([run(97, 120, 1900, 1900), run(96, 150, 1800, 1850), run(98, 90, 2000, 1950)], {
      budgets,
      judgedFromIndex: 1500,
    });
    expect(three).toMatchObject({ steady: 3, judged: true, misses: [] });
  });

  it('does not judge when the steady runs spread by more than 2x in TBT', () => {
    // The CI rehearsal of ac27189, product page: steady runs from 312 to 738 ms.
    const noisy = [587, 315, 327, 345, 312, 603, 738].map((tbt) => run(92, tbt, 1850, 1800));
    const v = judgeRuns(noisy, { budgets, judgedFromIndex: 1500 });
    expect(v).toMatchObject({ steady: 7, spread: 2.4, judged: false });
    expect(v.misses).toContain('TBT 312 ms > 200 ms in the fastest of 7 steady runs');
    // A page consistently over its budget is judged: the runs agree.
    const slow = [420, 450, 390, 500].map((tbt) => run(90, tbt, 1900, 1900));
    expect(judgeRuns(slow, { budgets, judgedFromIndex: 1500 })).toMatchObject({ spread: 1.3, judged: true });
    // Below 50 ms nothing blocks: 15 and 41 ms agree.
    const quiet = [15, 41, 30].map((tbt) => run(100, tbt, 1900, 1900));
    expect(judgeRuns(quiet, { budgets, judgedFromIndex: 1500 })).toMatchObject({ spread: 1, judged: true });
  });

  it('has nothing to say without a run', () => {
    expect(() => judge([])).toThrow(/at least one run/);
  });
});
