/**
 * The chat widget (spec 1, 3; decision 024), mounted browser-only by the page overlays
 * (layout/overlays.tsx) after the first interaction or idle, never in the first load. A launcher
 * bottom right with an online badge (the shop's opening hours) and an unread count; the panel
 * (chat-panel.tsx, its own chunk) opens over the page.
 *
 * Staying current: the status once at mount (and again when the opening hours say it flips); a
 * visitor with a conversation follows its server-sent event stream (`status` with the unread count,
 * `message` with new messages; the browser reconnects and resumes by itself). When the stream is
 * refused (too many tabs, or no EventSource) it polls: every 15 s while closed, 5 s while open, not
 * while the tab is hidden. Opening the panel loads the conversation and marks replies read.
 */
import { lazy, Suspense, use, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatLiveStatus, ChatMessage, ChatStatus } from '../../../shared/contract/chat.ts';
import { loadSection } from '../../../shared/i18n/index.ts';
import { useApp } from '../../lib/app-context.tsx';
import { chunkFailed } from '../../lib/chunk-reload.ts';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { useStepAside } from '../../lib/step-aside.ts';
import {
  CHAT_EVENTS_URL,
  fetchChatMessages,
  fetchChatStatus,
  markChatRead,
  sendChatMessage,
} from './chat-api.ts';
import {
  chatReducer,
  initialChatState,
  lastMessageId,
  lastStaffMessageId,
  unreadLabel,
} from './chat-logic.ts';
import type { ChatPanelProps } from './chat-panel.tsx';

const ChatPanel = lazy(() =>
  import('./chat-panel.tsx').catch(chunkFailed).catch(() => ({ default: PanelFailed })),
);

/** The texts, once per page: true when there (false: no widget rather than keys on screen). */
let textsReady: Promise<boolean> | undefined;
const texts = () =>
  (textsReady ??= loadSection('chat')
    .then(() => true)
    .catch(chunkFailed)
    .catch(() => false));

export const POLL_CLOSED_MS = 15_000;
export const POLL_OPEN_MS = 5_000;
/** The first page of a conversation. */
const PAGE = 50;

export default function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <ChatWhenReady />
    </Suspense>
  );
}

function ChatWhenReady() {
  return use(texts()) ? <Chat /> : null;
}

function Chat() {
  const { locale, t } = useApp();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [draft, setDraft] = useState('');
  const current = useRef(state);
  current.current = state;
  const launcher = useRef<HTMLButtonElement>(null);
  /** Starts following the conversation (after the first message made one). */
  const follow = useRef<() => void>(() => {});
  const readTimer = useRef<number | undefined>(undefined);

  const markRead = useCallback(async () => {
    const lastId = lastStaffMessageId(current.current.messages);
    try {
      dispatch({ type: 'read', unread: await markChatRead(locale, lastId) });
    } catch {
      // The count stays; the next open or event tries again.
    }
  }, [locale]);

  /** A new message from the stream or a poll: shown, and read at once if the panel is open and seen. */
  const received = useCallback(
    (message: ChatMessage) => {
      dispatch({ type: 'message', message });
      if (message.author !== 'staff') return;
      if (current.current.open && document.visibilityState === 'visible') {
        window.clearTimeout(readTimer.current);
        readTimer.current = window.setTimeout(() => void markRead(), 300);
      } else if (!current.current.open) {
        dispatch({ type: 'announce', text: t('chat.new_reply', { name: message.name ?? t('chat.shop') }) });
      }
    },
    [markRead, t],
  );

  const onMessage = useRef(received);
  onMessage.current = received;

  // The connection: status now, then the stream (or polls) while the page lives.
  useEffect(() => {
    let disposed = false;
    let stream: EventSource | null = null;
    let polling = false;
    let pollTimer: number | undefined;
    let changeTimer: number | undefined;

    const atChange = (status: Pick<ChatStatus, 'next_change'>) => {
      window.clearTimeout(changeTimer);
      const ms = status.next_change ? Date.parse(status.next_change) - Date.now() + 1000 : Number.NaN;
      if (ms > 0 && ms < 2_000_000_000) changeTimer = window.setTimeout(() => void refresh(), ms);
    };
    const refresh = async () => {
      try {
        const status = await fetchChatStatus(locale);
        if (disposed) return;
        dispatch({ type: 'status', status });
        atChange(status);
        if (status.conversation) start();
      } catch {
        // Offline or the shop is down: the launcher still works; the next poll or open tries again.
      }
    };
    const catchUp = async () => {
      const s = current.current;
      if (!s.open || s.load !== 'ready') return;
      try {
        const page = await fetchChatMessages(locale, { after: lastMessageId(s.messages) ?? 0 });
        for (const message of page.messages) onMessage.current(message);
      } catch {
        // next time
      }
    };
    const poll = async () => {
      if (document.visibilityState !== 'hidden') {
        await refresh();
        await catchUp();
      }
      if (!disposed)
        pollTimer = window.setTimeout(poll, current.current.open ? POLL_OPEN_MS : POLL_CLOSED_MS);
    };
    const startPolling = () => {
      if (polling || disposed) return;
      polling = true;
      pollTimer = window.setTimeout(poll, current.current.open ? POLL_OPEN_MS : POLL_CLOSED_MS);
    };
    function start() {
      if (stream || polling || disposed) return;
      if (typeof EventSource === 'undefined') return startPolling();
      const source = new EventSource(CHAT_EVENTS_URL);
      stream = source;
      source.addEventListener('status', (event) => {
        const status = JSON.parse((event as MessageEvent<string>).data) as ChatLiveStatus;
        dispatch({ type: 'status', status });
        atChange(status);
      });
      source.addEventListener('message', (event) => {
        onMessage.current(JSON.parse((event as MessageEvent<string>).data) as ChatMessage);
      });
      source.onerror = () => {
        // CONNECTING: the browser reconnects by itself. CLOSED: refused (429, 404, …): poll instead.
        if (source.readyState !== EventSource.CLOSED) return;
        source.close();
        stream = null;
        startPolling();
      };
    }
    const onVisible = () => {
      if (polling && document.visibilityState === 'visible') {
        window.clearTimeout(pollTimer);
        void poll();
      }
    };
    follow.current = start;
    document.addEventListener('visibilitychange', onVisible);
    void refresh();
    return () => {
      disposed = true;
      stream?.close();
      window.clearTimeout(pollTimer);
      window.clearTimeout(changeTimer);
      window.clearTimeout(readTimer.current);
      document.removeEventListener('visibilitychange', onVisible);
      follow.current = () => {};
    };
  }, [locale]);

  /** Loads (or catches up on) the conversation, then marks its replies read. */
  const loadConversation = useCallback(async () => {
    const s = current.current;
    if (s.load === 'ready') {
      try {
        const page = await fetchChatMessages(locale, { after: lastMessageId(s.messages) ?? 0 });
        dispatch({ type: 'newer', messages: page.messages });
        dispatch({ type: 'read', unread: page.unread });
      } catch {
        // What is shown stays; the stream or a poll brings the rest.
      }
    } else if (s.status && !s.status.conversation) {
      // Nothing to load yet: the empty state at once.
      dispatch({ type: 'loaded', page: { messages: [], has_more: false, unread: 0 } });
      return;
    } else {
      dispatch({ type: 'loading' });
      try {
        dispatch({ type: 'loaded', page: await fetchChatMessages(locale, { limit: PAGE }) });
      } catch {
        dispatch({ type: 'load-failed' });
        return;
      }
    }
    if ((current.current.status?.unread ?? 0) > 0) await markRead();
  }, [locale, markRead]);

  const open = () => {
    dispatch({ type: 'open' });
    void loadConversation();
  };
  const close = useCallback(() => {
    dispatch({ type: 'close' });
    launcher.current?.focus();
  }, []);

  const loadEarlier = useCallback(async () => {
    const first = current.current.messages[0];
    if (!first) return;
    dispatch({ type: 'loading-earlier' });
    try {
      dispatch({ type: 'earlier', page: await fetchChatMessages(locale, { before: first.id, limit: PAGE }) });
    } catch {
      dispatch({ type: 'earlier-failed' });
    }
  }, [locale]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      dispatch({ type: 'sending' });
      try {
        const result = await sendChatMessage(locale, text);
        dispatch({ type: 'sent', message: result.message, unread: result.unread });
        follow.current();
        return true;
      } catch (error) {
        // The shop's own words for what the visitor can change (too fast, too long); else ours.
        const own =
          error instanceof ApiFetchError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.message !== 'error_occured';
        dispatch({ type: 'send-failed', error: own ? error.message : t('chat.send_failed') });
        return false;
      }
    },
    [locale, t],
  );

  // Steps aside for a control it would cover (issue 41).
  const [tucked, attachLauncher] = useStepAside({ active: state.open, ref: launcher });
  const online = state.status?.online ?? false;
  const unread = state.open ? null : unreadLabel(state.status?.unread ?? 0);
  const label = [
    // Online or offline once the status is known.
    state.status ? `${t('chat.open')} (${online ? t('chat.online') : t('chat.offline')})` : t('chat.open'),
    unread ? (unread === '1' ? t('chat.unread_one') : t('chat.unread_other', { count: unread })) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="chat" data-testid="chat">
      {state.open ? (
        <Suspense fallback={<div className="chat-panel chat-panel-pending" aria-busy="true" />}>
          <ChatPanel
            state={state}
            draft={draft}
            onDraft={setDraft}
            onSend={send}
            onClose={close}
            onRetryLoad={() => void loadConversation()}
            onLoadEarlier={() => void loadEarlier()}
          />
        </Suspense>
      ) : null}
      <button
        ref={attachLauncher}
        type="button"
        className={
          state.open ? 'chat-launcher is-open' : tucked ? 'chat-launcher is-tucked' : 'chat-launcher'
        }
        aria-label={label}
        aria-expanded={state.open}
        aria-controls={state.open ? 'chat-panel' : undefined}
        data-testid="chat-launcher"
        onClick={() => (state.open ? close() : open())}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {state.open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h-.5A.5.5 0 0 1 4 15.5z"
              fill="currentColor"
            />
          )}
        </svg>
        {state.status ? (
          <span
            className={online ? 'chat-badge is-online' : 'chat-badge is-offline'}
            data-testid="chat-badge"
            data-online={online ? 'true' : 'false'}
          />
        ) : null}
        {unread ? (
          <span className="chat-unread" data-testid="chat-unread">
            {unread}
          </span>
        ) : null}
      </button>
      <div className="visually-hidden" role="status" aria-live="polite">
        {state.announce}
      </div>
    </div>
  );
}

/** The panel's chunk failed twice: say so where the panel would be. */
function PanelFailed({ onClose }: ChatPanelProps) {
  const { t } = useApp();
  return (
    <section className="chat-panel" role="dialog" aria-label={t('chat.title')} id="chat-panel">
      <div className="chat-error" role="alert">
        {t('chat.load_failed')}
      </div>
      <button type="button" className="button button-secondary" onClick={onClose}>
        {t('chat.close')}
      </button>
    </section>
  );
}
