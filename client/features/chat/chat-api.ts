/**
 * The chat's calls through the same-origin /api proxy (shared/contract/chat.ts). The proxy adds
 * the visitor's chat token from its httpOnly cookie; this code never sees it.
 */
import { getKey } from '../../../shared/api-keys.ts';
import type { ChatMessagePage, ChatSendResult, ChatStatus } from '../../../shared/contract/chat.ts';
import type { Locale } from '../../../shared/locale.ts';
import { apiSend, fetchKey } from '../../lib/fetcher.ts';

export const CHAT_EVENTS_URL = '/api/chat/events';

export async function fetchChatStatus(locale: Locale): Promise<ChatStatus> {
  return ((await fetchKey(getKey('/chat/status', locale))) as { data: ChatStatus }).data;
}

export async function fetchChatMessages(
  locale: Locale,
  page: { after?: number; before?: number; limit?: number } = {},
): Promise<ChatMessagePage> {
  return ((await fetchKey(getKey('/chat/messages', locale, page))) as { data: ChatMessagePage }).data;
}

export async function sendChatMessage(locale: Locale, text: string): Promise<ChatSendResult> {
  return ((await apiSend('POST', '/chat/messages', locale, { text })) as { data: ChatSendResult }).data;
}

export async function markChatRead(locale: Locale, lastId?: number): Promise<number> {
  const body = lastId === undefined ? {} : { last_id: lastId };
  return ((await apiSend('POST', '/chat/read', locale, body)) as { data: { unread: number } }).data.unread;
}
