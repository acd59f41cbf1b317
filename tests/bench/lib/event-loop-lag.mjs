/**
 * Preloaded into a server by stall-probe.mjs (`--import`): writes a line to stderr whenever the event
 * loop came back more than 60 ms late, with the process's own clock, to tell a stalled server from a
 * stalled load generator.
 */
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > 60)
    process.stderr.write(`LAG ${(now - last).toFixed(0)} ms ending at ${now.toFixed(0)} ms\n`);
  last = now;
}, 10).unref();
