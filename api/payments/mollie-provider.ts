/**
 * Mollie (decision 020), used when MOLLIE_API_KEY is set: a payment with the shop's method, the
 * storefront's return page as redirectUrl and our webhook; its status is always read from Mollie
 * (`payments.get`), never taken from a webhook's body. `apiEndpoint` points tests at a local fake.
 */
import {
  createMollieClient,
  Locale,
  PaymentStatus as MollieStatus,
  type PaymentMethod,
} from '@mollie/api-client';
import { amountValue, type PaymentProvider, type PaymentStatus } from './provider.ts';

/** Mollie's statuses as ours: pending is still open; authorized (pay later) counts as paid. */
const statusOf: Record<MollieStatus, PaymentStatus> = {
  [MollieStatus.open]: 'open',
  [MollieStatus.pending]: 'open',
  [MollieStatus.authorized]: 'paid',
  [MollieStatus.paid]: 'paid',
  [MollieStatus.failed]: 'failed',
  [MollieStatus.canceled]: 'canceled',
  [MollieStatus.expired]: 'expired',
};

export function createMollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
    versionStrings: 'KoffieEnKeuken/0.1',
  });
  return {
    name: 'mollie',
    async create(payment) {
      const created = await client.payments.create({
        amount: { currency: 'EUR', value: amountValue(payment.amountCents) },
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
        method: payment.method as PaymentMethod,
        locale: payment.locale === 'en' ? Locale.en_US : Locale.nl_NL,
        metadata: { order_id: payment.orderId },
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie answered payment ${created.id} without a checkout URL`);
      return { id: created.id, checkoutUrl, status: statusOf[created.status] ?? 'open' };
    },
    async status(id) {
      const payment = await client.payments.get(id);
      return statusOf[payment.status] ?? 'open';
    },
    // Mollie's refunds API (decision 093): a refund of the payment; Mollie queues it and pays it out.
    async refund(refund) {
      const created = await client.paymentRefunds.create({
        paymentId: refund.paymentId,
        amount: { currency: 'EUR', value: amountValue(refund.amountCents) },
        description: refund.description,
      });
      if (created.status === 'failed' || created.status === 'canceled')
        throw new Error(
          `Mollie refused refund ${created.id} of payment ${refund.paymentId}: ${created.status}`,
        );
      return { id: created.id };
    },
  };
}

/**
 * Where Mollie reports payment changes: the storefront's /api proxy passes this one path through
 * from anywhere (server/middleware/api-proxy-target.ts). A storefront on a loopback or local address
 * cannot be reached by Mollie: then there is no webhook, and the payment redirect page asks Mollie.
 */
export function mollieWebhookUrl(storefrontUrl: string): string | undefined {
  const { hostname } = new URL(storefrontUrl);
  if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/.test(hostname) || hostname.endsWith('.localhost'))
    return undefined;
  return `${storefrontUrl}/api/payments/mollie/webhook`;
}
