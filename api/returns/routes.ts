/**
 * Withdrawal and returns over HTTP (decision 093; the calls are in shared/contract/returns.ts):
 *   POST /api/withdrawals/lookup        { order_number, email? } → 200 the order's lines and period
 *   POST /api/withdrawals               { order_number, email?, name, all, lines } → 201 the withdrawal
 *   GET  /api/customer/returns          the customer's withdrawals and returns
 *   GET  /api/withdrawal-form/pdf       the model withdrawal form, seller filled in
 *   POST /api/staff/returns/:id/received   staff: stock back, and the refund once the notice is all in
 *   POST /api/staff/orders/:id/delivered   staff: the delivery the withdrawal period runs from
 * A logged-in customer's own order needs no e-mail address; anyone else's answer is the same 404
 * for an unknown order as for a wrong address.
 */
import { type Request, type Response, Router } from 'express';
import type { RateLimitFactory } from '../auth/rate-limit.ts';
import { bearerToken } from '../auth/routes.ts';
import type { AuthService } from '../auth/service.ts';
import type { Db } from '../db/client.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { contractBody } from '../http/contract-input.ts';
import { languageOf } from '../http/language.ts';
import { staffOnly } from '../http/staff-only.ts';
import { parseId } from '../http/validate.ts';
import { sellerIdentity } from '../shop/seller.ts';
import { modelFormPdf } from './model-form.ts';
import type { ReturnsService } from './service.ts';

/** Sets Retry-After on a 429 from the service before it is answered. */
async function withRetryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const after = (err as { retryAfterS?: number }).retryAfterS;
    if (err instanceof HttpError && err.status === 429 && after) res.setHeader('Retry-After', String(after));
    throw err;
  }
}

export function returnsRoutes(
  service: ReturnsService,
  options: { db: Db; auth: AuthService; staffToken?: string; rateLimits?: RateLimitFactory },
): Router {
  const { auth } = options;
  const router = Router();
  const customerOf = async (req: Request) => (await auth.customerFromToken(bearerToken(req)))?.id ?? null;

  router.post('/withdrawals/lookup', async (req, res) => {
    const body = contractBody(req, 'lookupWithdrawal');
    const data = await withRetryAfter(res, async () =>
      service.lookup({
        orderNumber: body.order_number,
        email: body.email,
        customerId: await customerOf(req),
        ip: req.ip ?? '',
      }),
    );
    res.json({ data });
  });

  router.post('/withdrawals', async (req, res) => {
    const body = contractBody(req, 'withdraw');
    const data = await withRetryAfter(res, async () =>
      service.withdraw({
        orderNumber: body.order_number,
        email: body.email,
        customerId: await customerOf(req),
        ip: req.ip ?? '',
        name: body.name,
        all: body.all,
        lines: body.lines ?? [],
        locale: languageOf(req).locale,
      }),
    );
    res.status(201).json({ data });
  });

  router.get('/customer/returns', async (req, res) => {
    const customerId = await customerOf(req);
    if (customerId === null) throw unauthorized('Log in to see this');
    res.json({ data: await service.forCustomer(customerId, languageOf(req).locale) });
  });

  router.get('/withdrawal-form/pdf', async (req, res) => {
    const lang = languageOf(req);
    const pdf = await modelFormPdf(await sellerIdentity(options.db), lang);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${lang.locale === 'en' ? 'model-withdrawal-form' : 'modelformulier-herroeping'}.pdf"`,
    );
    res.setHeader('Content-Length', pdf.length);
    res.end(pdf);
  });

  const staff = staffOnly(
    { auth, staffToken: options.staffToken, rateLimits: options.rateLimits },
    {
      limiter: 'returnsStaffTokenFailures',
      disabled: 'Staff calls are switched off: set CHAT_STAFF_TOKEN on the API to use them',
      forbidden: 'Returns are received by shop staff only',
    },
  );
  router.use('/staff/returns', staff);
  router.use('/staff/orders/:id/delivered', staff);
  router.post('/staff/returns/:id/received', async (req, res) => {
    res.json({ data: await service.receive(parseId(req.params.id)) });
  });
  router.post('/staff/orders/:id/delivered', async (req, res) => {
    res.json({ data: await service.markDelivered(parseId(req.params.id)) });
  });
  return router;
}
