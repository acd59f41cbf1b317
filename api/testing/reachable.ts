/**
 * Test support: whether a server (the local PostgreSQL or Redis) answers a TCP connect within half
 * a second, so that suites needing one skip loudly where it does not run.
 */
import net from 'node:net';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The PostgreSQL server the bus tests LISTEN on (any database of it will do). */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://127.0.0.1:5432/test';

export function reachable(url: string, defaultPort: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

type Server = 'PostgreSQL' | 'Redis';
const probes = new Map<string, Promise<boolean>>();

/**
 * Whether the server answers, asked once per test file; where it does not, one loud line says that
 * its tests are skipped.
 */
export function isReachable(what: Server, url: string): Promise<boolean> {
  let probe = probes.get(url);
  if (!probe) {
    probe = reachable(url, what === 'Redis' ? 6379 : 5432).then((up) => {
      if (!up)
        console.warn(`\n!!! ${what} is not reachable at ${url}: its tests are SKIPPED (CI runs them).\n`);
      return up;
    });
    probes.set(url, probe);
  }
  return probe;
}

/** describe, or a describe.skip whose name says what is missing (and a loud line in the output). */
export async function describeIfReachable(
  what: Server,
  url: string,
  describe: { (name: string, fn: () => void): void; skip(name: string, fn: () => void): void },
): Promise<(name: string, fn: () => void) => void> {
  if (await isReachable(what, url)) return describe;
  return (name, fn) => describe.skip(`${name} (skipped: no ${what} at ${url})`, fn);
}

/** A Redis URL on which nothing listens (a port just freed): a Redis that cannot be reached. */
export async function unreachableRedisUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}
