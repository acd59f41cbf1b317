/**
 * Load for the SSR benchmarks: closed-loop saturation with autocannon (requests/s and the server's
 * CPU per request), an open-loop constant arrival rate with first-byte times, and statistics.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMs } from './processes.mjs';
import { rawHttp } from './raw-http.mjs';

export const median = (xs) => {
  const s = xs.toSorted((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const quantile = (xs, q) => {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};
export const range = (xs) => [Math.min(...xs), Math.max(...xs)];

/**
 * Saturates `url` for `seconds` with `connections` keep-alive connections after `warmupSeconds`
 * of the same load, and reads the server process's CPU time around the measured part.
 */
export async function saturate({ url, pid, seconds, warmupSeconds = 1, connections = 8, headers = {} }) {
  const run = (duration) => autocannon({ url, connections, duration, headers, pipelining: 1, timeout: 20 });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const cpuBefore = cpuMs(pid);
  const result = await run(seconds);
  const cpu = cpuMs(pid) - cpuBefore;
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(`${url}: ${bad} failed requests (${result.non2xx} non-2xx, ${result.errors} errors)`);
  if (ok === 0) throw new Error(`${url}: no successful requests`);
  return {
    rps: ok / (result.duration || seconds),
    cpuPerRequestMs: cpu / ok,
    /** Share of one core the server used: close to 1 when it was the bottleneck. */
    coreUse: cpu / 1000 / (result.duration || seconds),
    bytes: result.throughput.total / ok,
  };
}

/**
 * `n` requests one after another on one keep-alive connection of the open loop's client, after
 * `warm` unmeasured ones: each full response time in ms (the latency bench's single render).
 */
export async function sequentialTimes(url, n, { warm = 10, headers = {} } = {}) {
  const client = rawHttp(url, { headers, maxSockets: 1 });
  try {
    const times = [];
    for (let i = 0; i < warm + n; i++) {
      const started = performance.now();
      const { status, done } = await client.get(url);
      if (status !== 200) throw new Error(`${url} → ${status}`);
      if (i >= warm) times.push(done - started);
    }
    return times;
  } finally {
    client.close();
  }
}

/**
 * Resolves at `due` (a performance.now() time), never before: a timer for all but the last
 * millisecond (timers fire up to a millisecond late), then turns of the event loop, which keep
 * reading responses while they wait. Sending early would flatter every latency measured from `due`.
 */
async function until(due) {
  const wait = due - performance.now();
  if (wait >= 2) await new Promise((resolve) => setTimeout(resolve, wait - 1));
  while (performance.now() < due) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Constant arrival rate (open loop): a request is due every 1/rate s whatever the server does, and
 * each time is measured from when the request was due, so queueing anywhere counts (no coordinated
 * omission). autocannon's `overallRate` does the same for whole responses but cannot time the first
 * byte of a streamed page, which is what this measures. Nor is its rate constant: each connection
 * sends back to back until it has used its share of the second, then waits for the next second,
 * so 70 % of saturation arrives as 0.7 s of saturation and 0.3 s of nothing. `urls` (instead of
 * `url`) are requested in turn.
 *
 * Answers `{ results, errors, achievedRate, startedAt }`, each result `{ due, ttfb, total }` with
 * `due` in ms from the loop's start.
 */
export async function openLoop({ url, urls = [url], rate, seconds, headers = {}, maxSockets = 64 }) {
  // The lean client (lib/raw-http.mjs): node:http's own garbage and timer hops showed up as
  // milliseconds of the server's latency. All `urls` are on one origin.
  const client = rawHttp(urls[0], { headers, maxSockets });
  await client.preconnect(Math.min(8, maxSockets));
  const total = Math.round(rate * seconds);
  const results = [];
  const errors = [];
  const start = performance.now() + 20;
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    await until(due);
    inflight.push(
      client.get(urls[i % urls.length]).then(
        ({ status, first, done }) => {
          if (status !== 200) errors.push(status);
          else results.push({ due: due - start, ttfb: first - due, total: done - due });
        },
        (e) => void errors.push(e.message),
      ),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  client.close();
  return {
    results,
    errors,
    achievedRate: results.length / elapsed,
    /** When the loop started (epoch ms), to line results up with a server's own log. */
    startedAt: performance.timeOrigin + start,
  };
}

/**
 * `openLoop` in a fresh child process (lib/open-loop-child.mjs), which inherits this process's CPU
 * affinity: a long-lived bench process has a large heap, and its own mark-compacts would be
 * counted as the server's latency (they gave a static page a p99 of 9 ms against 2-3 ms from a fresh process).
 * Answers `{ due, ttfb, total, errors, achievedRate, startedAt }`: the results as columns (arrays
 * in completion order).
 */
export function openLoopInChild(options) {
  const child = fileURLToPath(new URL('./open-loop-child.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [child, JSON.stringify(options)],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`open loop failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}
