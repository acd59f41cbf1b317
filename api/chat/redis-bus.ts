/**
 * The chat's bus over Redis pub/sub (decision 043): the API with REDIS_URL (which already shares
 * the rate limits and, for the storefronts, the page cache). Two connections of its own: one that
 * PUBLISHes, and one in subscriber mode (which can do nothing else) on one channel.
 *
 * - Publishing while Redis is down or slow (a deadline per command) drops the message for the other
 *   instances, logged at most once a minute; this instance's streams have it already.
 * - The subscriber reconnects by itself (lib/redis.ts) and the client subscribes again; once it
 *   listens after an outage it tells the hub of the gap.
 * - Pub/sub ignores Redis' database numbers: the channel name keeps shops (and test runs) apart.
 */
import { openRedis, REDIS_CONNECT_TIMEOUT_MS, withDeadline } from '../lib/redis.ts';
import { throttledWarning } from '../lib/throttled-warning.ts';
import {
  BUS_MESSAGE_MAX_BYTES,
  type BusHandlers,
  type BusWarn,
  type ChatBus,
  decodeBusMessage,
  encodeBusMessage,
  newOrigin,
} from './bus.ts';

interface RedisChatBusOptions {
  url: string;
  /** default `shop:chat:events` */
  channel?: string;
  warn?: BusWarn;
  /** longest a PUBLISH may take (ms) */
  timeoutMs?: number;
  /** CLIENT SETNAME of its connections (`<name>-pub`, `<name>-sub`) */
  name?: string;
}

export function createRedisChatBus({
  url,
  channel = 'shop:chat:events',
  warn,
  timeoutMs = 500,
  name = 'koffie-api-chat',
}: RedisChatBusOptions): ChatBus {
  const origin = newOrigin();
  const warnOnce = throttledWarning(warn);
  let handlers: BusHandlers | undefined;
  let closed = false;
  let subscribed = false;
  let subscribing = false;
  /** down since it last listened: the next subscription reports a gap */
  let lost = false;
  const unavailable = (err: unknown) => warnOnce('chat_bus_unavailable', err, { bus: 'redis' });

  const publisher = openRedis({ url, name: `${name}-pub`, onError: unavailable });
  const subscriber = openRedis({
    url,
    name: `${name}-sub`,
    onError: (err) => {
      lost = true;
      unavailable(err);
    },
  });
  const { client } = subscriber;

  const onMessage = (raw: string) => {
    const decoded = decodeBusMessage(raw);
    if (!decoded) {
      warnOnce('chat_bus_bad_message', undefined, { bus: 'redis', bytes: raw.length });
      return;
    }
    if (decoded.origin !== origin) handlers?.message(decoded.message);
  };

  const recovered = () => {
    if (!lost) return;
    lost = false;
    handlers?.gap();
  };

  let firstListen = () => {};
  const listening = new Promise<void>((resolve) => {
    firstListen = resolve;
  });
  const listen = () => {
    if (closed || subscribed || subscribing || !client.isReady) return;
    subscribing = true;
    client.subscribe(channel, onMessage).then(
      () => {
        subscribing = false;
        subscribed = true;
        firstListen();
        recovered();
      },
      (err: unknown) => {
        subscribing = false;
        lost = true;
        unavailable(err);
        firstListen();
      },
    );
  };
  // The client subscribes again by itself after a reconnect, before it is ready.
  client.on('ready', () => (subscribed ? recovered() : listen()));
  client.on('end', () => {
    lost = true;
  });
  client.on('reconnecting', () => {
    lost = true;
  });

  const ready = (async () => {
    await Promise.all([publisher.ready, subscriber.ready]);
    listen();
    if (client.isReady)
      await Promise.race([listening, new Promise((r) => setTimeout(r, REDIS_CONNECT_TIMEOUT_MS).unref())]);
  })();

  let seq = 0;
  return {
    kind: 'redis',
    publish(message) {
      if (closed) return;
      if (!publisher.connected) {
        warnOnce('chat_bus_unavailable', new Error('not connected'), { bus: 'redis' });
        return;
      }
      const payload = encodeBusMessage(origin, ++seq, message, BUS_MESSAGE_MAX_BYTES);
      withDeadline(publisher.client.publish(channel, payload), timeoutMs).catch((err: unknown) =>
        warnOnce('chat_bus_publish_failed', err, { bus: 'redis' }),
      );
    },
    start(h) {
      handlers = h;
    },
    get connected() {
      return subscribed && client.isReady;
    },
    ready,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([publisher.close(), subscriber.close()]);
    },
  };
}
