/**
 * The test provider's hosted checkout page (decision 020): what Mollie's page is for real payments.
 * Plain HTML without scripts or styles (the API's CSP allows none): the order's description and
 * amount, and one button per outcome. Each button posts (without a body) to
 * `/api/payments/test/{id}/{outcome}`; the browser then goes back to the shop.
 */
import { formatPrettyPrice } from '../../shared/format.ts';
import { paymentMethodName } from '../../shared/payment-methods.ts';
import type { Locale } from '../http/language.ts';
import { TEST_OUTCOMES, type TestOutcome } from './test-provider.ts';

const texts = {
  nl: {
    title: 'Testbetaling',
    notice:
      'Dit is een testbetaling: er wordt geen geld overgemaakt of afgeschreven. Deze winkel neemt geen echte betalingen aan.',
    intro: 'Kies de uitkomst van deze betaling.',
    amount: 'Bedrag',
    method: 'Betaalmethode',
    outcomes: { paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd', expired: 'Verlopen' },
    decided: 'Deze betaling is al afgerond',
    back: 'Terug naar de winkel',
  },
  en: {
    title: 'Test payment',
    notice:
      'This is a test payment: no money moves and nothing is charged. This shop takes no real payments.',
    intro: 'Choose the outcome of this payment.',
    amount: 'Amount',
    method: 'Payment method',
    outcomes: { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired' },
    decided: 'This payment is finished already',
    back: 'Back to the shop',
  },
} satisfies Record<Locale, unknown>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface TestPageInput {
  id: string;
  status: string;
  description: string;
  method: string;
  amountCents: number;
  redirectUrl: string;
}

export function testPaymentPage(payment: TestPageInput, locale: Locale): string {
  const x = texts[locale];
  const amount = formatPrettyPrice(payment.amountCents / 100);
  const open = payment.status === 'open';
  const outcome = (o: TestOutcome) =>
    `<form method="post" action="/api/payments/test/${escapeHtml(payment.id)}/${o}"><button type="submit" name="outcome" value="${o}" data-outcome="${o}">${escapeHtml(x.outcomes[o])}</button></form>`;
  const decided = x.outcomes[payment.status as TestOutcome];
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(x.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(x.title)}</h1>
<p role="note" data-testid="test-payment-notice"><strong>${escapeHtml(x.notice)}</strong></p>
<p>${escapeHtml(payment.description)}</p>
<dl><dt>${escapeHtml(x.amount)}</dt><dd data-testid="test-payment-amount">${escapeHtml(amount)}</dd><dt>${escapeHtml(x.method)}</dt><dd>${escapeHtml(paymentMethodName(payment.method, locale))}</dd></dl>
${
  open
    ? `<p>${escapeHtml(x.intro)}</p>\n${TEST_OUTCOMES.map(outcome).join('\n')}`
    : `<p>${escapeHtml(x.decided)}${decided ? `: ${escapeHtml(decided)}` : ''}.</p>\n<p><a href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(x.back)}</a></p>`
}
</main>
</body>
</html>`;
}
