/**
 * The chat's calls (decision 024). Visitor calls go through the storefront's /api proxy, which
 * carries the visitor's chat token (httpOnly cookie) as X-FZ-Chat-Token; staff calls go to the API
 * directly with `Authorization: Bearer <CHAT_STAFF_TOKEN>` (the proxy refuses them).
 *
 * - GET  chat/status                 → { data: ChatStatus }
 * - GET  chat/messages?after=|before=&limit=  → { data: ChatMessagePage }
 * - POST chat/messages { text }      → 201 { data: { message, unread } } (+ a new conversation's token)
 * - POST chat/read { last_id? }      → { data: { unread } }
 * - GET  chat/events                 → text/event-stream: `status` (ChatLiveStatus) and `message` (ChatMessage, id = message id)
 * - GET  chat/staff/conversations?waiting=&page=&limit=           (staff)
 * - GET  chat/staff/conversations/{id}                           (staff)
 * - POST chat/staff/conversations/{id}/replies { text, name? }   (staff)
 */

/** A message's text: trimmed, 1 to 2000 characters (UTF-16 code units, as a textarea's maxlength). */
export const CHAT_TEXT_MAX = 2000;

export interface ChatMessage {
  id: number;
  /** who wrote it: the visitor, or the shop (a staff reply) */
  author: 'visitor' | 'staff';
  text: string;
  /** a staff reply's display name, when the shop gave one */
  name: string | null;
  /** ISO 8601 */
  created_at: string;
}

/** The opening hours as the shop set them: ISO days (1 = Monday) and local times in `timezone`. */
export interface ChatOpeningRule {
  days: number[];
  from: string;
  to: string;
}

/** What a stream's `status` events carry. */
export interface ChatLiveStatus {
  /** within the opening hours now */
  online: boolean;
  /** shop replies the visitor has not read */
  unread: number;
  /** when `online` flips next (ISO 8601), null if never */
  next_change: string | null;
}

export interface ChatStatus extends ChatLiveStatus {
  /** the visitor has a conversation (only then is there anything to stream) */
  conversation: boolean;
  opening_hours: ChatOpeningRule[];
  timezone: string;
}

export interface ChatMessagePage {
  /** oldest first */
  messages: ChatMessage[];
  /** older messages exist before the first one */
  has_more: boolean;
  unread: number;
}

export interface ChatSendResult {
  message: ChatMessage;
  unread: number;
}
