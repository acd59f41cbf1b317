/**
 * The built-in test provider (decision 020), the default when no MOLLIE_API_KEY is set: it keeps
 * its payments in its own table (`test_payments`, as Mollie keeps its own) and has a hosted page
 * (test-provider-page.ts) where whoever pays picks the outcome: paid, failed, canceled or expired.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { testPayments } from '../db/schema.ts';
import type { PaymentProvider, PaymentStatus } from './provider.ts';

export type TestOutcome = Exclude<PaymentStatus, 'open'>;
export const TEST_OUTCOMES: readonly TestOutcome[] = ['paid', 'failed', 'canceled', 'expired'];

/** tst_ and 22 random base64url characters: not guessable, so nobody picks the outcome of another's payment. */
const ID_SHAPE = /^tst_[A-Za-z0-9_-]{22}$/;
const isTestPaymentId = (id: string) => ID_SHAPE.test(id);

export function createTestProvider(db: Db, options: { baseUrl: string }) {
  const base = options.baseUrl.replace(/\/+$/, '');

  const provider: PaymentProvider = {
    name: 'test',
    async create(payment) {
      const id = `tst_${randomBytes(16).toString('base64url')}`;
      await db.insert(testPayments).values({
        id,
        amountGross: payment.amountCents,
        description: payment.description,
        method: payment.method,
        redirectUrl: payment.redirectUrl,
      });
      return { id, checkoutUrl: `${base}/api/payments/test/${id}`, status: 'open' };
    },
    async status(id) {
      const [row] = await db
        .select({ status: testPayments.status })
        .from(testPayments)
        .where(eq(testPayments.id, id));
      if (!row) throw new Error(`Unknown test payment ${id}`);
      return row.status;
    },
    /** A refund of a paid test payment is refunded at once (decision 093): nobody really paid. */
    async refund(refund) {
      const [row] = await db
        .select({ status: testPayments.status, amountGross: testPayments.amountGross })
        .from(testPayments)
        .where(eq(testPayments.id, refund.paymentId));
      if (row?.status !== 'paid') throw new Error(`Test payment ${refund.paymentId} is not paid`);
      if (refund.amountCents <= 0 || refund.amountCents > row.amountGross)
        throw new Error(
          `A refund of ${refund.amountCents} cents does not fit test payment ${refund.paymentId}`,
        );
      return { id: `re_tst_${randomBytes(8).toString('base64url')}` };
    },
  };

  return {
    provider,

    /** The payment as its hosted page shows it, or undefined. */
    async find(id: string) {
      if (!isTestPaymentId(id)) return undefined;
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      return row;
    },

    /** Records the outcome of an open payment; false when it was decided already (a second click). */
    async complete(id: string, outcome: TestOutcome): Promise<boolean> {
      const rows = await db
        .update(testPayments)
        .set({ status: outcome })
        .where(and(eq(testPayments.id, id), eq(testPayments.status, 'open')))
        .returning({ id: testPayments.id });
      return rows.length > 0;
    },
  };
}
export type TestProvider = ReturnType<typeof createTestProvider>;
