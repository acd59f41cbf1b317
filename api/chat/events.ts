/**
 * Live chat events (decisions 024 and 043): who is listening to which conversation on this
 * instance. `GET chat/events` subscribes a server-sent event stream; a new message or a changed
 * unread count is published to every stream of its conversation (the visitor's other tabs too),
 * whichever API instance holds them.
 *
 * The hub is this instance's registry of streams. `publish` and `move` act on its own streams at
 * once and go to its bus (bus.ts): in-process, PostgreSQL LISTEN/NOTIFY or Redis pub/sub, by which
 * every other instance's hub does the same for its streams. A bus that is down costs only the
 * other instances' streams (at most once: the browser resumes with Last-Event-ID when it
 * reconnects); posting never fails for it. When the bus comes back after an outage the hub ends its
 * streams, so that browsers reconnect at once and catch up.
 *
 * Bounded: at most `maxStreams` streams in all and `maxPerConversation` per conversation (a new
 * one beyond that is refused, the browser then polls).
 */
import { throttledWarning } from '../lib/throttled-warning.ts';
import type { BusMessage, ChatBus, ChatEvent } from './bus.ts';

export type { ChatEvent } from './bus.ts';

export interface Subscriber {
  send(event: ChatEvent): void;
  /** ends the stream (shutdown) */
  close(): void;
}

export type SubscribeResult = { ok: true; unsubscribe: () => void } | { ok: false; reason: 'full' | 'busy' };

export interface ChatHub {
  subscribe(conversationId: number, subscriber: Subscriber): SubscribeResult;
  publish(conversationId: number, event: ChatEvent): void;
  /** Moves a conversation's listeners to another (a guest conversation merged into a customer's). */
  move(from: number, to: number): void;
  /** Streams open now. */
  size(): number;
  /** Ends every stream and the bus's connections (the API is shutting down); resolves when they are closed. */
  closeAll(): Promise<void>;
  /** The bus between instances, if any (none: this instance only). */
  readonly bus: ChatBus | undefined;
}

export function createChatHub({
  maxStreams = 1000,
  maxPerConversation = 5,
  bus,
  warn,
}: {
  maxStreams?: number;
  maxPerConversation?: number;
  /** to and from the other API instances; none: this instance only */
  bus?: ChatBus;
  /** a fault of the bus seen here, or its recovery (each kind at most once a minute) */
  warn?: (event: string, fields: Record<string, unknown>) => void;
} = {}): ChatHub {
  const warnOnce = throttledWarning(warn);
  const byConversation = new Map<number, Set<Subscriber>>();
  /** Each subscriber's conversation now (a merge moves it). */
  const conversationOf = new Map<Subscriber, number>();

  const remove = (subscriber: Subscriber) => {
    const conversationId = conversationOf.get(subscriber);
    if (conversationId === undefined) return;
    conversationOf.delete(subscriber);
    const set = byConversation.get(conversationId);
    set?.delete(subscriber);
    if (set?.size === 0) byConversation.delete(conversationId);
  };

  /** Ends the given streams; their browsers reconnect (and resume with Last-Event-ID). */
  const end = (subscribers: Subscriber[]) => {
    for (const s of subscribers) remove(s);
    for (const s of subscribers) {
      try {
        s.close();
      } catch {
        // already gone
      }
    }
  };

  const deliver = (conversationId: number, event: ChatEvent) => {
    const set = byConversation.get(conversationId);
    if (!set) return;
    for (const subscriber of [...set]) {
      try {
        subscriber.send(event);
      } catch {
        end([subscriber]);
      }
    }
  };

  const moveLocal = (from: number, to: number) => {
    const set = byConversation.get(from);
    if (!set || from === to) return;
    byConversation.delete(from);
    const target = byConversation.get(to) ?? new Set<Subscriber>();
    for (const s of set) {
      target.add(s);
      conversationOf.set(s, to);
    }
    byConversation.set(to, target);
  };

  /** The bus's publish: never lets a fault of the bus reach the caller (a post answers 2xx anyway). */
  const toBus = (message: BusMessage) => {
    try {
      bus?.publish(message);
    } catch (err) {
      warnOnce('chat_bus_publish_failed', err);
    }
  };

  bus?.start({
    message(message) {
      try {
        if (message.type === 'event') deliver(message.conversationId, message.event);
        else if (message.type === 'move') moveLocal(message.from, message.to);
        else end([...(byConversation.get(message.conversationId) ?? [])]);
      } catch (err) {
        warnOnce('chat_bus_delivery_failed', err);
      }
    },
    gap() {
      // Messages may have been lost while the bus was away: every browser reconnects and catches up.
      const streams = conversationOf.size;
      end([...conversationOf.keys()]);
      warnOnce('chat_bus_recovered', undefined, { streams_ended: streams });
    },
  });

  return {
    subscribe(conversationId, subscriber) {
      const set = byConversation.get(conversationId) ?? new Set<Subscriber>();
      if (conversationOf.size >= maxStreams) return { ok: false, reason: 'full' };
      if (set.size >= maxPerConversation) return { ok: false, reason: 'busy' };
      set.add(subscriber);
      byConversation.set(conversationId, set);
      conversationOf.set(subscriber, conversationId);
      return { ok: true, unsubscribe: () => remove(subscriber) };
    },
    publish(conversationId, event) {
      deliver(conversationId, event);
      toBus({ type: 'event', conversationId, event });
    },
    move(from, to) {
      if (from === to) return;
      moveLocal(from, to);
      toBus({ type: 'move', from, to });
    },
    size: () => conversationOf.size,
    closeAll() {
      const all = [...conversationOf.keys()];
      byConversation.clear();
      conversationOf.clear();
      for (const s of all) s.close();
      return bus ? bus.close().catch(() => {}) : Promise.resolve();
    },
    bus,
  };
}
