/**
 * The chat panel (decision 024): its own chunk, loaded when the visitor first opens the chat. A
 * non-modal dialog beside the launcher: the conversation (a polite live log), the offline notice
 * with the opening hours, and a text box (Enter sends, Shift+Enter a new line, at most 2000
 * characters). Focus goes to the text box on open; Escape or the close button closes and the
 * launcher gets the focus back (chat-widget.tsx).
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { CHAT_TEXT_MAX } from '../../../shared/contract/chat.ts';
import { useApp } from '../../lib/app-context.tsx';
import { type ChatState, formatMessageTime, formatNextOpening, formatOpeningHours } from './chat-logic.ts';

export interface ChatPanelProps {
  state: ChatState;
  draft: string;
  onDraft: (text: string) => void;
  /** resolves true when the message was stored */
  onSend: (text: string) => Promise<boolean>;
  onClose: () => void;
  onRetryLoad: () => void;
  onLoadEarlier: () => void;
}

/** From this many characters left the counter shows instead of the hint. */
const COUNTER_FROM = 200;

export default function ChatPanel({
  state,
  draft,
  onDraft,
  onSend,
  onClose,
  onRetryLoad,
  onLoadEarlier,
}: ChatPanelProps) {
  const { locale, t } = useApp();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const status = state.status;
  const online = status?.online ?? false;

  useEffect(() => {
    input.current?.focus();
  }, []);

  // New messages at the end scroll into view; older ones loaded above keep the view where it was.
  const firstId = state.messages[0]?.id;
  const lastId = state.messages.at(-1)?.id;
  const seen = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const before = seen.current;
    if (lastId !== before.last) el.scrollTop = el.scrollHeight;
    else if (firstId !== before.first) el.scrollTop += el.scrollHeight - before.height;
    seen.current = { first: firstId, last: lastId, height: el.scrollHeight };
  }, [firstId, lastId]);

  const text = draft.trim();
  const left = CHAT_TEXT_MAX - draft.length;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || state.sending || text.length > CHAT_TEXT_MAX) return;
    if (await onSend(text)) onDraft('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      id="chat-panel"
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-panel"
      onKeyDown={onKeyDown}
    >
      <header className="chat-head">
        <div>
          <h2 id={titleId} className="chat-title">
            {t('chat.title')}
          </h2>
          <p className="chat-status" data-testid="chat-status">
            <span className={online ? 'chat-dot is-online' : 'chat-dot is-offline'} aria-hidden="true" />
            {online ? t('chat.status_online') : t('chat.status_offline')}
          </p>
        </div>
        <button type="button" className="chat-close" aria-label={t('chat.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      {status && !online ? (
        <div className="chat-offline" data-testid="chat-offline">
          <p>
            {status.next_change
              ? t('chat.offline_notice_next', {
                  when: formatNextOpening(status.next_change, locale, status.timezone),
                })
              : t('chat.offline_notice')}
          </p>
          {status.opening_hours.length > 0 ? (
            <p className="chat-hours">
              <span>{t('chat.hours')}: </span>
              {formatOpeningHours(status.opening_hours, locale).join(' · ')}
            </p>
          ) : null}
        </div>
      ) : null}

      <div
        ref={log}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-busy={state.load === 'loading'}
        aria-labelledby={titleId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard
        tabIndex={0}
      >
        {state.load === 'loading' || state.load === 'idle' ? (
          <p className="chat-loading" data-testid="chat-loading">
            <span className="chat-spinner" aria-hidden="true" />
            {t('chat.loading')}
          </p>
        ) : null}
        {state.load === 'error' ? (
          <div className="chat-error" role="alert" data-testid="chat-load-error">
            <p>{t('chat.load_failed')}</p>
            <button type="button" className="button button-secondary" onClick={onRetryLoad}>
              {t('chat.retry')}
            </button>
          </div>
        ) : null}
        {state.load === 'ready' && state.messages.length === 0 ? (
          <div className="chat-empty" data-testid="chat-empty">
            <p className="chat-empty-title">{t('chat.empty_title')}</p>
            <p>{t('chat.empty_text')}</p>
          </div>
        ) : null}
        {state.hasMore ? (
          <button
            type="button"
            className="chat-earlier"
            onClick={onLoadEarlier}
            disabled={state.loadingEarlier}
          >
            {state.loadingEarlier ? t('chat.loading') : t('chat.earlier')}
          </button>
        ) : null}
        {state.messages.length > 0 ? (
          <ol className="chat-messages">
            {state.messages.map((m) => (
              <li
                key={m.id}
                className={m.author === 'staff' ? 'chat-message is-staff' : 'chat-message is-visitor'}
                data-testid="chat-message"
                data-author={m.author}
              >
                <span className="chat-author">
                  {m.author === 'staff' ? (m.name ?? t('chat.shop')) : t('chat.you')}
                </span>
                <p className="chat-text">{m.text}</p>
                <time className="chat-time" dateTime={m.created_at}>
                  {formatMessageTime(m.created_at, locale)}
                </time>
              </li>
            ))}
          </ol>
        ) : null}
      </div>

      {state.sendError ? (
        <div className="chat-send-error" role="alert" data-testid="chat-send-error">
          <span>{state.sendError}</span>
          <button type="button" className="chat-retry" onClick={() => void submit()} disabled={state.sending}>
            {t('chat.retry')}
          </button>
        </div>
      ) : null}

      <form className="chat-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.input_label')}
        </label>
        <textarea
          ref={input}
          id={inputId}
          className="chat-input"
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          onKeyDown={onInputKey}
          maxLength={CHAT_TEXT_MAX}
          rows={2}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="button chat-send"
          disabled={!text || state.sending}
          data-testid="chat-send"
        >
          {state.sending ? t('chat.sending') : t('chat.send')}
        </button>
        <p
          id={hintId}
          className={left < COUNTER_FROM ? 'chat-hint is-counting' : 'chat-hint'}
          aria-live="off"
        >
          {left < COUNTER_FROM ? t('chat.chars_left', { count: Math.max(0, left) }) : t('chat.hint')}
        </p>
      </form>
    </section>
  );
}
