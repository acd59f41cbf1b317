/**
 * `GET addressLookup?postcode=&house_number=&addition=` (decision 098): a Dutch address's street
 * and city from the BAG through PDOK's Locatieserver (api/pdok/). The checkout's address form
 * fills them in for the Netherlands; without an answer the customer types them.
 */
import * as yup from 'yup';
import { queryInt, queryString } from './query.ts';

/** A Dutch postcode: four digits, the first not 0, and two letters, with or without a space. */
export const DUTCH_POSTCODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

export const addressLookupQuery = yup.object({
  postcode: queryString('postcode', 7)
    .required('postcode is required')
    .matches(DUTCH_POSTCODE, 'postcode must be a Dutch postcode: four digits and two letters (1071 XX)'),
  house_number: queryInt('house_number', 1, 99999).required('house_number is required'),
  addition: queryString('addition', 6)
    .matches(/^[0-9A-Za-z -]*$/, 'addition must be letters, digits, spaces or hyphens')
    .default(''),
});

export const addressLookupAnswer = yup.object({
  /** `found`; `not_found` (no such address in the BAG); `unavailable` (PDOK off, down or too slow) */
  status: yup
    .mixed<'found' | 'not_found' | 'unavailable'>()
    .oneOf(['found', 'not_found', 'unavailable'])
    .required(),
  street: yup.string().nullable().default(null),
  city: yup.string().nullable().default(null),
  /** the postcode as the BAG writes it (1071XX) */
  postcode: yup.string().nullable().default(null),
  /** false when the BAG knows the number but not with the addition typed */
  addition_known: yup.boolean().nullable().default(null),
});
export type AddressLookupAnswer = yup.InferType<typeof addressLookupAnswer>;
