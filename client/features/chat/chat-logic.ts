/**
 * The chat widget's state (decision 024) as a reducer, and the formatting of its times: pure, so
 * vitest covers it without a browser. The widget (chat-widget.tsx) feeds it the API's answers and
 * the stream's events; the panel (chat-panel.tsx) draws it.
 */
import type {
  ChatLiveStatus,
  ChatMessage,
  ChatMessagePage,
  ChatStatus,
} from '../../../shared/contract/chat.ts';
import type { Locale } from '../../../shared/locale.ts';
import { intlLocale } from '../../lib/opening-hours.ts';

// The shop's hours read the same in the chat as on the contact page (issue 26): one formatter.
export { formatDays, formatOpeningHours } from '../../lib/opening-hours.ts';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface ChatState {
  /** null until the first status arrived (the launcher shows no badge yet) */
  status: ChatStatus | null;
  open: boolean;
  /** the conversation, oldest first, once loaded (opening the panel loads it) */
  messages: ChatMessage[];
  hasMore: boolean;
  load: LoadState;
  loadingEarlier: boolean;
  sending: boolean;
  /** why the last message was not sent (shown with a retry), null when it was */
  sendError: string | null;
  /** what the polite live region says (a new reply while the panel is closed) */
  announce: string;
}

export type ChatAction =
  | { type: 'status'; status: ChatStatus | ChatLiveStatus }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'loading' }
  | { type: 'loaded'; page: ChatMessagePage }
  | { type: 'load-failed' }
  | { type: 'loading-earlier' }
  | { type: 'earlier'; page: ChatMessagePage }
  | { type: 'earlier-failed' }
  | { type: 'newer'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'sending' }
  | { type: 'sent'; message: ChatMessage; unread: number }
  | { type: 'send-failed'; error: string }
  | { type: 'read'; unread: number }
  | { type: 'announce'; text: string };

export const initialChatState: ChatState = {
  status: null,
  open: false,
  messages: [],
  hasMore: false,
  load: 'idle',
  loadingEarlier: false,
  sending: false,
  sendError: null,
  announce: '',
};

/** Messages by id, oldest first, each once (a stream and an answer may both bring one). */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return existing;
  const byId = new Map(existing.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const lastMessageId = (messages: ChatMessage[]): number | undefined => messages.at(-1)?.id;

/** The newest shop reply's id: what reading the panel marks read up to. */
export const lastStaffMessageId = (messages: ChatMessage[]): number | undefined =>
  messages.findLast((m) => m.author === 'staff')?.id;

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'status': {
      const base: ChatStatus = state.status ?? {
        online: false,
        unread: 0,
        next_change: null,
        conversation: false,
        opening_hours: [],
        timezone: 'Europe/Amsterdam',
      };
      // A live status (from the stream) means there is a conversation.
      const conversation = 'conversation' in action.status ? action.status.conversation : true;
      return {
        ...state,
        status: { ...base, ...action.status, conversation: conversation || base.conversation },
      };
    }
    case 'open':
      return { ...state, open: true, announce: '' };
    case 'close':
      return { ...state, open: false };
    case 'loading':
      return { ...state, load: 'loading' };
    case 'loaded':
      return {
        ...state,
        load: 'ready',
        messages: mergeMessages(state.messages, action.page.messages),
        hasMore: state.load === 'ready' ? state.hasMore : action.page.has_more,
        status: state.status ? { ...state.status, unread: action.page.unread } : state.status,
      };
    case 'load-failed':
      // Messages already shown stay; only a first load that failed shows the error state.
      return { ...state, load: state.messages.length > 0 ? 'ready' : 'error' };
    case 'loading-earlier':
      return { ...state, loadingEarlier: true };
    case 'earlier':
      return {
        ...state,
        loadingEarlier: false,
        messages: mergeMessages(state.messages, action.page.messages),
        hasMore: action.page.has_more,
      };
    case 'earlier-failed':
      return { ...state, loadingEarlier: false };
    case 'newer':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'message':
      // Before the conversation is loaded, opening the panel fetches it whole.
      if (state.load !== 'ready') return state;
      return { ...state, messages: mergeMessages(state.messages, [action.message]) };
    case 'sending':
      return { ...state, sending: true, sendError: null };
    case 'sent':
      return {
        ...state,
        sending: false,
        sendError: null,
        load: 'ready',
        messages: mergeMessages(state.messages, [action.message]),
        status: state.status ? { ...state.status, conversation: true, unread: action.unread } : state.status,
      };
    case 'send-failed':
      return { ...state, sending: false, sendError: action.error };
    case 'read':
      return { ...state, status: state.status ? { ...state.status, unread: action.unread } : state.status };
    case 'announce':
      return { ...state, announce: action.text };
  }
}

/** The unread count as the bubble shows it: nothing at 0, "99+" beyond 99. */
export function unreadLabel(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 99 ? '99+' : String(Math.floor(unread));
}

// ─── times ──────────────────────────────────────────────────────────────────────────────────────

/** The calendar day of an instant in a time zone (undefined: this runtime's, the visitor's): "2026-03-23". */
function dayIn(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(date);
}

/** "vandaag" / "today", from Intl so that it needs no message of its own. */
const todayWord = (locale: Locale) =>
  new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(0, 'day');

/**
 * When the shop is back, in the shop's time zone: "maandag 09:00" / "Monday 09:00", and
 * "vandaag 13:00" / "today 13:00" when that is later today there (a weekday would read as next week).
 */
export function formatNextOpening(
  iso: string,
  locale: Locale,
  timeZone = 'Europe/Amsterdam',
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } as const;
  if (dayIn(date, timeZone) === dayIn(now, timeZone)) {
    return `${todayWord(locale)} ${new Intl.DateTimeFormat(intlLocale(locale), time).format(date)}`;
  }
  return new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', ...time }).format(date);
}

/**
 * A message's time in the visitor's own clock (`timeZone` undefined): "vandaag 14:05" / "today 14:05",
 * or with the date when not today: "20 mrt, 09:30".
 */
export function formatMessageTime(
  iso: string,
  locale: Locale,
  now: Date = new Date(),
  timeZone?: string,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } as const;
  if (dayIn(date, timeZone) === dayIn(now, timeZone)) {
    return `${todayWord(locale)} ${new Intl.DateTimeFormat(intlLocale(locale), time).format(date)}`;
  }
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', ...time }).format(
    date,
  );
}
