/**
 * The address rules of the shop API, in one place: the fields' yup rules (lengths from
 * shared/address-rules.ts) and the check against the country (known country, postcode rule,
 * normalized postcode). The address book (customer/) and the cart's address data (cart/) use both.
 */
import * as yup from 'yup';
import { ADDRESS_LIMITS, normalizePostcode, postcodeProblem } from '../../shared/address-rules.ts';
import { normalizeVatNumber, vatNumberProblem } from '../../shared/vat-number.ts';
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
  vat_number: text('vat_number', 20),
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
  /** a business's EU VAT number (invoice addresses); checked against the country's format */
  vat_number?: string;
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
  /** normalized ('' when none) */
  vatNumber: string;
}

const postcodeMessages = {
  postcode_nl: 'postcode must be a Dutch postcode such as 1234 AB',
  postcode_be: 'postcode must be a Belgian postcode of 4 digits',
  postcode_other: 'postcode is not valid',
} as const;

const vatNumberMessages = {
  vat_number_format: 'vat_number does not have the format of a VAT number of the address’s country',
  vat_number_country: 'vat_number must be an EU VAT number of the address’s country',
} as const;

/**
 * The address checked against the countries the shop knows (and, for a `delivery` address, ships
 * to) and their postcode and VAT number formats; a 400 naming what is wrong.
 */
export function checkAddress(
  countries: { id: number; iso: string; ships?: boolean }[],
  fields: AddressFields,
  options: { delivery?: boolean } = {},
): CheckedAddress {
  const country = countries.find((c) => c.id === fields.country_id);
  if (!country) throw new HttpError(400, 'validation_failed', 'country_id is not a known country');
  if (options.delivery && country.ships === false)
    throw new HttpError(400, 'not_shipped', 'country_id is a country the shop does not deliver to');
  const problem = postcodeProblem(country.iso, fields.postcode);
  if (problem) throw new HttpError(400, 'validation_failed', postcodeMessages[problem]);
  const vatNumber = fields.vat_number?.trim() ?? '';
  const vatProblem = vatNumber ? vatNumberProblem(country.iso, vatNumber) : null;
  if (vatProblem) throw new HttpError(400, 'validation_failed', vatNumberMessages[vatProblem]);
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
    vatNumber: vatNumber ? normalizeVatNumber(vatNumber) : '',
  };
}
