/**
 * A refund through Mollie's refunds API (decision 093), by the real client against a local fake of
 * Mollie (HTTPS with the self-signed certificate the payment tests use): the amount as Mollie
 * writes it, the payment it belongs to, the API key; a refusal is an error, not a refund.
 */
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMollieCert, fakeMollieKey } from '../payments/fake-mollie-tls.ts';
import { createMollieProvider } from '../payments/mollie-provider.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

describe('refunds at Mollie', () => {
  const received: { paymentId: string; body: Record<string, unknown>; auth: string | undefined }[] = [];
  let refuse = false;
  let url = '';
  let close = () => {};
  const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  beforeAll(async () => {
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const app = express();
    app.use(express.json());
    app.post('/v2/payments/:id/refunds', (req, res) => {
      received.push({ paymentId: req.params.id, body: req.body, auth: req.get('authorization') });
      if (refuse) {
        res.status(422).json({
          status: 422,
          title: 'Unprocessable Entity',
          detail: 'The amount is higher than the amount that can be refunded',
        });
        return;
      }
      res.status(201).json({
        resource: 'refund',
        id: 're_4qqhO89gsT',
        amount: req.body.amount,
        status: 'pending',
        paymentId: req.params.id,
        description: req.body.description,
        createdAt: new Date().toISOString(),
        _links: {
          self: {
            href: `https://api.mollie.com/v2/payments/${req.params.id}/refunds/re_4qqhO89gsT`,
            type: 'application/hal+json',
          },
        },
      });
    });
    const server = createServer({ key: fakeMollieKey, cert: fakeMollieCert }, app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
    close = () => {
      server.close();
      server.closeAllConnections();
    };
  });
  afterAll(() => {
    close();
    if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized;
  });

  it('asks Mollie to refund the payment’s amount in euros and answers the refund id', async () => {
    const mollie = createMollieProvider({ apiKey: API_KEY, apiEndpoint: url });
    const refund = await mollie.refund({
      paymentId: 'tr_WDqYK6vllg',
      amountCents: 164_490,
      description: 'Retour KK-2026-1009',
    });
    expect(refund.id).toBe('re_4qqhO89gsT');
    expect(received.at(-1)).toEqual({
      paymentId: 'tr_WDqYK6vllg',
      body: { amount: { currency: 'EUR', value: '1644.90' }, description: 'Retour KK-2026-1009' },
      auth: `Bearer ${API_KEY}`,
    });
  });

  it('throws when Mollie refuses the refund', async () => {
    refuse = true;
    const mollie = createMollieProvider({ apiKey: API_KEY, apiEndpoint: url });
    await expect(
      mollie.refund({ paymentId: 'tr_WDqYK6vllg', amountCents: 999_999, description: 'x' }),
    ).rejects.toThrow(/higher than the amount/);
  });
});
