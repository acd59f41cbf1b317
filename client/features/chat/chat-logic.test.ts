import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatStatus } from '../../../shared/contract/chat.ts';
import {
  type ChatState,
  chatReducer,
  formatDays,
  formatMessageTime,
  formatNextOpening,
  formatOpeningHours,
  initialChatState,
  lastStaffMessageId,
  mergeMessages,
  unreadLabel,
} from './chat-logic.ts';

const msg = (id: number, author: ChatMessage['author'] = 'visitor', text = `m${id}`): ChatMessage => ({
  id,
  author,
  text,
  name: null,
  created_at: '2026-03-23T10:00:00.000Z',
});
const status: ChatStatus = {
  online: true,
  unread: 0,
  conversation: false,
  next_change: null,
  opening_hours: [],
  timezone: 'Europe/Amsterdam',
};
const run = (actions: Parameters<typeof chatReducer>[1][], from: ChatState = initialChatState) =>
  actions.reduce(chatReducer, from);

describe('the chat reducer', () => {
  it('merges messages once each, oldest first, whoever brings them', () => {
    expect(
      mergeMessages([msg(3), msg(1)], [msg(2), msg(3, 'visitor', 'again')]).map((m) => [m.id, m.text]),
    ).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
    ]);
    expect(lastStaffMessageId([msg(1, 'staff'), msg(2, 'staff'), msg(3)])).toBe(2);
    expect(lastStaffMessageId([msg(1)])).toBeUndefined();
  });

  it('takes the unread count from live status events and knows a stream means a conversation', () => {
    let s = run([{ type: 'status', status }]);
    expect(s.status).toMatchObject({ unread: 0, conversation: false });
    s = run([{ type: 'status', status: { online: true, unread: 1, next_change: null } }], s);
    expect(s.status).toMatchObject({ unread: 1, conversation: true, timezone: 'Europe/Amsterdam' });
    s = run([{ type: 'status', status: { ...status, unread: 2 } }], s);
    // A full status without a conversation does not undo one known from the stream.
    expect(s.status).toMatchObject({ unread: 2, conversation: true });
  });

  it('ignores streamed messages until the conversation is loaded, then adds them', () => {
    let s = run([
      { type: 'status', status },
      { type: 'message', message: msg(5, 'staff') },
    ]);
    expect(s.messages).toEqual([]);
    s = run(
      [
        { type: 'open' },
        { type: 'loading' },
        { type: 'loaded', page: { messages: [msg(4)], has_more: true, unread: 1 } },
        { type: 'message', message: msg(5, 'staff') },
        { type: 'message', message: msg(5, 'staff') },
      ],
      s,
    );
    expect(s.messages.map((m) => m.id)).toEqual([4, 5]);
    expect(s.hasMore).toBe(true);
    expect(s.status?.unread).toBe(1);
    expect(s.load).toBe('ready');
  });

  it('keeps shown messages when a later load fails, and shows the error state only on a first load', () => {
    expect(run([{ type: 'loading' }, { type: 'load-failed' }]).load).toBe('error');
    const shown = run([{ type: 'loaded', page: { messages: [msg(1)], has_more: false, unread: 0 } }]);
    expect(run([{ type: 'load-failed' }], shown).load).toBe('ready');
  });

  it('sends: the message joins, the conversation exists, an error stays until the next try', () => {
    let s = run([{ type: 'status', status }, { type: 'sending' }]);
    expect(s.sending).toBe(true);
    s = run([{ type: 'send-failed', error: 'U stuurt snel achter elkaar berichten.' }], s);
    expect(s).toMatchObject({ sending: false, sendError: 'U stuurt snel achter elkaar berichten.' });
    s = run([{ type: 'sending' }], s);
    expect(s.sendError).toBeNull();
    s = run([{ type: 'sent', message: msg(9), unread: 0 }], s);
    expect(s.messages.map((m) => m.id)).toEqual([9]);
    expect(s.status?.conversation).toBe(true);
    expect(s.load).toBe('ready');
  });

  it('reads: the count goes to what the API says; opening clears the announcement', () => {
    let s = run([
      { type: 'status', status: { ...status, unread: 3 } },
      { type: 'announce', text: 'Nieuw antwoord' },
    ]);
    expect(s.announce).toBe('Nieuw antwoord');
    s = run([{ type: 'open' }, { type: 'read', unread: 0 }], s);
    expect(s).toMatchObject({ open: true, announce: '' });
    expect(s.status?.unread).toBe(0);
  });

  it('pages older messages in before the shown ones', () => {
    let s = run([{ type: 'loaded', page: { messages: [msg(51), msg(52)], has_more: true, unread: 0 } }]);
    s = run([{ type: 'loading-earlier' }], s);
    expect(s.loadingEarlier).toBe(true);
    s = run([{ type: 'earlier', page: { messages: [msg(49), msg(50)], has_more: false, unread: 0 } }], s);
    expect(s.messages.map((m) => m.id)).toEqual([49, 50, 51, 52]);
    expect(s).toMatchObject({ hasMore: false, loadingEarlier: false });
  });
});

describe('the chat’s words for numbers and times', () => {
  it('shows the unread count as a bubble: none at 0, 99+ beyond 99', () => {
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(-1)).toBeNull();
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });

  it('names days as ranges where they run on, in the page’s language', () => {
    expect(formatDays([1, 2, 3, 4, 5], 'nl')).toBe('ma–vr');
    expect(formatDays([1, 2, 3, 4, 5], 'en')).toBe('Mon–Fri');
    expect(formatDays([6], 'nl')).toBe('za');
    expect(formatDays([6, 7], 'en')).toBe('Sat, Sun');
    expect(formatDays([1, 3, 5, 6, 7], 'en')).toBe('Mon, Wed, Fri–Sun');
    expect(
      formatOpeningHours(
        [
          { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:00' },
          { days: [6], from: '10:00', to: '16:00' },
        ],
        'nl',
      ),
    ).toEqual(['ma–vr 09:00–17:00', 'za 10:00–16:00']);
  });

  it('says when the shop is back in the shop’s clock, whatever the visitor’s', () => {
    // Monday 30 March 2026 07:00Z is 09:00 in Amsterdam (summer time).
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'nl')).toBe('maandag 09:00');
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'en')).toBe('Monday 09:00');
    expect(formatNextOpening('not a date', 'en')).toBe('');
  });

  it('gives a message’s time, with the date when it is not today', () => {
    const now = new Date(2026, 2, 23, 15, 0);
    expect(formatMessageTime(new Date(2026, 2, 23, 14, 5).toISOString(), 'nl', now)).toBe('vandaag 14:05');
    expect(formatMessageTime(new Date(2026, 2, 20, 9, 30).toISOString(), 'en', now)).toBe('20 Mar, 09:30');
  });

  it('says today for a message of today in the visitor’s time zone, a date from yesterday on', () => {
    const tz = 'Europe/Amsterdam';
    // 23 March 2026, 10:00 in Amsterdam (winter time, UTC+1).
    const now = new Date('2026-03-23T09:00:00.000Z');
    expect(formatMessageTime('2026-03-23T08:55:00.000Z', 'nl', now, tz)).toBe('vandaag 09:55');
    expect(formatMessageTime('2026-03-23T08:55:00.000Z', 'en', now, tz)).toBe('today 09:55');
    // Midnight in Amsterdam is 23:00 UTC the day before: still today there …
    expect(formatMessageTime('2026-03-22T23:00:00.000Z', 'nl', now, tz)).toBe('vandaag 00:00');
    // … and a minute earlier is yesterday, so a date.
    expect(formatMessageTime('2026-03-22T22:59:00.000Z', 'nl', now, tz)).toBe('22 mrt, 23:59');
    expect(formatMessageTime('2026-03-22T22:59:00.000Z', 'en', now, tz)).toBe('22 Mar, 23:59');
    // Just before midnight there, a message from that morning is still today.
    const late = new Date('2026-03-23T22:59:00.000Z');
    expect(formatMessageTime('2026-03-23T08:55:00.000Z', 'en', late, tz)).toBe('today 09:55');
  });

  it('says today, not a weekday, when the shop opens later today in its own clock', () => {
    // Monday 30 March 2026, 06:30 in Amsterdam (summer time, UTC+2); opens at 09:00.
    const morning = new Date('2026-03-30T04:30:00.000Z');
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'nl', 'Europe/Amsterdam', morning)).toBe(
      'vandaag 09:00',
    );
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'en', 'Europe/Amsterdam', morning)).toBe(
      'today 09:00',
    );
    // At 00:30 Monday in Amsterdam it is still Sunday in UTC: the shop's day counts.
    const justAfterMidnight = new Date('2026-03-29T22:30:00.000Z');
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'en', 'Europe/Amsterdam', justAfterMidnight)).toBe(
      'today 09:00',
    );
    // On Sunday evening there the opening is tomorrow: the weekday.
    const sundayEvening = new Date('2026-03-29T21:59:00.000Z');
    expect(formatNextOpening('2026-03-30T07:00:00.000Z', 'nl', 'Europe/Amsterdam', sundayEvening)).toBe(
      'maandag 09:00',
    );
  });
});
