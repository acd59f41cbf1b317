/**
 * VIES's answers kept for a while (decision 072), so that VIES is asked once per number per period
 * however often a cart is priced, and the order is priced with the answer its cart showed:
 * - a confirmed number for a day, a refused one for an hour, VIES down for a minute;
 * - concurrent questions about one number share one call;
 * - at most MAX_ENTRIES numbers, the oldest forgotten first.
 * Without a client (VIES_URL=off) every number is `unavailable` (reason `off`): no reverse charge.
 */
import { apiLog } from '../lib/log.ts';
import type { ViesAnswer, ViesClient } from './client.ts';

export const VIES_CACHE_MS = {
  valid: 24 * 60 * 60_000,
  invalid: 60 * 60_000,
  unavailable: 60_000,
} as const;
const MAX_ENTRIES = 10_000;

export interface ViesChecker {
  /** `requester`: the shop's own VAT number, read only when VIES is asked */
  check(vatNumber: string, requester?: () => Promise<string | undefined>): Promise<ViesAnswer>;
}

export function createViesChecker(
  client: ViesClient | undefined,
  options: { now?: () => number; maxEntries?: number; warn?: (msg: string, fields: object) => void } = {},
): ViesChecker {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const warn =
    options.warn ?? ((msg: string, fields: object) => apiLog().warn(msg, fields as Record<string, unknown>));
  const answers = new Map<string, { answer: ViesAnswer; until: number }>();
  const asking = new Map<string, Promise<ViesAnswer>>();

  const remember = (vatNumber: string, answer: ViesAnswer) => {
    answers.delete(vatNumber);
    answers.set(vatNumber, { answer, until: now() + VIES_CACHE_MS[answer.status] });
    while (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
  };

  return {
    async check(vatNumber, requester) {
      if (!client) return { status: 'unavailable', reason: 'off' };
      const kept = answers.get(vatNumber);
      if (kept && kept.until > now()) return kept.answer;
      const pending = asking.get(vatNumber);
      if (pending) return pending;
      const call = (requester ? requester().catch(() => undefined) : Promise.resolve(undefined))
        .then((own) => client.check(vatNumber, own))
        .then((answer) => {
          // The country's prefix only: a VAT number is a business's, but it is still the customer's.
          if (answer.status === 'unavailable')
            warn('vies unavailable', { country: vatNumber.slice(0, 2), reason: answer.reason });
          remember(vatNumber, answer);
          return answer;
        })
        .finally(() => asking.delete(vatNumber));
      asking.set(vatNumber, call);
      return call;
    },
  };
}
