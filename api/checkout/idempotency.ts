/**
 * The place-order call's Idempotency-Key (decision 020): the same key and request answer the same
 * order; the key under another request (another body, or another customer or guest) is refused.
 * What is compared is the request's hash: whose it is and its body as canonical JSON.
 */
import { createHash } from 'node:crypto';
import { stableStringify } from '../../shared/stable-json.ts';
import { hashToken } from '../auth/service.ts';
import type { CartOwner } from '../cart/owner.ts';

export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{16,100}$/;

/** The hash a key's order keeps of the request that made it. */
export function requestHashOf(owner: CartOwner, input: unknown): string {
  return createHash('sha256')
    .update(`${requesterOf(owner)}\n${stableStringify(input)}`)
    .digest('hex');
}

/** Whose request it is, as the idempotency check compares it: a customer, or a guest's cart token. */
function requesterOf(owner: CartOwner): string {
  if ('customerId' in owner) return `customer:${owner.customerId}`;
  return `guest:${owner.guestToken ? hashToken(owner.guestToken) : ''}`;
}
