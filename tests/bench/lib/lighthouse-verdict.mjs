/**
 * The Lighthouse budgets' verdict on one page's runs (decisions 033, 079 and 112).
 *
 * Lighthouse's simulated throttling multiplies the time each main-thread task took on the host, so
 * a run tells about the page only if the host ran at its usual speed throughout. Lighthouse measures
 * the host (its benchmarkIndex) once, before the page loads; the bench measures it again the same
 * way right after (`indexAfter`). A run is steady when both readings are at least `judgedFromIndex`
 * (the host the preset's 4x stands for, decision 079): a host that slowed down during the run reads
 * low at one end or the other, unless the slow spell fell wholly inside it.
 *
 * Performance, TBT and LCP are judged on the fastest steady run: the highest score, then the lowest
 * TBT (033: a shared host's noise only lengthens tasks, never shortens them), and LCP on the
 * shortest steady run. The fastest of a sample estimates the page's own cost only if the sample
 * has a few runs: with fewer than `minSteady` steady runs there is nothing to judge on
 * (`judged: false`; on 2026-12-06 the one steady run of nine in a slow spell read TBT 630 ms, where
 * the same build read 93-130 ms in five steady runs minutes before); the misses are still named,
 * from the fastest of the steady runs, or of all runs if none was. Nor is there when the steady
 * runs' TBT spreads by more than `maxTbtSpread`: the host's noise is then larger than any margin.
 */

/** A run's lower reading of the host: before it (Lighthouse's own) and after it (the bench's). */
export const hostIndexOf = (run) => Math.min(run.benchmarkIndex, run.indexAfter ?? run.benchmarkIndex);

/** Other work a steady run may share the machine with: a fifth of a core (decision 112). */
export const MAX_OTHER_CORES = 0.2;
/** Steady runs a verdict needs (decision 112). */
export const MIN_STEADY = 3;
/**
 * The most the steady runs' TBT may spread (slowest over fastest, each counted from 50 ms, the
 * threshold below which a task blocks nothing) for a verdict (decision 112): a measurement whose
 * repeats differ by more than 2x has no margin to judge a 200 ms budget with.
 */
export const MAX_TBT_SPREAD = 2;

/**
 * `runs`: `{ performance, tbtMs, lcpMs, benchmarkIndex, indexAfter?, otherCores? }` per run. Answers the runs it
 * judged on (`steady`), the fastest run's figures (`enforced`), the budgets they miss (`misses`,
 * sentences) and whether those are judged.
 */
export function judgeRuns(
  runs,
  {
    budgets,
    judgedFromIndex,
    maxOtherCores = MAX_OTHER_CORES,
    minSteady = MIN_STEADY,
    maxTbtSpread = MAX_TBT_SPREAD,
  },
) {
  if (runs.length === 0) throw new Error('a verdict needs at least one run');
  const steady = runs.filter(
    (r) => hostIndexOf(r) >= judgedFromIndex && (r.otherCores ?? 0) <= maxOtherCores,
  );
  const pool = steady.length ? steady : runs;
  const topScore = Math.max(...pool.map((r) => r.performance));
  const best = pool.filter((r) => r.performance === topScore).toSorted((a, b) => a.tbtMs - b.tbtMs)[0];
  const enforced = {
    performance: best.performance,
    tbtMs: best.tbtMs,
    lcpMs: Math.min(...pool.map((r) => r.lcpMs)),
  };
  const of = `in the fastest of ${pool.length} ${steady.length ? 'steady ' : ''}runs`;
  const misses = [];
  if (enforced.performance < budgets.performance)
    misses.push(`performance ${enforced.performance} < ${budgets.performance} ${of}`);
  if (enforced.lcpMs > budgets.lcpMs) misses.push(`LCP ${enforced.lcpMs} ms > ${budgets.lcpMs} ms ${of}`);
  if (enforced.tbtMs > budgets.tbtMs) misses.push(`TBT ${enforced.tbtMs} ms > ${budgets.tbtMs} ms ${of}`);
  const blocking = steady.map((r) => Math.max(50, r.tbtMs));
  const spread = steady.length ? Math.round((Math.max(...blocking) / Math.min(...blocking)) * 10) / 10 : null;
  const judged = steady.length >= minSteady && spread <= maxTbtSpread;
  return { steady: steady.length, spread, enforced, misses, judged };
}
