/**
 * The order's secret (its access token, decision 020): whoever holds it sees the order's page,
 * pays again and makes an account from a guest order.
 */
import { notFound } from '../errors.ts';
import type { CheckoutRepository, OrderRow } from './repository.ts';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The order of an order token, or 404 (also for a token of the wrong shape). */
export async function orderOfToken(repo: CheckoutRepository, token: string): Promise<OrderRow> {
  const order = TOKEN_SHAPE.test(token) ? await repo.byAccessToken(token) : undefined;
  if (!order) throw notFound('No such order');
  return order;
}
