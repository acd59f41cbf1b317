/** The confirmation mail of a paid order (order-mail.ts writes it), sent once whoever asks. */
import { ratePercent } from '../lib/money.ts';
import { paymentReturnUrl } from '../payments/service.ts';
import type { CheckoutContext } from './context.ts';
import { confirmationMail } from './order-mail.ts';

export function orderConfirmations({
  repo,
  send,
  storefrontUrl,
  attachInvoice,
  deliveryPromise,
}: CheckoutContext) {
  return {
    /** Sends the confirmation of a paid order, once (the claim decides between callers). */
    async sendConfirmation(orderId: number): Promise<void> {
      if (!(await repo.claimConfirmation(orderId))) return;
      const order = await repo.byId(orderId);
      if (!order) return;
      const lines = await repo.lines(orderId);
      const invoice = order.invoiceAddress as { email: string };
      const invoiceName = order.invoiceAddress as { firstname?: string; lastname?: string };
      const delivery = order.deliveryAddress as Record<string, string>;
      const locale = order.languageId === 4 ? 'en' : 'nl';
      // The invoice goes with it (decision 094): made when the order became paid.
      const attachments = (await attachInvoice?.(orderId, locale)) ?? [];
      // The delivery time to this order's country by its method, from the shipping data (decision 096).
      const countryId = Number(
        (order.pickupPoint as { country_id?: number } | null)?.country_id ?? delivery.country_id,
      );
      const promise = deliveryPromise
        ? await deliveryPromise(countryId, order.shippingMethodId, locale)
        : null;
      await send({
        attachments,
        ...confirmationMail({
          to: invoice.email,
          locale,
          number: order.number,
          lines: lines.map((l) => ({
            name: l.name,
            optionName: l.optionName,
            amount: l.amount,
            priceGross: l.priceGross,
          })),
          shipping: order.shippingGross,
          discount: order.discountGross,
          total: order.totalGross,
          vat: order.vatLines.length
            ? order.vatLines.map((v) => ({ rate: ratePercent(v.rate), base: v.base + v.vat, amount: v.vat }))
            : order.totalGross - order.totalNet,
          reverseCharge: order.reverseCharge,
          vatNumber: order.vatNumber ?? undefined,
          vies: {
            consultationNumber: order.viesConsultationNumber,
            checkedAt: order.viesCheckedAt?.toISOString() ?? null,
          },
          customerName: { first: invoiceName.firstname ?? '', last: invoiceName.lastname ?? '' },
          deliverTo: [
            delivery.company,
            [delivery.firstname, delivery.middle_name, delivery.lastname].filter(Boolean).join(' '),
            [delivery.street, delivery.house_number, delivery.house_number_addition]
              .filter(Boolean)
              .join(' '),
            [delivery.postcode, delivery.city].filter(Boolean).join(' '),
            delivery.country,
          ].filter((l): l is string => Boolean(l)),
          pickup: order.pickupPoint !== null,
          promise,
          link: paymentReturnUrl(storefrontUrl, order.languageId, order.accessToken!),
        }),
      });
    },
  };
}
