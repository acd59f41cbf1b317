/**
 * PDOK's answers kept for a while (decision 098), so that an address typed again, or by many
 * customers in one building, asks PDOK once: a found address for a day, none for an hour, PDOK down
 * for a minute; concurrent questions about one address share one call; at most MAX_ENTRIES
 * addresses (lru-cache: the least recently used forgotten first).
 * Without a client (PDOK_URL=off) every address is `unavailable` (reason `off`): typed by hand.
 */
import { LRUCache } from 'lru-cache';
import { apiLog } from '../lib/log.ts';
import type { AddressAnswer, AddressQuery, PdokClient } from './client.ts';

export const PDOK_CACHE_MS = {
  found: 24 * 60 * 60_000,
  not_found: 60 * 60_000,
  unavailable: 60_000,
} as const;
const MAX_ENTRIES = 5_000;

export interface AddressLookup {
  lookup(q: AddressQuery): Promise<AddressAnswer>;
}

export function createAddressLookup(
  client: PdokClient | undefined,
  options: { maxEntries?: number; warn?: (msg: string, fields: object) => void } = {},
): AddressLookup {
  const warn =
    options.warn ?? ((msg: string, fields: object) => apiLog().warn(msg, fields as Record<string, unknown>));
  const answers = new LRUCache<string, AddressAnswer>({ max: options.maxEntries ?? MAX_ENTRIES });
  const asking = new Map<string, Promise<AddressAnswer>>();
  return {
    async lookup(q) {
      if (!client) return { status: 'unavailable', reason: 'off' };
      const key = `${q.postcode}|${q.house_number}|${q.addition.replace(/[^0-9A-Za-z]/g, '').toUpperCase()}`;
      const kept = answers.get(key);
      if (kept) return kept;
      const pending = asking.get(key);
      if (pending) return pending;
      const call = client
        .lookup(q)
        .then((answer) => {
          // The reason only: an address is the customer's.
          if (answer.status === 'unavailable') warn('pdok unavailable', { reason: answer.reason });
          answers.set(key, answer, { ttl: PDOK_CACHE_MS[answer.status] });
          return answer;
        })
        .finally(() => asking.delete(key));
      asking.set(key, call);
      return call;
    },
  };
}
