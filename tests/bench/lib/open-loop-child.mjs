/**
 * Runs one open loop (lib/load.mjs `openLoop`) in a fresh process and prints its result as JSON:
 * the load generator's own garbage collections then depend on this loop alone, not on everything
 * the bench process has done before it (autocannon runs, earlier results). Started by
 * `openLoopInChild`; the argument is the options object as JSON.
 */
import { openLoop } from './load.mjs';

const options = JSON.parse(process.argv[2]);
const { results, errors, achievedRate, startedAt } = await openLoop(options);
/** Columns instead of objects: a round is tens of thousands of numbers. */
const columns = (rows) => ({
  due: rows.map((r) => r.due),
  ttfb: rows.map((r) => r.ttfb),
  total: rows.map((r) => r.total),
});
process.stdout.write(
  JSON.stringify({
    ...columns(results),
    errors,
    achievedRate,
    startedAt,
  }),
);
