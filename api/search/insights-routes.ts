/**
 * GET /api/search/insights?days=30&limit=20 (issue 25): what shoppers search for in the request's
 * language (X-FZ-Language-Id), for merchants improving the synonyms. Dealers (a logged-in customer
 * with isDealer) and staff (`Authorization: Bearer <CHAT_STAFF_TOKEN>`) only: 401 without a valid
 * login or token, 403 for any other customer. The answer holds folded, redacted query texts and
 * counts; never a customer, an address, a time or a row id.
 */
import { type Request, type Response, Router } from 'express';
import { memoryRateLimits, type RateLimitFactory } from '../auth/rate-limit.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
// The constant-time comparison the chat's staff calls use (exported there, not copied here).
import { sameSecret } from '../chat/routes.ts';
import { badRequest, HttpError, unauthorized } from '../errors.ts';
import { contractQuery } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import type { SearchAnalytics } from './analytics.ts';

const KNOWN_PARAMETERS = new Set(['days', 'limit']);

interface InsightsAccess {
  auth: AuthService;
  /** CHAT_STAFF_TOKEN; without it only dealers get in */
  staffToken?: string;
  /** where wrong tokens are counted (default this process's memory) */
  rateLimits?: RateLimitFactory;
}

/**
 * Dealer or staff: a bearer token that is the staff token, or a dealer's session token. 401
 * without a token or with one that is neither, 403 for a customer who is not a dealer, 429 after
 * 20 unknown tokens from one address in 15 minutes.
 */
function dealerOrStaff({ auth, staffToken, rateLimits = memoryRateLimits() }: InsightsAccess) {
  const failures = rateLimits('searchInsightsTokenFailures', { max: 20, windowMs: 15 * 60_000 });
  return async (req: Request, res: Response): Promise<'staff' | 'dealer'> => {
    const given = bearerToken(req);
    if (!given) throw unauthorized('Log in as a dealer, or send Authorization: Bearer <CHAT_STAFF_TOKEN>');
    const ip = req.ip ?? '';
    const limited = await failures.check(ip);
    if (limited.limited) {
      res.setHeader('Retry-After', String(limited.retryAfterS));
      throw new HttpError(429, 'rate_limited', 'Too many wrong tokens; try again later');
    }
    if (staffToken && sameSecret(given, staffToken)) return 'staff';
    const customer = await auth.customerFromToken(given);
    if (!customer) {
      await failures.hit(ip);
      throw unauthorized('The login or staff token is not valid');
    }
    if (!customer.isDealer)
      throw new HttpError(403, 'forbidden', 'Search insights are for dealers and staff only');
    return 'dealer';
  };
}

export function insightsRoutes(analytics: SearchAnalytics, access: InsightsAccess): Router {
  const router = Router();
  const allowed = dealerOrStaff(access);
  router.get('/search/insights', async (req, res) => {
    await allowed(req, res);
    const unknown = Object.keys(req.query).filter((key) => !KNOWN_PARAMETERS.has(key));
    if (unknown.length) throw badRequest('Only the parameters days and limit are allowed');
    const { days, limit } = contractQuery(req, 'getSearchInsights');
    res.json({ data: await analytics.insights({ languageId: languageOf(req).id, days, limit }) });
  });
  return router;
}
