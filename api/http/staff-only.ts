/**
 * Staff calls guarded by the staff token (CHAT_STAFF_TOKEN): 503 when it is not set, 401 without
 * the right bearer token, 403 for a customer's login, 429 after 20 wrong tokens from one address in
 * 15 minutes (counted where the login limits count: with REDIS_URL across every API instance).
 * The search synonyms and the returns' staff calls share it; the chat's staff calls keep their own
 * answers (api/chat/routes.ts).
 */
import type { RequestHandler } from 'express';
import { memoryRateLimits, type RateLimitFactory } from '../auth/rate-limit.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import { sameSecret } from '../chat/routes.ts';
import { HttpError } from '../errors.ts';

export interface StaffAccess {
  auth: AuthService;
  /** CHAT_STAFF_TOKEN; without it the calls answer 503 */
  staffToken?: string;
  /** where wrong tokens are counted (default this process's memory; Redis with REDIS_URL) */
  rateLimits?: RateLimitFactory;
}

export interface StaffCalls {
  /** the rate limiter's name for wrong tokens */
  limiter: string;
  /** the 503's message when no staff token is set */
  disabled: string;
  /** the 403's message for a customer's login */
  forbidden: string;
}

export function staffOnly(
  { auth, staffToken, rateLimits = memoryRateLimits() }: StaffAccess,
  calls: StaffCalls,
): RequestHandler {
  const failures = rateLimits(calls.limiter, { max: 20, windowMs: 15 * 60_000 });
  return async (req, res, next) => {
    if (!staffToken) {
      // Answered here: a switched-off feature is no server fault to log (nor to retry in 5 s).
      res.status(503).json({ message: calls.disabled, error: 'staff_disabled' });
      return;
    }
    const given = bearerToken(req);
    const unauthenticated = (message: string) => {
      res.setHeader('WWW-Authenticate', 'Bearer realm="shop-staff"');
      return new HttpError(401, 'unauthenticated', message);
    };
    if (!given) throw unauthenticated('Staff calls need Authorization: Bearer <CHAT_STAFF_TOKEN>');
    const ip = req.ip ?? '';
    const limited = await failures.check(ip);
    if (limited.limited) {
      res.setHeader('Retry-After', String(limited.retryAfterS));
      throw new HttpError(429, 'rate_limited', 'Too many wrong tokens; try again later');
    }
    if (sameSecret(given, staffToken)) {
      next();
      return;
    }
    if (await auth.customerFromToken(given)) throw new HttpError(403, 'forbidden', calls.forbidden);
    await failures.hit(ip);
    throw unauthenticated('The staff token is not valid');
  };
}
