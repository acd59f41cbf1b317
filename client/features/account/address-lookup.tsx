/**
 * Fills a Dutch address's street and city from its postcode and house number (decision 098):
 * when the country is the Netherlands and both are filled, it asks the API (`addressLookup`, PDOK's
 * Locatieserver behind it) once the typing pauses, and fills street and city where they are empty
 * or still hold what it filled before, never over what the customer typed. Nothing is locked:
 * without an answer (PDOK off or down, no such address) a note under the fields says to type them.
 * Belgian and other addresses stay manual. The checkout's invoice and delivery forms and the
 * dashboard's address book use it.
 */
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { checkoutKeys } from '../../../shared/checkout-keys.ts';
import type { AddressLookupAnswer } from '../../../shared/contract/address-lookup.ts';
import { en, nl } from '../../../shared/i18n/sections/address-lookup.ts';
import { useApp } from '../../lib/app-context.tsx';
import type { FormField } from '../../lib/use-form.ts';
import type { Country } from './account-types.ts';

type AddressKey = 'street' | 'house_number' | 'house_number_addition' | 'postcode' | 'city' | 'country_id';

/** As the contract checks them (shared/contract/address-lookup.ts): asked only when they fit. */
const POSTCODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
const NUMBER = /^[1-9][0-9]{0,4}$/;
const ADDITION = /^[0-9A-Za-z -]{0,6}$/;
const PAUSE_MS = 350;

export function AddressLookup({
  id,
  field,
  countries,
}: {
  id: string;
  field: (name: AddressKey) => FormField;
  countries: Country[];
}) {
  const { locale } = useApp();
  const t = locale === 'en' ? en : nl;
  const country = countries.find((c) => String(c.id) === String(field('country_id').value));
  const postcode = String(field('postcode').value).trim();
  const number = String(field('house_number').value).trim();
  const addition = String(field('house_number_addition').value).trim();
  const key =
    country?.iso === 'NL' && POSTCODE.test(postcode) && NUMBER.test(number) && ADDITION.test(addition)
      ? checkoutKeys.addressLookup(locale, postcode.replace(' ', '').toUpperCase(), Number(number), addition)
      : null;
  // Asked once the typing pauses: not for every keystroke of the number.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) {
      setAsked(null);
      return;
    }
    const timer = setTimeout(() => setAsked(key), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const current = asked !== null && asked === key ? asked : null;
  const { data, error, isLoading } = useSWR<{ data: AddressLookupAnswer }>(current, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const answer = current ? data?.data : undefined;

  // What this form filled in last: a field holding anything else was typed by the customer.
  const filled = useRef({ street: '', city: '' });
  // The fields as they are now, for the effect below: only a new answer fills, never a keystroke.
  const fields = useRef({ street: field('street'), city: field('city') });
  fields.current = { street: field('street'), city: field('city') };
  useEffect(() => {
    if (answer?.status !== 'found' || !answer.street || !answer.city) return;
    const { street, city } = fields.current;
    if (street.value === '' || street.value === filled.current.street) street.onChange(answer.street);
    if (city.value === '' || city.value === filled.current.city) city.onChange(answer.city);
    filled.current = { street: answer.street, city: answer.city };
  }, [answer]);

  const note = !current
    ? null
    : error
      ? t.unavailable
      : isLoading || !answer
        ? t.looking
        : answer.status === 'found'
          ? answer.addition_known === false
            ? t.addition_unknown
            : t.found
          : answer.status === 'not_found'
            ? t.not_found
            : t.unavailable;
  return (
    <p
      className="intro-muted checkout-hint address-lookup-note"
      role="status"
      id={`${id}-address-lookup`}
      data-testid={`${id}-address-lookup`}
      data-status={current ? (error ? 'unavailable' : (answer?.status ?? 'looking')) : undefined}
    >
      {note}
    </p>
  );
}
