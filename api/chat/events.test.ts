import { describe, expect, it } from 'vitest';
import { collector as subscriber } from '../testing/chat.ts';
import { createChatHub, type Subscriber } from './events.ts';

describe('the chat hub', () => {
  it('publishes to the streams of one conversation only', () => {
    const hub = createChatHub();
    const a = subscriber();
    const b = subscriber();
    hub.subscribe(1, a);
    hub.subscribe(2, b);
    hub.publish(1, { event: 'status', data: { unread: 1 } });
    expect(a.got).toHaveLength(1);
    expect(b.got).toHaveLength(0);
    hub.publish(3, { event: 'status', data: {} });
  });

  it('refuses streams beyond the caps: per conversation (busy) and in all (full)', () => {
    const hub = createChatHub({ maxStreams: 3, maxPerConversation: 2 });
    expect(hub.subscribe(1, subscriber()).ok).toBe(true);
    const second = hub.subscribe(1, subscriber());
    expect(second.ok).toBe(true);
    expect(hub.subscribe(1, subscriber())).toEqual({ ok: false, reason: 'busy' });
    expect(hub.subscribe(2, subscriber()).ok).toBe(true);
    expect(hub.subscribe(3, subscriber())).toEqual({ ok: false, reason: 'full' });
    if (second.ok) second.unsubscribe();
    expect(hub.size()).toBe(2);
    expect(hub.subscribe(3, subscriber()).ok).toBe(true);
  });

  it('drops a stream that fails to take an event, and moves streams with a merged conversation', () => {
    const hub = createChatHub();
    const broken: Subscriber & { closed: number } = {
      closed: 0,
      send: () => {
        throw new Error('socket gone');
      },
      close() {
        this.closed++;
      },
    };
    const ok = subscriber();
    hub.subscribe(1, broken);
    const sub = hub.subscribe(1, ok);
    hub.publish(1, { event: 'message', data: {}, id: 5 });
    expect(broken.closed).toBe(1);
    expect(hub.size()).toBe(1);
    hub.move(1, 7);
    hub.publish(1, { event: 'status', data: {} });
    hub.publish(7, { event: 'status', data: { moved: true } });
    expect(ok.got.map((e) => e.data)).toEqual([{}, { moved: true }]);
    // Unsubscribing finds it under its new conversation.
    if (sub.ok) sub.unsubscribe();
    expect(hub.size()).toBe(0);
  });

  it('ends every stream at shutdown', () => {
    const hub = createChatHub();
    const all = [subscriber(), subscriber(), subscriber()];
    for (const [i, s] of all.entries()) hub.subscribe(i % 2, s);
    hub.closeAll();
    expect(all.map((s) => s.closed())).toEqual([1, 1, 1]);
    expect(hub.size()).toBe(0);
  });
});
