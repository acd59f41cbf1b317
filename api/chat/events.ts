/**
 * Live chat events (decision 024): who is listening to which conversation, in this process.
 * `GET chat/events` subscribes a server-sent event stream; a new message or a changed unread count
 * is published to every stream of its conversation (the visitor's other tabs too).
 *
 * Bounded: at most `maxStreams` streams in all and `maxPerConversation` per conversation (a new
 * one beyond that is refused, the browser then polls). One API process only: several instances
 * would publish through PostgreSQL LISTEN/NOTIFY instead (not needed for one process).
 */

export interface ChatEvent {
  event: 'status' | 'message';
  data: unknown;
  /** the message id (the browser resumes from it with Last-Event-ID) */
  id?: number;
}

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
  /** Ends every stream (the API is shutting down). */
  closeAll(): void;
}

export function createChatHub({
  maxStreams = 1000,
  maxPerConversation = 5,
}: {
  maxStreams?: number;
  maxPerConversation?: number;
} = {}): ChatHub {
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
      const set = byConversation.get(conversationId);
      if (!set) return;
      for (const subscriber of [...set]) {
        try {
          subscriber.send(event);
        } catch {
          remove(subscriber);
          subscriber.close();
        }
      }
    },
    move(from, to) {
      const set = byConversation.get(from);
      if (!set || from === to) return;
      byConversation.delete(from);
      const target = byConversation.get(to) ?? new Set<Subscriber>();
      for (const s of set) {
        target.add(s);
        conversationOf.set(s, to);
      }
      byConversation.set(to, target);
    },
    size: () => conversationOf.size,
    closeAll() {
      const all = [...conversationOf.keys()];
      byConversation.clear();
      conversationOf.clear();
      for (const s of all) s.close();
    },
  };
}
