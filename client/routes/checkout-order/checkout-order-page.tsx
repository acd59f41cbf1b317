/**
 * Checkout order (`/winkelwagen/bestellen`, `/en/checkout/order`; spec 2, issue 6): the order
 * form over the visitor's cart, or a message and a way to the shop when the cart is empty. Its
 * data comes with the HTML (checkout-order-data.ts); reached by a client navigation, the cart is
 * fetched again (it must be fresh: decision 003). Never indexed, never cached.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { accountKeys } from '../../../shared/account-keys.ts';
import { apiKeys } from '../../../shared/api-keys.ts';
import { checkoutKeys } from '../../../shared/checkout-keys.ts';
import type { PaymentMethod } from '../../../shared/contract/cart.ts';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import type { AddressBook, Country } from '../../features/account/account-types.ts';
import { CartEmpty, CartFailed, CartLoading } from '../../features/cart/cart-states.tsx';
import { useCart } from '../../features/cart/use-cart.ts';
import { useCartActions } from '../../features/cart/use-cart-actions.ts';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { useIsServerOrHydrating } from '../../lib/ssr-data.tsx';
import { useApi, useOptionalApi } from '../../lib/use-api.tsx';
import { CheckoutForm } from './checkout-form.tsx';

const noBook = { invoice: [], delivery: [] };

export default function CheckoutOrderPage() {
  const { t, locale } = useApp();
  const { pathname } = useLocation();
  const alternates = useAlternates();
  const customer = useCustomer();
  const { cart, error } = useCart();
  const { reload } = useCartActions();
  const { data: countries } = useApi<{ data: Country[] }>(apiKeys.countries(locale));
  const { data: paymentMethods } = useApi<{ data: PaymentMethod[] }>(checkoutKeys.paymentMethods(locale));
  const book = useOptionalApi<{ data: AddressBook }>(customer ? accountKeys.customerAddresses(locale) : null);
  // Hydrating, the server's cart is current; after a client navigation the cached one may not be.
  const navigatedHere = useRef(!useIsServerOrHydrating()).current;
  const hasCart = cart !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (navigatedHere && hasCart) void reload();
  }, []);

  const title = t('checkoutOrderScreen.title');
  const waiting = cart === undefined || (customer !== null && book === undefined);
  return (
    <section className="container checkout-page" data-screen="checkoutOrder" data-testid="checkout-page">
      <Seo title={title} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>
      {cart?.items.length && !waiting ? (
        <>
          <p className="intro-muted">
            {t('checkoutOrderScreen.intro')}
            {customer ? null : (
              <>
                {' '}
                {t('checkoutOrderScreen.have_account')}{' '}
                <Link route="checkoutLogin" locale={locale}>
                  {t('checkout.log_in')}
                </Link>
              </>
            )}
          </p>
          <CheckoutForm
            cart={cart}
            customer={customer}
            countries={countries}
            paymentMethods={paymentMethods}
            book={book?.data ?? noBook}
          />
        </>
      ) : waiting && !error ? (
        <CartLoading />
      ) : cart === undefined ? (
        <CartFailed onRetry={() => void reload()} />
      ) : (
        <CartEmpty testId="checkout-empty" />
      )}
    </section>
  );
}
