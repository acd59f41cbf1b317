/**
 * Query string values as the shop API reads them: each a yup schema that takes the text of one
 * `?name=value` (anything else, a repeated or nested parameter, fails as a type error) and says
 * what is wrong in words the storefront can show. The JSON Schema of the published contract sees
 * the type and bounds (integer, number, boolean, string).
 */
import * as yup from 'yup';

/** A whole number given as a query string value ("12"); anything else fails as a type error. */
export const queryInt = (name: string, min: number, max: number) =>
  yup
    .number()
    .transform((_value, original) =>
      typeof original === 'number'
        ? original
        : typeof original === 'string' && /^-?[0-9]{1,10}$/.test(original)
          ? Number(original)
          : Number.NaN,
    )
    .typeError(`${name} must be a whole number`)
    .integer(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** A decimal number given as a query string value ("52.3791", "-4.5"); no exponents, no Infinity. */
export const queryNumber = (name: string, min: number, max: number) =>
  yup
    .number()
    .transform((_value, original) =>
      typeof original === 'number'
        ? original
        : typeof original === 'string' && /^-?[0-9]{1,10}(\.[0-9]{1,15})?$/.test(original)
          ? Number(original)
          : Number.NaN,
    )
    .typeError(`${name} must be a decimal number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** 1/0/true/false */
export const queryBool = (name: string) =>
  yup
    .boolean()
    .transform((_value, original) =>
      typeof original === 'boolean'
        ? original
        : original === '1' || original === 'true'
          ? true
          : original === '0' || original === 'false'
            ? false
            : Symbol('invalid'),
    )
    .typeError(`${name} must be 1, 0, true or false`);

export const queryString = (name: string, max: number) =>
  yup
    .string()
    .transform((_value, original) => (typeof original === 'string' ? original : Symbol('invalid')))
    .typeError(`${name} must be a single text value`)
    .max(max, `${name} must be at most ${max} characters`);
