/**
 * The chat (decision 024): whose conversation a request means, what a message may be, the rate
 * limits, the opening hours, and the events a change publishes.
 *
 * - A guest's conversation follows a random chat token (32 bytes, base64url; only its SHA-256 is
 *   stored) that the API issues with the guest's first message; a logged-in customer's follows the
 *   login. A guest conversation met with a login becomes the customer's (linked, or merged into the
 *   one they have) and its token stops counting: after logout nobody reads it with the cookie.
 * - A malformed or unknown token is no conversation: reads answer empty, a message starts a new one.
 * - Text: a string, well-formed Unicode (NFC), line breaks kept, no other control characters,
 *   trimmed, 1–2000 characters; anything else is a 400 and nothing is stored.
 * - Limits: 10 messages a minute per conversation, 20 new conversations an hour per IP, 500 of
 *   the visitor's messages per conversation; 429/409 with a message in the visitor's language. The
 *   first two count where the login limits do (memory, or Redis shared by every API instance).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ChatLiveStatus, ChatMessage, ChatMessagePage, ChatStatus } from '../../shared/contract/chat.ts';
import { memoryRateLimits, type RateLimitFactory, type SharedRateLimit } from '../auth/rate-limit.ts';
import { HttpError } from '../errors.ts';
import type { Language, Locale } from '../http/language.ts';
import type { ChatHub } from './events.ts';
import {
  describeRules,
  isOpen,
  nextChange,
  type OpeningRule,
  parseOpeningHours,
  SHOP_TIME_ZONE,
} from './opening-hours.ts';
import type { ChatRepository, ConversationRow, MessageRow } from './repository.ts';

export const CHAT_LIMITS = {
  textMax: 2000,
  staffNameMax: 60,
  /** messages a visitor may send per window */
  messagesPerWindow: 10,
  messageWindowMs: 60_000,
  /** guest conversations one IP may start per window */
  conversationsPerWindow: 20,
  conversationWindowMs: 60 * 60_000,
  /** the visitor's messages in one conversation */
  visitorMessagesMax: 500,
  pageMax: 100,
} as const;

/** 32 random bytes, base64url: 43 characters. */
const CHAT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashChatToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who is asking: a logged-in customer (id), and/or the guest chat token the request carried. */
export interface Visitor {
  customerId: number | null;
  token: string | undefined;
  lang: Language;
  /** for the new-conversation limit */
  ip: string;
}

type Translated = Record<Locale, string>;
const text = {
  notText: { nl: 'Schrijf een bericht als tekst.', en: 'Write your message as text.' },
  empty: { nl: 'Schrijf eerst een bericht.', en: 'Write a message first.' },
  tooLong: {
    nl: `Een bericht mag ten hoogste ${CHAT_LIMITS.textMax} tekens hebben.`,
    en: `A message can have at most ${CHAT_LIMITS.textMax} characters.`,
  },
  badCharacters: {
    nl: 'Het bericht bevat tekens die we niet kunnen bewaren.',
    en: 'The message contains characters we cannot store.',
  },
  tooFast: (l: Locale, s: number) =>
    l === 'en'
      ? `You are sending messages quickly. Try again in ${s} seconds.`
      : `U stuurt snel achter elkaar berichten. Probeer het over ${s} seconden opnieuw.`,
  tooManyConversations: (l: Locale, s: number) =>
    l === 'en'
      ? `Too many new conversations from your connection. Try again in ${Math.ceil(s / 60)} minutes.`
      : `Te veel nieuwe gesprekken vanaf uw verbinding. Probeer het over ${Math.ceil(s / 60)} minuten opnieuw.`,
  full: {
    nl: 'Dit gesprek is vol. Neem contact met ons op per e-mail of telefoon.',
    en: 'This conversation is full. Please contact us by e-mail or phone.',
  },
} satisfies Record<string, Translated | ((l: Locale, s: number) => string)>;

/** 429 with the seconds to wait (the routes add Retry-After). */
export class ChatRateLimited extends HttpError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super(429, 'rate_limited', message);
  }
}

const bad = (lang: Language, message: Translated) =>
  new HttpError(400, 'validation_failed', message[lang.locale]);

/** Control characters other than tab and line breaks (PostgreSQL cannot even store NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Half a UTF-16 pair: not a character (JSON can carry one as \\ud800). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text as stored, or a 400 in the visitor's language. */
function cleanText(raw: unknown, lang: Language): string {
  const max = CHAT_LIMITS.textMax;
  if (typeof raw !== 'string') throw bad(lang, text.notText);
  // Bodies are at most 100 kb anyway; this keeps the work below small.
  if (raw.length > max * 4) throw bad(lang, text.tooLong);
  if (loneSurrogate.test(raw)) throw bad(lang, text.badCharacters);
  const value = raw
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .trim();
  if (controlCharacters.test(value)) throw bad(lang, text.badCharacters);
  if (value.length === 0) throw bad(lang, text.empty);
  if (value.length > max) throw bad(lang, text.tooLong);
  return value;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
const oneLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** A staff reply's display name: absent, or one line of 1–60 characters. */
function cleanName(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  const invalid = (why: string) => new HttpError(400, 'validation_failed', `name ${why}`);
  if (typeof raw !== 'string') throw invalid('must be text');
  const value = raw.normalize('NFC').trim();
  if (loneSurrogate.test(value) || oneLine.test(value)) throw invalid('must be one line of plain text');
  if (value.length === 0 || value.length > CHAT_LIMITS.staffNameMax)
    throw invalid(`must be 1 to ${CHAT_LIMITS.staffNameMax} characters`);
  return value;
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    author: row.author === 'staff' ? 'staff' : 'visitor',
    text: row.body,
    name: row.author === 'staff' ? (row.staffName ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

interface ChatServiceOptions {
  /** CHAT_OPENING_HOURS (parsed here; loadConfig already refused a bad one) */
  openingHours?: string;
  hub: ChatHub;
  now?: () => Date;
  /** where the rate limits count: default this process's memory; Redis with REDIS_URL (shared) */
  rateLimits?: RateLimitFactory;
  /** rate limits (tests make them small) */
  limits?: Partial<
    Pick<typeof CHAT_LIMITS, 'messagesPerWindow' | 'conversationsPerWindow' | 'visitorMessagesMax'>
  >;
}

export function createChatService(repo: ChatRepository, options: ChatServiceOptions) {
  const rules: OpeningRule[] = parseOpeningHours(options.openingHours);
  const now = options.now ?? (() => new Date());
  const hub = options.hub;
  const limits = { ...CHAT_LIMITS, ...options.limits };
  const rateLimits = options.rateLimits ?? memoryRateLimits(() => now().getTime());
  const perConversation: SharedRateLimit = rateLimits('chatMessagesPerConversation', {
    max: limits.messagesPerWindow,
    windowMs: limits.messageWindowMs,
  });
  const perIp: SharedRateLimit = rateLimits('chatConversationsPerIp', {
    max: limits.conversationsPerWindow,
    windowMs: limits.conversationWindowMs,
  });

  const hours = () => {
    const at = now();
    return { online: isOpen(rules, at), next_change: nextChange(rules, at)?.toISOString() ?? null };
  };

  /** The visitor's conversation, if any; a guest conversation met with a login becomes the customer's. */
  async function find(visitor: Visitor): Promise<ConversationRow | undefined> {
    const guest =
      visitor.token && CHAT_TOKEN_SHAPE.test(visitor.token)
        ? await repo.byTokenHash(hashChatToken(visitor.token))
        : undefined;
    if (visitor.customerId === null) return guest;
    if (guest) {
      const id = await repo.claim(guest.id, visitor.customerId);
      hub.move(guest.id, id);
    }
    return repo.byCustomer(visitor.customerId);
  }

  async function liveStatus(conversationId: number | undefined): Promise<ChatLiveStatus> {
    return { ...hours(), unread: conversationId ? await repo.unread(conversationId) : 0 };
  }

  async function publishStatus(conversationId: number) {
    hub.publish(conversationId, { event: 'status', data: await liveStatus(conversationId) });
  }

  return {
    hours,
    /** Only whether it is open now (cheap: what each stream's heartbeat checks). */
    online: () => isOpen(rules, now()),
    find,
    liveStatus,

    async status(visitor: Visitor): Promise<ChatStatus> {
      const conversation = await find(visitor);
      return {
        ...(await liveStatus(conversation?.id)),
        conversation: Boolean(conversation),
        opening_hours: describeRules(rules),
        timezone: SHOP_TIME_ZONE,
      };
    },

    async messages(
      visitor: Visitor,
      page: { after?: number; before?: number; limit: number },
    ): Promise<ChatMessagePage> {
      const conversation = await find(visitor);
      if (!conversation) return { messages: [], has_more: false, unread: 0 };
      const { rows, hasMore } = await repo.messages(conversation.id, page);
      return { messages: rows.map(toMessage), has_more: hasMore, unread: await repo.unread(conversation.id) };
    },

    /** The id of the conversation's latest message (a new stream's starting point for Last-Event-ID). */
    async latestMessageId(conversationId: number): Promise<number | undefined> {
      return (await repo.messages(conversationId, { limit: 1 })).rows[0]?.id;
    },

    /** Missed messages for a stream that resumes (Last-Event-ID), at most a page. */
    async messagesAfter(conversationId: number, after: number): Promise<ChatMessage[]> {
      const { rows } = await repo.messages(conversationId, { after, limit: limits.pageMax });
      return rows.map(toMessage);
    },

    /** Stores the visitor's message; answers it, the unread count, and a new conversation's token. */
    async send(visitor: Visitor, raw: unknown) {
      const lang = visitor.lang;
      const body = cleanText(raw, lang);
      let conversation = await find(visitor);
      let token: string | undefined;
      if (!conversation) {
        if (visitor.customerId !== null) {
          conversation = await repo.ensureForCustomer(visitor.customerId, lang.id);
        } else {
          const ipLimit = await perIp.check(visitor.ip);
          if (ipLimit.limited)
            throw new ChatRateLimited(
              text.tooManyConversations(lang.locale, ipLimit.retryAfterS),
              ipLimit.retryAfterS,
            );
          await perIp.hit(visitor.ip);
          token = randomBytes(32).toString('base64url');
          conversation = await repo.createGuest(hashChatToken(token), lang.id);
        }
      }
      const key = String(conversation.id);
      const limit = await perConversation.check(key);
      if (limit.limited)
        throw new ChatRateLimited(text.tooFast(lang.locale, limit.retryAfterS), limit.retryAfterS);
      if ((await repo.countMessages(conversation.id, 'visitor')) >= limits.visitorMessagesMax)
        throw new HttpError(409, 'conversation_full', text.full[lang.locale]);
      await perConversation.hit(key);
      const row = await repo.addMessage(conversation.id, 'visitor', body, { languageId: lang.id });
      const message = toMessage(row);
      // The visitor's other tabs show it too.
      hub.publish(conversation.id, { event: 'message', data: message, id: message.id });
      return { message, unread: await repo.unread(conversation.id), token };
    },

    /** Marks the shop's replies read (all, or up to `lastId`); the visitor's other tabs hear of it. */
    async read(visitor: Visitor, lastId?: number): Promise<{ unread: number }> {
      const conversation = await find(visitor);
      if (!conversation) return { unread: 0 };
      await repo.markRead(conversation.id, lastId);
      await publishStatus(conversation.id);
      return { unread: await repo.unread(conversation.id) };
    },

    // ─── staff ──────────────────────────────────────────────────────────────────────────────────

    async staffConversations(options: { waiting: boolean; page: number; limit: number }) {
      const { rows, total } = await repo.staffList({
        waiting: options.waiting,
        limit: options.limit,
        offset: (options.page - 1) * options.limit,
      });
      return {
        data: rows.map(staffView),
        meta: {
          current_page: options.page,
          last_page: Math.max(1, Math.ceil(total / options.limit)),
          total,
        },
      };
    },

    async staffConversation(id: number) {
      const row = await repo.staffConversation(id);
      if (!row) throw new HttpError(404, 'not_found', `There is no conversation ${id}`);
      const { rows } = await repo.messages(id, { limit: limits.visitorMessagesMax * 2 });
      return { ...staffView(row), messages: rows.map(toMessage) };
    },

    /** A reply from the shop: stored, and the visitor's streams get it and the new unread count. */
    async reply(id: number, rawText: unknown, rawName: unknown) {
      const english: Language = { id: 4, locale: 'en' };
      const body = cleanText(rawText, english);
      const name = cleanName(rawName);
      const conversation = await repo.byId(id);
      if (!conversation) throw new HttpError(404, 'not_found', `There is no conversation ${id}`);
      const row = await repo.addMessage(id, 'staff', body, { staffName: name });
      const message = toMessage(row);
      hub.publish(id, { event: 'message', data: message, id: message.id });
      await publishStatus(id);
      return message;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

function staffView(row: Awaited<ReturnType<ChatRepository['staffConversation']>> & object) {
  const name = [row.firstname, row.middleName, row.lastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    customer: row.customerId === null ? null : { id: row.customerId, name, email: row.email },
    language: row.languageId === 4 ? 'en' : 'nl',
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
    message_count: row.messages,
    /** the visitor wrote last: someone should answer */
    waiting: row.lastAuthor === 'visitor',
    /** replies the visitor has not read yet */
    unread_by_visitor: row.unreadByVisitor,
    last_message:
      row.lastAuthor === null ? null : { author: row.lastAuthor, text: (row.lastBody ?? '').slice(0, 200) },
  };
}
