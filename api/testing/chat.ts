/** Test support for the chat's live events: a subscriber that keeps what it got, and a staff message. */
import type { ChatEvent, Subscriber } from '../chat/events.ts';

/** A stream stand-in: the events it was sent, and how often it was closed. */
export function collector(): Subscriber & { got: ChatEvent[]; closed: () => number } {
  const got: ChatEvent[] = [];
  let closed = 0;
  return {
    send: (e) => got.push(e),
    close: () => closed++,
    got,
    closed: () => closed,
  };
}

/** A staff message event with this id. */
export const staffMessage = (id: number, text = 'Goedemiddag') => ({
  event: 'message' as const,
  data: { id, author: 'staff', text, name: null, created_at: '2026-11-26T10:00:00.000Z' },
  id,
});
