/**
 * The address rules of the shop API, in one place: the fields' yup rules (lengths from
 * shared/address-rules.ts) and the check against the country (known country, postcode rule,
 * normalized postcode). The address book (customer/) and the cart's address data (cart/) use both.
 */
import * as yup from 'yup';
import { ADDRESS_LIMITS, normalizePostcode, postcodeProblem } from '../../shared/address-rules.ts';
import { HttpError } from '../errors.ts';

const text = (name: string, max: number) =>
  yup.string().trim().max(max, `${name} must be at most ${max} characters`);
const required = (name: string, max: number) => text(name, max).required(`${name} is required`);

/** The fields of an address as the API takes them (snake_case, as the storefront sends them). */
export const addressFields = {
  company: text('company', ADDRESS_LIMITS.company),
  firstname: required('firstname', ADDRESS_LIMITS.name),
  middle_name: text('middle_name', ADDRESS_LIMITS.name),
  lastname: required('lastname', ADDRESS_LIMITS.name),
  street: required('street', ADDRESS_LIMITS.street),
  house_number: required('house_number', ADDRESS_LIMITS.house_number),
  house_number_addition: text('house_number_addition', ADDRESS_LIMITS.house_number_addition),
  postcode: required('postcode', 10),
  city: required('city', ADDRESS_LIMITS.city),
  country_id: yup
    .number()
    .typeError('country_id must be a number')
    .integer('country_id must be a whole number')
    .min(1, 'country_id is not a known country')
    .max(2_147_483_647, 'country_id is not a known country')
    .required('country_id is required'),
  phone: text('phone', ADDRESS_LIMITS.phone),
};

export interface AddressFields {
  company?: string;
  firstname: string;
  middle_name?: string;
  lastname: string;
  street: string;
  house_number: string;
  house_number_addition?: string;
  postcode: string;
  city: string;
  country_id: number;
  phone?: string;
}

/** An address that passed the rules, every field filled in ('' when not given), postcode normalized. */
export interface CheckedAddress {
  company: string;
  firstname: string;
  middleName: string;
  lastname: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postcode: string;
  city: string;
  countryId: number;
  phone: string;
}

const postcodeMessages = {
  postcode_nl: 'postcode must be a Dutch postcode such as 1234 AB',
  postcode_be: 'postcode must be a Belgian postcode of 4 digits',
  postcode_other: 'postcode is not valid',
} as const;

/** The address checked against the countries the shop knows; a 400 naming what is wrong. */
export function checkAddress(
  countries: { id: number; iso: string }[],
  fields: AddressFields,
): CheckedAddress {
  const country = countries.find((c) => c.id === fields.country_id);
  if (!country) throw new HttpError(400, 'validation_failed', 'country_id is not a known country');
  const problem = postcodeProblem(country.iso, fields.postcode);
  if (problem) throw new HttpError(400, 'validation_failed', postcodeMessages[problem]);
  return {
    company: fields.company ?? '',
    firstname: fields.firstname,
    middleName: fields.middle_name ?? '',
    lastname: fields.lastname,
    street: fields.street,
    houseNumber: fields.house_number,
    houseNumberAddition: fields.house_number_addition ?? '',
    postcode: normalizePostcode(country.iso, fields.postcode),
    city: fields.city,
    countryId: country.id,
    phone: fields.phone ?? '',
  };
}
