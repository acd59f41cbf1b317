/**
 * Whose cart a request means (decision 018). A customer's cart follows the bearer token; a
 * guest's follows the cart token the API issues on the guest's first change (only its SHA-256 is
 * stored). A malformed, unknown or expired (30 days untouched) token is no cart: reads answer an
 * empty cart, changes start a new one.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/service.ts';
import type { CartKey, CartOps, CartRow } from './repository.ts';

const GUEST_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url: 43 characters. */
const CART_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whose cart: a logged-in customer's, or a guest's by the X-FZ-Cart-Token header (maybe none). */
export type CartOwner = { customerId: number } | { guestToken: string | undefined };

/** The cart key of an owner, or undefined for a guest without a (well-formed) token. */
export function cartKeyOf(owner: CartOwner, now: () => Date): CartKey | undefined {
  if ('customerId' in owner) return { customerId: owner.customerId };
  const token = owner.guestToken;
  if (!token || !CART_TOKEN_SHAPE.test(token)) return undefined;
  return { tokenHash: hashToken(token), since: new Date(now().getTime() - GUEST_CART_TTL_MS) };
}

/**
 * A new cart for the owner: the customer's (or the one a racing request just made), or a guest's
 * under a fresh token, answered as `token` (guest carts nobody touched for 30 days go first).
 */
export async function createCart(
  tx: CartOps,
  owner: CartOwner,
  now: () => Date,
): Promise<{ row: CartRow; token?: string }> {
  if ('customerId' in owner) return { row: await tx.createForCustomer(owner.customerId) };
  const fresh = randomBytes(32).toString('base64url');
  await tx.deleteGuestCartsBefore(new Date(now().getTime() - GUEST_CART_TTL_MS));
  return { row: await tx.createForGuest(hashToken(fresh)), token: fresh };
}
