/**
 * The latency budget's verdict (issue 4: p99 time to first byte at half saturation ≤ 5 × a single
 * render), decision 041.
 *
 * An attempt is a few rounds (a single render, the saturation rate, then an open loop at half of
 * it); its p99 is that of all its rounds' first-byte times together. The budget is judged on the
 * best attempt's p99 over the median single render of every round of every attempt: noise on a
 * shared host only lengthens a tail (a stalled VM or load generator never answers a request
 * sooner), so the lowest p99 of several attempts is the closest to the shop's own, and a shop whose
 * own tail is above the budget misses in every attempt. The single render is not chosen per
 * attempt (noise in it moves the ratio either way), but taken over all rounds. Every run ends in a
 * verdict: no attempt within budget fails.
 */
import { median, quantile } from './load.mjs';

export const BUDGET = 5;

/**
 * The verdict over attempts, each a list of rounds (`{ single, ttfb: number[] }`: the median
 * single render and every first-byte time of the open loop, in ms). Answers the single render,
 * every attempt's figure (`{ p99, requests, ratio }`), the best one and its number, and whether
 * it is within `budget`.
 */
export function verdict(attempts, budget = BUDGET) {
  const rounds = attempts.flat();
  if (attempts.length === 0 || attempts.some((a) => a.length === 0))
    throw new Error('every attempt needs a round');
  const single = median(rounds.map((r) => r.single));
  const figures = attempts.map((a) => {
    const pooled = a.flatMap((r) => r.ttfb);
    const p99 = quantile(pooled, 0.99);
    return { p99, requests: pooled.length, ratio: p99 / single };
  });
  const best = figures.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  return { single, figures, best, attempt: figures.indexOf(best) + 1, pass: best.ratio <= budget };
}
