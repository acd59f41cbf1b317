/**
 * Load for the drain tests (storefront and API): visitors asking pages back to back, each request's
 * outcome kept with when it started and when it had been written on its socket, so a test can ask
 * "of the requests written before the signal, which failed?". No durations are asserted with them.
 */
import http from 'node:http';

export interface Outcome {
  /** When the request was made. */
  startedAt: number;
  /** When the request had been written on its socket (undefined: it never was). */
  writtenAt?: number;
  endedAt: number;
  /** A whole answer came, and `whole` (the test's idea of a complete one) says yes. */
  ok: boolean;
  detail: string;
}

export interface GetOptions {
  /** A visitor's keep-alive agent, or false: a new connection for this request. */
  agent?: http.Agent | false;
  headers?: http.OutgoingHttpHeaders;
  /** Whether the answer is a complete one (its status, its body). */
  whole: (status: number, body: string) => boolean;
}

/** One GET; its outcome, never a rejection (a reset, an answer cut short: ok false, and why). */
export function timedGet(url: string, { agent = false, headers, whole }: GetOptions): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let writtenAt: number | undefined;
    const done = (ok: boolean, detail: string) =>
      resolve({ startedAt, writtenAt, endedAt: performance.now(), ok, detail });
    const req = http.get(url, { agent, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () =>
        done(
          whole(res.statusCode ?? 0, body),
          `${res.statusCode} ${body.length} B${res.headers.connection === 'close' ? ' (close)' : ''}`,
        ),
      );
      res.on('error', (e) => done(false, `response ${e.message}`));
      res.on('close', () => {
        if (!res.complete) done(false, 'response cut short');
      });
    });
    req.on('finish', () => {
      writtenAt = performance.now();
    });
    req.on('error', (e) =>
      done(
        false,
        `request ${(e as NodeJS.ErrnoException).code ?? e.message} on a ${req.reusedSocket ? 'reused' : 'new'} connection`,
      ),
    );
  });
}

/** Asks each of `urls` once, one after another (warming what a first request makes cold); throws on a failed one. */
export async function askEachOnce(urls: string[], get: Omit<GetOptions, 'agent'>): Promise<void> {
  for (const url of urls) {
    const outcome = await timedGet(url, get);
    if (!outcome.ok) throw new Error(`${url}: ${outcome.detail}`);
  }
}

export interface Visitors {
  /** Every outcome so far, in the order they ended. */
  outcomes: Outcome[];
  /** Lets each visitor finish the request it is on; resolves when all have. */
  stop(): Promise<void>;
}

/**
 * `count` visitors asking `urls` in turn (visitor n starts at the n-th), back to back until
 * stopped; the first `keepAlive` of them each on one keep-alive connection (as a browser or a
 * balancer's pool keeps them), the others on a new connection per request. After a failure a
 * visitor waits `pauseAfterFailureMs` before asking again.
 */
export function startVisitors(
  urls: string[],
  {
    count,
    keepAlive = 0,
    pauseAfterFailureMs,
    ...get
  }: Omit<GetOptions, 'agent'> & { count: number; keepAlive?: number; pauseAfterFailureMs: number },
): Visitors {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const visitor = async (n: number) => {
    const agent = n < keepAlive && new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = n; !stopped; i++) {
      const outcome = await timedGet(urls[i % urls.length]!, { ...get, agent });
      outcomes.push(outcome);
      if (!outcome.ok && !stopped) await new Promise((r) => setTimeout(r, pauseAfterFailureMs));
    }
    if (agent) agent.destroy();
  };
  const running = Array.from({ length: count }, (_, n) => visitor(n));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** Resolves once `condition` holds, looking every 50 ms (the test's own timeout bounds it). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 50));
}

/** The requests written on their socket at least `marginMs` before `signalAt`. */
export function writtenBefore(outcomes: Outcome[], signalAt: number, marginMs: number): Outcome[] {
  return outcomes.filter((o) => o.writtenAt !== undefined && o.writtenAt <= signalAt - marginMs);
}

/** The failed ones among `outcomes`, each said with its times from the signal. */
export function failures(outcomes: Outcome[], signalAt: number): string[] {
  const from = (t: number | undefined) => (t === undefined ? 'never' : `${Math.round(t - signalAt)} ms`);
  return outcomes
    .filter((o) => !o.ok)
    .map(
      (o) =>
        `${o.detail} (started ${from(o.startedAt)}, written ${from(o.writtenAt)}, ended ${from(o.endedAt)} from the signal)`,
    );
}
