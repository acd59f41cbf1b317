/**
 * Shipping (spec 3, 9): the shop's methods for the delivery country (default method 1), each with
 * its price in the visitor's price mode; a method that needs a pickup point lists the points near
 * a postcode (the delivery address's, changeable) to choose from.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { checkoutKeys } from '../../../shared/checkout-keys.ts';
import type { ShippingMethod } from '../../../shared/contract/cart.ts';
import type { PickupPoint } from '../../../shared/contract/checkout.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { deliveryDayLine } from '../../../shared/shipping-promise.ts';
import { priceIn } from '../../features/cart/cart-logic.ts';
import { useApp } from '../../lib/app-context.tsx';
import { usePriceMode } from '../../lib/customer.tsx';

interface ShippingOptionsProps {
  methods: ShippingMethod[];
  methodId: number;
  onMethod: (id: number) => void;
  pickupId: string | null;
  onPickup: (id: string) => void;
  /** where to look for pickup points first: the delivery address's postcode and country */
  postcode: string;
  countryId: number;
  /** show what is missing (after a submit) */
  showErrors: boolean;
  disabled?: boolean;
}

export function ShippingOptions(props: ShippingOptionsProps) {
  const { t, locale } = useApp();
  const mode = usePriceMode();
  const { methods, methodId, onMethod, disabled } = props;
  const method = methods.find((m) => m.id === methodId);
  return (
    <fieldset
      className="checkout-section checkout-options"
      data-testid="checkout-shipping"
      disabled={disabled}
    >
      <legend>{t('checkoutOrderScreen.shipping_title')}</legend>
      {methods.map((m) => {
        const price = priceIn({ price: m.price, price_gross: m.price_gross }, mode);
        return (
          <label key={m.id} className="checkout-option">
            <input
              type="radio"
              name="shipping_method_id"
              value={m.id}
              checked={m.id === methodId}
              onChange={() => onMethod(m.id)}
            />
            <span className="checkout-option-title">{m.title}</span>
            {/* The day it arrives if ordered now (decision 098). */}
            {m.delivery ? (
              <span className="checkout-option-delivery" data-testid="checkout-delivery-day">
                {deliveryDayLine(locale, m.delivery, m.needs_pickup_point)}
              </span>
            ) : null}
            <span className="checkout-option-price">
              {price === 0 ? t('checkoutOrderScreen.shipping_free') : formatPrettyPrice(price)}
              {price !== 0 && m.free_from !== null ? (
                <span className="checkout-option-note">
                  {' '}
                  (
                  {t('checkoutOrderScreen.shipping_free_from', {
                    // The threshold is in gross euros, whatever prices the visitor sees.
                    amount:
                      mode === 'net'
                        ? `${formatPrettyPrice(m.free_from)} ${t('product.incl_vat')}`
                        : formatPrettyPrice(m.free_from),
                  })}
                  )
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {method?.needs_pickup_point ? <PickupPoints key={`${props.countryId}`} {...props} /> : null}
    </fieldset>
  );
}

function PickupPoints({ pickupId, onPickup, postcode, countryId, showErrors }: ShippingOptionsProps) {
  const { t, locale } = useApp();
  const [typed, setTyped] = useState(postcode);
  const [query, setQuery] = useState(postcode.trim());
  const { data, error, isLoading } = useSWR<{ data: PickupPoint[] }>(
    query ? checkoutKeys.pickupPoints(locale, query, countryId) : null,
    { keepPreviousData: true },
  );
  const points = data?.data ?? [];
  const search = () => setQuery(typed.trim());
  const missing = showErrors && !pickupId;
  return (
    <div className="checkout-pickup" data-testid="checkout-pickup">
      <h3>{t('checkoutOrderScreen.pickup_title')}</h3>
      <div className="checkout-pickup-search">
        <div className="form-field">
          <label htmlFor="pickup-postcode">{t('checkoutOrderScreen.pickup_postcode')}</label>
          <input
            id="pickup-postcode"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
            autoComplete="off"
          />
        </div>
        <button type="button" className="button button-secondary" onClick={search}>
          {t('checkoutOrderScreen.pickup_search')}
        </button>
      </div>
      {error ? (
        <p className="form-notice form-notice-danger">{t('checkoutOrderScreen.pickup_failed')}</p>
      ) : isLoading && !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : query && points.length === 0 ? (
        <p className="intro-muted">{t('checkoutOrderScreen.pickup_none')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('checkoutOrderScreen.pickup_title')}
          aria-invalid={missing || undefined}
        >
          {points.map((p) => (
            <label key={p.id} className="checkout-option checkout-pickup-point">
              <input
                type="radio"
                name="pickup_point_id"
                value={p.id}
                checked={p.id === pickupId}
                onChange={() => onPickup(p.id)}
              />
              <span className="checkout-option-title">
                {p.name}
                <span className="checkout-option-note">
                  {p.street} {p.house_number}, {p.postcode} {p.city}
                  <br />
                  {t('checkoutOrderScreen.pickup_hours', { hours: p.opening_hours })}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {missing ? (
        <p className="field-error" role="alert">
          {t('checkoutOrderScreen.pickup_required')}
        </p>
      ) : null}
    </div>
  );
}
