/** Reading and validating request input with yup; anything invalid becomes a 400. */
import type { Request } from 'express';
import * as yup from 'yup';
import { badRequest } from '../errors.ts';

const MAX_INT = 2_147_483_647;

/** A positive id from a path segment: only digits, within PostgreSQL's integer range. */
export function parseId(value: unknown, name = 'id'): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_INT) {
    throw badRequest(`${name} must be a positive whole number`);
  }
  return Number(value);
}

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

/** Validates `req.query` (empty values count as absent; unknown keys are ignored). */
export function parseQuery<S extends yup.AnyObjectSchema>(req: Request, schema: S): yup.InferType<S> {
  const raw = req.query as Record<string, unknown>;
  const cleaned: Record<string, unknown> = {};
  for (const key of Object.keys(schema.fields)) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  return schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true });
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: yup fills in ${unknown}
const unknownFieldMessage = 'unknown field ${unknown}';

/** Validates a JSON body: unknown keys are refused, types are not coerced. */
export function parseBody<S extends yup.AnyObjectSchema>(body: unknown, schema: S): yup.InferType<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return schema.noUnknown(true, unknownFieldMessage).validateSync(body, { abortEarly: false, strict: true });
}

/** A body with its `email` trimmed: surrounding spaces are forgiven (the storefront's forms trim too). */
export function trimmedEmail(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { email } = body as { email?: unknown };
  return typeof email === 'string' ? { ...body, email: email.trim() } : body;
}
