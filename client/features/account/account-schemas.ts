/** The dashboard's forms (issue 5): profile and address, with the shared address rules; a machine (issue 26). */
import * as yup from 'yup';
import { ADDRESS_LIMITS, postcodeProblem } from '../../../shared/address-rules.ts';
import { MACHINE_LIMITS, purchaseDateProblem } from '../../../shared/contract/machines.ts';
import { vatNumberExample, vatNumberProblem } from '../../../shared/vat-number.ts';
import { message } from '../../lib/use-form.ts';
import type { Country } from './account-types.ts';

const required = (max: number) =>
  yup.string().trim().required(message('validation.required')).max(max, message('validation.required'));
const optional = (max: number) => yup.string().trim().max(max, message('validation.required'));

export const profileSchema = yup.object({
  firstname: required(ADDRESS_LIMITS.name),
  middle_name: optional(ADDRESS_LIMITS.name),
  lastname: required(ADDRESS_LIMITS.name),
  phone: optional(ADDRESS_LIMITS.phone),
  company: optional(ADDRESS_LIMITS.company),
});

/**
 * An address's rules; `delivery`: the goods go there, so the shop must deliver to its country.
 * A VAT number is optional and, when given, must have the country's format (shared/vat-number.ts).
 */
export function addressSchema(countries: Country[], options: { delivery?: boolean } = {}) {
  const isoOf = (countryId: unknown) => countries.find((c) => String(c.id) === countryId)?.iso;
  return yup.object({
    company: optional(ADDRESS_LIMITS.company),
    firstname: required(ADDRESS_LIMITS.name),
    middle_name: optional(ADDRESS_LIMITS.name),
    lastname: required(ADDRESS_LIMITS.name),
    street: required(ADDRESS_LIMITS.street),
    house_number: required(ADDRESS_LIMITS.house_number),
    house_number_addition: optional(ADDRESS_LIMITS.house_number_addition),
    country_id: yup
      .string()
      .required(message('validation.required'))
      .oneOf(
        countries.map((c) => String(c.id)),
        message('validation.required'),
      )
      .test('ships', (value, context) =>
        options.delivery && countries.find((c) => String(c.id) === value)?.ships === false
          ? context.createError({ message: { key: 'dashboard.not_shipped' } })
          : true,
      ),
    postcode: yup
      .string()
      .trim()
      .required(message('validation.required'))
      .test('postcode', (value, context) => {
        const iso = countries.find((c) => String(c.id) === context.parent.country_id)?.iso;
        const problem = postcodeProblem(iso, value ?? '');
        return problem ? context.createError({ message: { key: `dashboard.${problem}` } }) : true;
      }),
    city: required(ADDRESS_LIMITS.city),
    phone: optional(ADDRESS_LIMITS.phone),
    vat_number: yup
      .string()
      .trim()
      .max(20, message('dashboard.vat_number_format'))
      .test('vat_number', (value, context) => {
        if (!value) return true;
        const iso = isoOf(context.parent.country_id);
        const problem = vatNumberProblem(iso, value);
        if (!problem) return true;
        return context.createError({
          message: { key: `dashboard.${problem}`, params: { example: vatNumberExample(iso) ?? '' } },
        });
      }),
  });
}

/** The same rules as the API's (shared/contract/machines.ts), with the visitor's texts. */
const machineText = (max: number) => yup.string().trim().max(max, message('dashboard.machine_max'));
export const machineSchema = yup.object({
  brand: machineText(MACHINE_LIMITS.brand).required(message('validation.required')),
  model: machineText(MACHINE_LIMITS.model).required(message('validation.required')),
  serial_number: machineText(MACHINE_LIMITS.serial_number),
  purchase_date: yup
    .string()
    .trim()
    .required(message('validation.required'))
    .test('date', (value, context) => {
      const problem = purchaseDateProblem(value ?? '');
      if (!problem) return true;
      const key = problem === 'future' ? 'dashboard.machine_date_future' : 'dashboard.machine_date_invalid';
      return context.createError({ message: { key } });
    }),
});
