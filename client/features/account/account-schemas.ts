/** The dashboard's forms (issue 5): profile and address, with the shared address rules. */
import * as yup from 'yup';
import { ADDRESS_LIMITS, postcodeProblem } from '../../../shared/address-rules.ts';
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

export function addressSchema(countries: Country[]) {
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
  });
}
