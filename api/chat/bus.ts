/**
 * The chat's bus (decision 043): how an event published on one API instance reaches the streams
 * held by the others. The hub (events.ts) delivers to its own streams at once and hands the event
 * to its bus; every other instance's bus gives it to that instance's hub. Three kinds:
 *  - in-process (the embedded database, PGlite: one API process per data directory): hubs that
 *    joined one channel in this process; a hub without a bus is the same with nobody else;
 *  - PostgreSQL LISTEN/NOTIFY (postgres-bus.ts), when the API runs on DATABASE_URL without Redis;
 *  - Redis pub/sub (redis-bus.ts), when REDIS_URL is set.
 *
 * Delivery is at most once: a bus that is down, or a message lost in a reconnect, is not retried.
 * The browser recovers on its next connection (Last-Event-ID), and a bus that comes back after an
 * outage says so (`gap`), whereupon the hub ends its streams so that browsers reconnect at once.
 *
 * On the wire a message is small JSON with the sender's origin (an instance ignores its own),
 * checked field by field on arrival: a malformed one is dropped and logged, never thrown.
 */
import { randomBytes } from 'node:crypto';

/** An event of a conversation's stream (events.ts sends it; here so the two files import one way). */
export interface ChatEvent {
  event: 'status' | 'message';
  data: unknown;
  /** the message id (the browser resumes from it with Last-Event-ID) */
  id?: number;
}

/** What travels between instances. */
export type BusMessage =
  /** an event for the streams of a conversation */
  | { type: 'event'; conversationId: number; event: ChatEvent }
  /** a guest conversation merged into a customer's: its streams follow */
  | { type: 'move'; from: number; to: number }
  /** an event too big for the bus: the conversation's streams end, and reconnect to resume */
  | { type: 'resync'; conversationId: number };

export interface BusHandlers {
  /** a message from another instance */
  message(message: BusMessage): void;
  /** the bus is back after an outage: messages may have been lost meanwhile */
  gap(): void;
}

export interface ChatBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /** To every other instance. Never throws; dropped (and logged) while the bus is down. */
  publish(message: BusMessage): void;
  /** Starts handing other instances' messages to the hub (called once, by the hub). */
  start(handlers: BusHandlers): void;
  /** Whether messages reach other instances now (the listening side is connected). */
  readonly connected: boolean;
  /** Resolves once the first connection attempt has ended (connected or not). */
  readonly ready: Promise<void>;
  /** Ends its connections and stops reconnecting. */
  close(): Promise<void>;
}

export type BusWarn = (event: string, fields: Record<string, unknown>) => void;

/** Largest message anyone may send us; PostgreSQL's NOTIFY caps its own lower (7900). */
export const BUS_MESSAGE_MAX_BYTES = 64 * 1024;
const MAX_ID = 2_147_483_647;

/** A fresh instance id: ours on every message, so that we skip our own. */
export const newOrigin = () => randomBytes(9).toString('base64url');

const isId = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID;

/**
 * The message as sent: `{ o: origin, n: sequence, t: 'e'|'m'|'r', … }`. Over `maxBytes` (a
 * message with a long text, which the chat's limits keep from happening) it becomes a `resync`.
 */
export function encodeBusMessage(origin: string, seq: number, message: BusMessage, maxBytes: number): string {
  const head = { o: origin, n: seq };
  const json =
    message.type === 'event'
      ? JSON.stringify({ ...head, t: 'e', c: message.conversationId, e: message.event })
      : message.type === 'move'
        ? JSON.stringify({ ...head, t: 'm', f: message.from, to: message.to })
        : JSON.stringify({ ...head, t: 'r', c: message.conversationId });
  if (Buffer.byteLength(json) <= maxBytes || message.type !== 'event') return json;
  return JSON.stringify({ ...head, t: 'r', c: message.conversationId });
}

/** The sender and the message, or undefined for anything that is not a well-formed one. */
export function decodeBusMessage(raw: unknown): { origin: string; message: BusMessage } | undefined {
  if (typeof raw !== 'string' || raw.length > BUS_MESSAGE_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.o !== 'string' || v.o.length === 0 || v.o.length > 64) return undefined;
  const origin = v.o;
  if (v.t === 'm')
    return isId(v.f) && isId(v.to) ? { origin, message: { type: 'move', from: v.f, to: v.to } } : undefined;
  if (!isId(v.c)) return undefined;
  if (v.t === 'r') return { origin, message: { type: 'resync', conversationId: v.c } };
  if (v.t !== 'e' || typeof v.e !== 'object' || v.e === null) return undefined;
  const e = v.e as Record<string, unknown>;
  if (e.event !== 'status' && e.event !== 'message') return undefined;
  if (typeof e.data !== 'object' || e.data === null || Array.isArray(e.data)) return undefined;
  if (e.id !== undefined && !isId(e.id)) return undefined;
  const event: ChatEvent = { event: e.event, data: e.data };
  if (e.id !== undefined) event.id = e.id;
  return { origin, message: { type: 'event', conversationId: v.c, event } };
}

/**
 * Hubs of one process that hear each other (PGlite: the embedded API, and tests with two apps on
 * one database). Messages go through the same encoding as on a real bus, asynchronously, as they
 * would arrive from another process.
 */
export function createInProcessChannel(): { join(): ChatBus } {
  const members = new Set<{ origin: string; handlers?: BusHandlers }>();
  return {
    join() {
      const me: { origin: string; handlers?: BusHandlers } = { origin: newOrigin() };
      members.add(me);
      let seq = 0;
      return {
        kind: 'in-process',
        connected: true,
        ready: Promise.resolve(),
        publish(message) {
          const raw = encodeBusMessage(me.origin, ++seq, message, BUS_MESSAGE_MAX_BYTES);
          queueMicrotask(() => {
            for (const member of members) {
              if (member === me || !member.handlers) continue;
              const decoded = decodeBusMessage(raw);
              if (decoded) member.handlers.message(decoded.message);
            }
          });
        },
        start(handlers) {
          me.handlers = handlers;
        },
        async close() {
          members.delete(me);
        },
      };
    },
  };
}
