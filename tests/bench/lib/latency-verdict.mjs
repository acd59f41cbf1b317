/**
 * The latency budget's verdict (issue 4: p99 time to first byte at half saturation ≤ 5 × a single
 * render), decisions 041 and 047.
 *
 * An attempt is a few rounds (a single render, the saturation rate, an open loop at half of it,
 * then the same open loop against a static page of the same size on the same core: the floor);
 * its p99 is that of all its rounds' first-byte times together, and so is its floor's. The shop's
 * own tail is its p99 less the floor's (decision 047): what the load generator, the kernel and the
 * VM add to every request is not the shop's, and on a fast host it alone reads 1-4 renders. The
 * budget is judged on the best attempt's own tail over the median single render of every round of
 * every attempt: noise on a shared host only lengthens a tail, so the lowest of several attempts is
 * the closest to the shop's own, and a shop whose own tail is above the budget misses in every
 * attempt. The single render is not chosen per attempt (noise in it moves the ratio either way),
 * but taken over all rounds. Every run ends in a verdict: no attempt within budget fails.
 */
import { median, quantile } from './load.mjs';

export const BUDGET = 5;

/**
 * The verdict over attempts, each a list of rounds (`{ single, ttfb: number[], floor?: number[] }`:
 * the median single render, every first-byte time of the open loop and of its floor, in ms).
 * Answers the single render, every attempt's figure (`{ p99, floorP99, requests, ratio, rawRatio }`,
 * `ratio` being the own tail's), the best one and its number, and whether it is within `budget`.
 */
export function verdict(attempts, budget = BUDGET) {
  const rounds = attempts.flat();
  if (attempts.length === 0 || attempts.some((a) => a.length === 0))
    throw new Error('every attempt needs a round');
  const single = median(rounds.map((r) => r.single));
  const figures = attempts.map((a) => {
    const pooled = a.flatMap((r) => r.ttfb);
    const floor = a.flatMap((r) => r.floor ?? []);
    const p99 = quantile(pooled, 0.99);
    const floorP99 = floor.length ? quantile(floor, 0.99) : 0;
    return {
      p99,
      floorP99,
      requests: pooled.length,
      ratio: Math.max(0, p99 - floorP99) / single,
      rawRatio: p99 / single,
    };
  });
  const best = figures.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return { single, figures, best, attempt: figures.indexOf(best) + 1, pass: best.ratio <= budget };
}
