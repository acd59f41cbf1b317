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

/** describe, or a describe.skip whose name says what is missing (and a loud line in the output). */
export async function describeIfReachable(
  what: 'PostgreSQL' | 'Redis',
  url: string,
  describe: { (name: string, fn: () => void): void; skip(name: string, fn: () => void): void },
): Promise<(name: string, fn: () => void) => void> {
  if (await reachable(url, what === 'Redis' ? 6379 : 5432)) return describe;
  console.warn(`\n!!! ${what} is not reachable at ${url}: its tests are SKIPPED (CI runs them).\n`);
  return (name, fn) => describe.skip(`${name} (skipped: no ${what} at ${url})`, fn);
}
