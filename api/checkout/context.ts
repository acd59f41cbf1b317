/** What the checkout's parts work with: the orders, the cart, the payments and the clock. */
import type { AuthService } from '../auth/service.ts';
import type { CartService } from '../cart/service.ts';
import type { Mail, MailAttachment } from '../mail/mailer.ts';
import type { PaymentDeadline } from '../orders/payment-expiry.ts';
import type { PaymentService } from '../payments/service.ts';
import type { CheckoutRepository } from './repository.ts';

export interface CheckoutContext {
  repo: CheckoutRepository;
  cart: CartService;
  payments: PaymentService;
  auth: AuthService;
  send: (mail: Mail) => Promise<unknown>;
  storefrontUrl: string;
  now: () => Date;
  /** when an unpaid order is cancelled, by its payment method (decision 042) */
  deadline: PaymentDeadline;
  /** the paid order's invoice PDF for its confirmation mail (decision 094); none: no attachment */
  attachInvoice?: (orderId: number, locale: 'nl' | 'en') => Promise<MailAttachment[]>;
  /** the delivery promise to a country by a method, from the shipping data (decision 096) */
  deliveryPromise?: (countryId: number, methodId: number, locale: 'nl' | 'en') => Promise<string | null>;
}
