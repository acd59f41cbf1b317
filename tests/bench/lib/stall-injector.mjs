/**
 * Diagnostic, the latency bench's own check (decision 041): preloaded into the storefront, it
 * blocks the event loop for STALL_MS (10) every STALL_EVERY_MS (250) ms, a regression the latency
 * budget must catch in every attempt however quiet the host:
 *
 *   BENCH_NODE_FLAGS=--import=./tests/bench/lib/stall-injector.mjs node tests/bench/latency.bench.mjs --ci
 */
const ms = Number(process.env.STALL_MS ?? 10);
const every = Number(process.env.STALL_EVERY_MS ?? 250);
setInterval(() => {
  const end = performance.now() + ms;
  while (performance.now() < end);
}, every).unref();
