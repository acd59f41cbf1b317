/**
 * The address rules of the shop API beyond the contract's fields (shared/contract/payloads.ts):
 * the check against the country (known country, postcode rule, normalized postcode). The address
 * book (customer/) and the cart's address data (cart/) use it.
 */
import type { InferType } from 'yup';
import { normalizePostcode, postcodeProblem } from '../../shared/address-rules.ts';
import type { addressPayload } from '../../shared/contract/payloads.ts';
import { normalizeVatNumber, vatNumberProblem } from '../../shared/vat-number.ts';
import { HttpError } from '../errors.ts';

/** The fields of an address as the API takes them (shared/contract/payloads.ts addressPayload). */
export type AddressFields = InferType<typeof addressPayload>;

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
