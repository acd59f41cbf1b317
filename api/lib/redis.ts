/**
 * One Redis connection as the API and the storefront use it (REDIS_URL; decisions 013, 026 and
 * 043): the shared rate limits, the chat's bus and the storefront's page store
 * (server/render/redis-page-store.ts) each open their own. Redis is never a single point of
 * failure, so a connection here
 *  - fails a command at once while it is disconnected (no offline queue to pile up behind a
 *    reconnect) and reconnects by itself with a growing pause (at most 3 s);
 *  - never ends the process with an unhandled 'error' event: errors go to `onError`, which callers
 *    throttle (lib/throttled-warning.ts);
 *  - resolves `ready` once its first attempt has ended, connected or not, so a start never waits
 *    for a Redis that is down.
 * The API never imports the storefront: this module lives here and the storefront imports it.
 */
import { createClient } from '@redis/client';

export const REDIS_CONNECT_TIMEOUT_MS = 2000;

const newClient = (url: string, name?: string) =>
  createClient({
    url,
    name,
    // Commands fail at once while disconnected instead of queueing behind a reconnect.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 3000),
    },
  });

type RedisClient = ReturnType<typeof newClient>;

interface RedisConnection {
  readonly client: RedisClient;
  /** Resolves once the first connection attempt has ended (connected or not). */
  readonly ready: Promise<void>;
  readonly connected: boolean;
  /** Ends the connection (at most a second for a clean QUIT) and stops reconnecting. */
  close(): Promise<void>;
}

export function openRedis({
  url,
  onError,
  name,
}: {
  url: string;
  onError: (err: unknown) => void;
  /** CLIENT SETNAME: tells the connections apart in `CLIENT LIST` */
  name?: string;
}): RedisConnection {
  const client = newClient(url, name);
  // Without a listener an 'error' event would end the process; reconnecting is the client's job.
  client.on('error', (err: unknown) => onError(err));
  // connect() only settles once connected (it keeps retrying): `ready` is the first attempt's end.
  const ready = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
    setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS + 500).unref(); // a handshake that never ends
  });
  client.connect().catch((err: unknown) => onError(err));
  return {
    client,
    ready,
    get connected() {
      return client.isReady;
    },
    async close() {
      if (client.isReady) {
        // close() waits for pending replies: a server that stopped answering gets one second.
        const timer = setTimeout(() => client.destroy(), 1000);
        await client.close().catch(() => client.destroy());
        clearTimeout(timer);
      } else if (client.isOpen) {
        client.destroy(); // still reconnecting: stop it
      }
    },
  };
}

/**
 * The command's answer, or a rejection after `ms`: the client's own `timeout` only covers the wait
 * to be sent, not the wait for the reply (a late reply is dropped).
 */
export function withDeadline<T>(command: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  command.catch(() => undefined); // a late failure has nobody left to hear it
  return Promise.race([command, deadline]).finally(() => clearTimeout(timer));
}
