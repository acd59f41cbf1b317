/**
 * Path segments and small preparations of request input. Bodies and queries are checked with the
 * contract's schemas (api/http/contract-input.ts, decision 082).
 */
import { badRequest } from '../errors.ts';

const MAX_INT = 2_147_483_647;

/** A positive id from a path segment: only digits, within PostgreSQL's integer range. */
export function parseId(value: unknown, name = 'id'): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_INT) {
    throw badRequest(`${name} must be a positive whole number`);
  }
  return Number(value);
}

/** A body with its `email` trimmed: surrounding spaces are forgiven (the storefront's forms trim too). */
export function trimmedEmail(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { email } = body as { email?: unknown };
  return typeof email === 'string' ? { ...body, email: email.trim() } : body;
}
