/**
 * The chat's bus over PostgreSQL LISTEN/NOTIFY (decision 043): the API on DATABASE_URL without
 * REDIS_URL. Nothing to run besides the database every instance already shares; a notification
 * goes to the sessions listening in the same database only, so shops on one server stay apart.
 *
 * - Listening takes one dedicated connection (not from the pool, whose clients come and go),
 *   with TCP keep-alive; when it fails or ends, it reconnects with a doubling pause (at most 5 s)
 *   and, once listening again, tells the hub of the gap.
 * - Sending is `select pg_notify(channel, payload)` through the pool, one at a time in publishing
 *   order (a message before the status that follows it), at most `maxQueue` waiting.
 * - A payload must stay under PostgreSQL's 8000 bytes: events are small (a message's text is at
 *   most 2000 characters, about 6 KB as UTF-8 JSON); one that is not becomes a `resync`.
 */
import pg from 'pg';
import { throttledWarning } from '../lib/throttled-warning.ts';
import {
  type BusHandlers,
  type BusWarn,
  type ChatBus,
  decodeBusMessage,
  encodeBusMessage,
  newOrigin,
} from './bus.ts';

/** NOTIFY refuses a payload of 8000 bytes or more. */
const POSTGRES_PAYLOAD_MAX_BYTES = 7900;

interface PostgresChatBusOptions {
  /** the API's pool: notifications go out through it */
  pool: pg.Pool;
  /** the listening connection's settings; default the pool's */
  connection?: pg.ClientConfig;
  /** a lowercase SQL identifier; default `shop_chat` */
  channel?: string;
  warn?: BusWarn;
  /** messages waiting to be sent before new ones are dropped */
  maxQueue?: number;
  /** the listening connection's application_name (pg_stat_activity) */
  name?: string;
  /** first and longest pause before reconnecting the listener (ms) */
  retryMinMs?: number;
  retryMaxMs?: number;
}

export function createPostgresChatBus({
  pool,
  connection = pool.options,
  channel = 'shop_chat',
  warn,
  maxQueue = 1000,
  name = 'koffie-api-chat-listen',
  retryMinMs = 100,
  retryMaxMs = 5000,
}: PostgresChatBusOptions): ChatBus {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const origin = newOrigin();
  const warnOnce = throttledWarning(warn);
  let handlers: BusHandlers | undefined;
  /** the connection listening now */
  let listener: pg.Client | undefined;
  /** the connection being opened or listening (ended by close) */
  let current: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  /** down since it last listened: the next connection reports a gap */
  let lost = false;
  let timer: NodeJS.Timeout | undefined;
  let readyDone = () => {};
  const ready = new Promise<void>((resolve) => {
    readyDone = resolve;
  });

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== channel) return;
    const decoded = decodeBusMessage(n.payload);
    if (!decoded) {
      warnOnce('chat_bus_bad_message', undefined, { bus: 'postgres', bytes: n.payload?.length ?? 0 });
      return;
    }
    if (decoded.origin !== origin) handlers?.message(decoded.message);
  };

  const schedule = () => {
    if (closed || timer) return;
    const ms = Math.min(retryMinMs * 2 ** Math.min(failures++, 10), retryMaxMs);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, ms);
    timer.unref();
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      ...connection,
      application_name: name,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    let gone = false;
    const lose = (err?: unknown) => {
      if (gone) return;
      gone = true;
      if (listener === client) listener = undefined;
      if (current === client) current = undefined;
      client.removeListener('notification', onNotification);
      client.end().catch(() => {});
      if (closed) return;
      lost = true;
      warnOnce('chat_bus_unavailable', err ?? new Error('the listening connection ended'), {
        bus: 'postgres',
      });
      schedule();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      lose(err);
      readyDone();
      return;
    }
    if (gone) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    failures = 0;
    readyDone();
    if (lost) {
      lost = false;
      handlers?.gap();
    }
  }

  let seq = 0;
  const queue: string[] = [];
  let sending: Promise<void> | undefined;
  const drain = async () => {
    for (let payload = queue.shift(); payload !== undefined; payload = queue.shift()) {
      try {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      } catch (err) {
        warnOnce('chat_bus_publish_failed', err, { bus: 'postgres' });
      }
    }
    sending = undefined;
  };

  void connect();

  return {
    kind: 'postgres',
    publish(message) {
      if (closed) return;
      if (queue.length >= maxQueue) {
        warnOnce('chat_bus_queue_full', undefined, { bus: 'postgres', waiting: queue.length });
        return;
      }
      // Sequence numbers keep equal payloads apart (one transaction would fold equal ones into one).
      queue.push(encodeBusMessage(origin, ++seq, message, POSTGRES_PAYLOAD_MAX_BYTES));
      sending ??= drain();
    },
    start(h) {
      handlers = h;
    },
    get connected() {
      return listener !== undefined;
    },
    ready,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      // What was published just before still goes out (for at most a second).
      if (sending) await Promise.race([sending, new Promise((r) => setTimeout(r, 1000).unref())]);
      queue.length = 0;
      const client = current;
      listener = undefined;
      current = undefined;
      await client?.end().catch(() => {});
      readyDone();
    },
  };
}
