/**
 * The payment provider's calls into the shop (decision 020), mounted before the JSON-only body
 * rule: Mollie's webhook posts a form (`id=tr_…`), and the test page's buttons post no body.
 * - `POST /payments/mollie/webhook`: only the id is read; the status is fetched from Mollie.
 * - `GET /payments/test/{id}`: the test provider's hosted page (test-provider-page.ts);
 *   `POST /payments/test/{id}/{outcome}`: records the outcome, applies it as a webhook would, and
 *   sends the browser back to the storefront's payment redirect page (303).
 */
import express, { Router } from 'express';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { languageOf } from '../http/language.ts';
import type { PaymentService } from './service.ts';
import { TEST_OUTCOMES, type TestOutcome, type TestProvider } from './test-provider.ts';
import { testPaymentPage } from './test-provider-page.ts';

const MOLLIE_ID = /^tr_[A-Za-z0-9]{1,40}$/;

export function mollieWebhookRoutes(payments: PaymentService): Router {
  const router = Router();
  router.post(
    '/payments/mollie/webhook',
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    async (req, res) => {
      const id = (req.body as Record<string, unknown> | undefined)?.id;
      if (typeof id !== 'string' || !MOLLIE_ID.test(id)) throw badRequest('id must be a Mollie payment id');
      try {
        await payments.sync(id);
      } catch {
        // Mollie did not answer us: a 503 makes Mollie call again later.
        throw new HttpError(503, 'provider_unavailable', 'The payment provider could not be reached');
      }
      // Known or not, the answer is the same (nothing to learn about which ids exist).
      res.status(200).json({ data: { received: true } });
    },
  );
  return router;
}

export function testPaymentRoutes(test: TestProvider, payments: PaymentService): Router {
  const router = Router();
  const found = async (id: string) => {
    const payment = await test.find(id);
    if (!payment) throw notFound('No such test payment');
    return payment;
  };

  router.get('/payments/test/:id', async (req, res) => {
    const payment = await found(req.params.id);
    res
      .type('html')
      .send(testPaymentPage({ ...payment, amountCents: payment.amountGross }, languageOf(req).locale));
  });

  router.post('/payments/test/:id/:outcome', async (req, res) => {
    const payment = await found(req.params.id);
    const outcome = req.params.outcome as TestOutcome;
    if (!TEST_OUTCOMES.includes(outcome)) throw notFound('No such outcome');
    await test.complete(payment.id, outcome);
    await payments.sync(payment.id);
    res.redirect(303, payment.redirectUrl);
  });
  return router;
}
