/**
 * The checkout (spec 2, 3, 4; decision 020): invoice address (a customer's saved one or typed; a
 * guest's with the e-mail address), delivery address (the invoice address unless the cart has
 * another or the visitor ticks "deliver elsewhere"), shipping with pickup points, payment,
 * remarks, the terms, and "place order". The shipping choice goes to the cart at once, so the
 * overview's totals are the API's for that choice; placing the order sends the total shown, one
 * idempotency key per attempt (a double click or a retry makes one order), then goes to the
 * payment provider's page.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { cartKeys, cartPaths } from '../../../shared/cart-keys.ts';
import { checkoutKeys, checkoutPaths } from '../../../shared/checkout-keys.ts';
import type { Cart, PaymentMethod, ShippingMethod } from '../../../shared/contract/cart.ts';
import type {
  CheckoutChoicesPayload,
  PlacedOrder,
  PlaceOrderPayload,
} from '../../../shared/contract/checkout.ts';
import type { Me } from '../../../shared/contract/customer.ts';
import { TextField } from '../../components/form-field.tsx';
import { addressSchema } from '../../features/account/account-schemas.ts';
import type { Address, Country } from '../../features/account/account-types.ts';
import { cartMoved, orderErrorText } from '../../features/checkout/checkout-errors.ts';
import { PaymentOptions } from '../../features/checkout/payment-options.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { apiSend } from '../../lib/fetcher.ts';
import { useForm } from '../../lib/use-form.ts';
import { AddressForm } from './address-form.tsx';
import {
  type AddressValues,
  addressPayload,
  addressValues,
  emailRule,
  type InvoiceValues,
  keyFor,
  startsWithOtherDelivery,
} from './checkout-logic.ts';
import { OrderOverview } from './order-overview.tsx';
import { type AddressChoice, SavedAddresses } from './saved-addresses.tsx';
import { ShippingOptions } from './shipping-options.tsx';

interface CheckoutFormProps {
  cart: Cart;
  customer: Me | null;
  countries: Country[];
  paymentMethods: PaymentMethod[];
  /** the customer's address book (empty for guests) */
  book: { invoice: Address[]; delivery: Address[] };
}

/** The saved address a cart's address names, else the primary one, else typing a new one. */
function firstChoice(saved: Address[], cartAddressId: number | null | undefined): AddressChoice {
  if (cartAddressId && saved.some((a) => a.id === cartAddressId)) return cartAddressId;
  return (saved.find((a) => a.is_primary) ?? saved[0])?.id ?? 'new';
}

export function CheckoutForm({ cart, customer, countries, paymentMethods, book }: CheckoutFormProps) {
  const { t, locale } = useApp();
  const { mutate } = useSWRConfig();
  const guest = customer === null;
  const { invoice: cartInvoice, delivery: cartDelivery } = cart.address_data;

  const invoiceRef = useRef<HTMLFormElement>(null);
  const deliveryRef = useRef<HTMLFormElement>(null);
  const [otherDelivery, setOtherDelivery] = useState(() => startsWithOtherDelivery(cart));
  // The goods go to the delivery address, or to the invoice address when there is no other one.
  const schemas = useMemo(() => {
    const invoice = addressSchema(countries, { delivery: !otherDelivery });
    return {
      invoice: guest ? invoice.shape({ email: emailRule }) : invoice,
      delivery: addressSchema(countries, { delivery: true }),
    };
  }, [countries, guest, otherDelivery]);
  const [invoiceChoice, setInvoiceChoice] = useState<AddressChoice>(() =>
    firstChoice(book.invoice, cartInvoice?.id),
  );
  const invoiceForm = useForm<InvoiceValues>(schemas.invoice, {
    ...addressValues(invoiceChoice === 'new' ? cartInvoice : null),
    email: cartInvoice?.email ?? '',
  });
  const [deliveryChoice, setDeliveryChoice] = useState<AddressChoice>(() =>
    cartDelivery?.id && book.delivery.some((a) => a.id === cartDelivery.id) ? cartDelivery.id : 'new',
  );
  const deliveryForm = useForm<AddressValues>(schemas.delivery, addressValues(cartDelivery));

  const [methodId, setMethodId] = useState(cart.shipping_method_id);
  const [pickupId, setPickupId] = useState(cart.pickup_point_id);
  const [payment, setPayment] = useState(() => cart.payment_method ?? paymentMethods[0]?.id ?? '');
  const [remarks, setRemarks] = useState(cart.remarks);
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const busy = useRef(false);

  /** Where the order goes: the delivery address when it is another one, else the invoice address. */
  const shipTo = (): { country: number; postcode: string } => {
    const saved = (list: Address[], id: AddressChoice) => list.find((a) => a.id === id);
    const pick = otherDelivery
      ? (saved(book.delivery, deliveryChoice) ?? deliveryForm.values)
      : (saved(book.invoice, invoiceChoice) ?? invoiceForm.values);
    return { country: Number(pick.country_id) || 1, postcode: String(pick.postcode ?? '') };
  };
  const { country, postcode } = shipTo();
  const { data: methodsAnswer } = useSWR<{ data: ShippingMethod[] }>(
    checkoutKeys.shippingMethods(locale, country),
    { keepPreviousData: true },
  );
  const methods = methodsAnswer?.data ?? [];
  const method = methods.find((m) => m.id === methodId);

  /**
   * The form's writes to the cart, one at a time and in order, each answer shown before the next
   * write is sent: on a busy host an earlier write answered late would otherwise put back the
   * cart as it was before a later one (the VAT number's check gone).
   */
  const cartWrites = useRef<Promise<unknown>>(Promise.resolve());
  const writeCart = (path: string, body: unknown): Promise<unknown> => {
    const write = async () => {
      const answer = await apiSend('PUT', path, locale, body);
      await mutate(cartKeys.cart(locale), answer, { revalidate: false });
      return answer;
    };
    const next = cartWrites.current.then(write, write);
    cartWrites.current = next.catch(() => {});
    return next;
  };

  /** Keeps choices on the cart; the cart it answers (with the totals for them) is shown at once. */
  const saveChoices = async (choices: CheckoutChoicesPayload, affectsTotals: boolean) => {
    if (affectsTotals) setUpdating(true);
    try {
      await writeCart(checkoutPaths.choices, choices);
    } catch (error) {
      if (affectsTotals) setProblem(orderErrorText(error, t));
    } finally {
      if (affectsTotals) setUpdating(false);
    }
  };

  /** The address of a section as the API takes it, or null when its form is not valid (errors show). */
  const addressOf = (
    choice: AddressChoice,
    saved: Address[],
    form: { check: (f: HTMLFormElement) => AddressValues | null },
    element: HTMLFormElement | null,
  ) => {
    const chosen = saved.find((a) => a.id === choice);
    if (chosen) return addressPayload(addressValues(chosen), chosen.id);
    const values = element ? form.check(element) : null;
    return values ? addressPayload(values) : null;
  };

  // The delivery country chosen: the cart is priced for it at once (its VAT and shipping, decision
  // 050), not only once the whole address is filled in. A country not delivered to shows its
  // message at the field and changes nothing.
  const pricedFor = cart.shipping_country_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the country (or the cart's) changes
  useEffect(() => {
    if (country === pricedFor || countries.find((c) => c.id === country)?.ships === false) return;
    void saveChoices({ shipping_country_id: country }, true);
  }, [country, pricedFor]);

  /**
   * Complete addresses are kept on the cart (spec 7: shoppingCart/addressData) when focus leaves a
   * field or a second after the last keystroke, so a visitor who leaves the checkout finds them
   * again. Quietly: no errors shown, nothing sent while an address is incomplete or unchanged.
   */
  const remembered = useRef('');
  const rememberAddresses = () => {
    const quiet = (
      choice: AddressChoice,
      saved: Address[],
      schema: { isValidSync: (v: unknown) => boolean },
      values: AddressValues,
    ) => {
      const chosen = saved.find((a) => a.id === choice);
      if (chosen) return addressPayload(addressValues(chosen), chosen.id);
      return schema.isValidSync(values) ? addressPayload(values) : null;
    };
    const invoice = quiet(invoiceChoice, book.invoice, schemas.invoice, invoiceForm.values);
    const delivery = otherDelivery
      ? quiet(deliveryChoice, book.delivery, schemas.delivery, deliveryForm.values)
      : null;
    if (!invoice || (otherDelivery && !delivery)) return;
    const email = guest && invoiceChoice === 'new' ? invoiceForm.values.email.trim() : undefined;
    const body = { invoice: { ...invoice, ...(email ? { email } : {}) }, delivery };
    const json = JSON.stringify(body);
    if (json === remembered.current) return;
    remembered.current = json;
    void writeCart(cartPaths.addressData, body).catch(() => {
      remembered.current = '';
    });
  };
  const latestRemember = useRef(rememberAddresses);
  latestRemember.current = rememberAddresses;
  const rememberTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(rememberTimer.current), []);
  const rememberSoon = () => {
    clearTimeout(rememberTimer.current);
    rememberTimer.current = setTimeout(() => latestRemember.current(), 1000);
  };

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || updating) return;
    setSubmitted(true);
    const invoice = addressOf(invoiceChoice, book.invoice, invoiceForm, invoiceRef.current);
    const email = guest && invoiceChoice === 'new' ? invoiceForm.values.email.trim() : undefined;
    const delivery = otherDelivery
      ? addressOf(deliveryChoice, book.delivery, deliveryForm, deliveryRef.current)
      : null;
    const complete =
      invoice !== null &&
      (!otherDelivery || delivery !== null) &&
      method !== undefined &&
      (!method.needs_pickup_point || pickupId !== null) &&
      paymentMethods.some((m) => m.id === payment) &&
      terms;
    setProblem(null);
    if (!complete) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.checkout-page [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const payload: PlaceOrderPayload = {
      invoice: { ...invoice, ...(email ? { email } : {}) },
      delivery,
      shipping_method_id: method.id,
      payment_method: payment,
      pickup_point_id: method.needs_pickup_point ? pickupId : null,
      remarks: remarks.trim(),
      expected_total_gross: cart.total.to_pay_gross,
      terms_accepted: true,
    };
    attempt.current = keyFor(attempt.current, JSON.stringify(payload));
    busy.current = true;
    setPlacing(true);
    try {
      const answer = (await apiSend('POST', checkoutPaths.placeOrder, locale, payload, {
        'Idempotency-Key': attempt.current.key,
      })) as { data: PlacedOrder };
      // On to the payment provider (the button stays disabled: the page is left).
      window.location.assign(answer.data.redirect_url);
    } catch (error) {
      busy.current = false;
      setPlacing(false);
      setProblem(orderErrorText(error, t));
      // Stock, prices or the cart moved: show the cart as it is now.
      if (cartMoved(error)) await mutate(cartKeys.cart(locale));
    }
  };

  /** After a submit: whether something still needs the visitor (the notice follows every change). */
  const incomplete =
    (invoiceChoice === 'new' && Object.keys(invoiceForm.errors).length > 0) ||
    (otherDelivery && deliveryChoice === 'new' && Object.keys(deliveryForm.errors).length > 0) ||
    (method?.needs_pickup_point && !pickupId) ||
    !paymentMethods.some((m) => m.id === payment) ||
    !terms;
  // Why the invoice's VAT number is or is not reverse charged where the order goes (decision 072).
  const vatCheck = cart.vat_check;
  const vatNote = vatCheck ? (
    <p className="form-notice" role="status" data-testid="vat-check" data-status={vatCheck.status}>
      {t(`checkoutOrderScreen.vat_check_${vatCheck.status}`, {
        country: countries.find((c) => c.id === cart.shipping_country_id)?.name ?? '',
      })}
    </p>
  ) : null;
  const invoiceField = (name: keyof InvoiceValues) => invoiceForm.field(name);
  const deliveryField = (name: keyof InvoiceValues) => deliveryForm.field(name as keyof AddressValues);

  return (
    <div className="checkout-layout">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus leaving a field keeps complete addresses on the cart; the fields are the controls */}
      <div className="checkout-main" onBlur={rememberAddresses} onInput={rememberSoon}>
        <section className="checkout-section" aria-labelledby="checkout-invoice-title">
          <h2 id="checkout-invoice-title">{t('checkoutOrderScreen.invoice_title')}</h2>
          {customer ? (
            <p className="intro-muted">{t('checkoutOrderScreen.ordering_as', { email: customer.email })}</p>
          ) : null}
          {book.invoice.length ? (
            <SavedAddresses
              name="invoice_choice"
              addresses={book.invoice}
              value={invoiceChoice}
              onChange={setInvoiceChoice}
            />
          ) : null}
          {invoiceChoice === 'new' ? (
            <AddressForm
              id="checkout-invoice"
              formRef={invoiceRef}
              field={invoiceField}
              countries={countries}
              withEmail={guest}
              withVatNumber
              vatNote={vatNote}
            />
          ) : (
            vatNote
          )}
        </section>

        <section className="checkout-section" aria-labelledby="checkout-delivery-title">
          <h2 id="checkout-delivery-title">{t('checkoutOrderScreen.delivery_title')}</h2>
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={otherDelivery}
              onChange={(e) => setOtherDelivery(e.target.checked)}
              data-testid="checkout-other-delivery"
            />
            {t('checkoutOrderScreen.deliver_elsewhere')}
          </label>
          {otherDelivery ? (
            <>
              {book.delivery.length ? (
                <SavedAddresses
                  name="delivery_choice"
                  addresses={book.delivery}
                  value={deliveryChoice}
                  onChange={setDeliveryChoice}
                />
              ) : null}
              {deliveryChoice === 'new' ? (
                <AddressForm
                  id="checkout-delivery"
                  formRef={deliveryRef}
                  field={deliveryField}
                  countries={countries}
                />
              ) : null}
            </>
          ) : (
            <p className="intro-muted">{t('checkoutOrderScreen.delivery_same')}</p>
          )}
        </section>

        <form className="checkout-order-form" noValidate onSubmit={place} data-testid="checkout-form">
          <ShippingOptions
            methods={methods}
            methodId={methodId}
            onMethod={(id) => {
              setMethodId(id);
              void saveChoices({ shipping_method_id: id }, true);
            }}
            pickupId={pickupId}
            onPickup={(id) => {
              setPickupId(id);
              void saveChoices({ pickup_point_id: id }, false);
            }}
            postcode={postcode}
            countryId={country}
            showErrors={submitted}
            disabled={placing}
          />
          <PaymentOptions
            methods={paymentMethods}
            value={payment}
            onChange={(id) => {
              setPayment(id);
              void saveChoices({ payment_method: id }, false);
            }}
            showErrors={submitted}
            disabled={placing}
            note={t('checkoutOrderScreen.payment_note')}
          />
          <fieldset className="checkout-section" disabled={placing}>
            <legend>{t('checkoutOrderScreen.remarks_title')}</legend>
            <div className="auth-form">
              <TextField
                label={t('checkoutOrderScreen.remarks_label')}
                field={{
                  name: 'remarks',
                  value: remarks,
                  onChange: setRemarks,
                  onBlur: () => {},
                  error: undefined,
                }}
                maxLength={1000}
              />
            </div>
          </fieldset>
          <div className={submitted && !terms ? 'checkout-terms has-error' : 'checkout-terms'}>
            <label className="checkout-check">
              <input
                type="checkbox"
                name="terms_accepted"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                aria-invalid={submitted && !terms ? 'true' : undefined}
                aria-describedby={submitted && !terms ? 'checkout-terms-error' : undefined}
                disabled={placing}
                data-testid="checkout-terms"
              />
              <span>
                {t('checkoutOrderScreen.terms_label')}
                <span className="required-mark" aria-hidden="true">
                  {' '}
                  *
                </span>
              </span>
            </label>
            {submitted && !terms ? (
              <p className="field-error" id="checkout-terms-error">
                {t('checkoutOrderScreen.terms_required')}
              </p>
            ) : null}
          </div>
          {problem || (submitted && incomplete) ? (
            <p className="form-notice form-notice-danger" role="alert" data-testid="checkout-problem">
              {problem ?? t('checkoutOrderScreen.check_fields')}
            </p>
          ) : null}
          <button
            type="submit"
            className="button checkout-place"
            disabled={placing || updating}
            aria-busy={placing || updating || undefined}
            data-testid="checkout-place"
            data-keep-clear=""
          >
            {placing ? t('checkoutOrderScreen.placing') : t('checkoutOrderScreen.place')}
          </button>
          {updating ? <p className="intro-muted">{t('checkoutOrderScreen.updating')}</p> : null}
        </form>
      </div>
      <OrderOverview cart={cart} payment={payment} />
    </div>
  );
}
