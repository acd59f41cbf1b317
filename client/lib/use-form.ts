/**
 * Form state with a yup schema (spec 5): every field validates eagerly (its first error shows once
 * the field was left or the form submitted, and then follows every keystroke), and a submit reads
 * the fields from the form itself, so text typed before hydration counts. Error messages are
 * translation keys with their parameters (see `message`).
 */
import { type FormEvent, useMemo, useState } from 'react';
import { type AnyObjectSchema, ValidationError } from 'yup';

export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

/** A yup message as a translation key: `.min(8, message('validation.min'))`. */
export const message =
  (key: string) =>
  // biome-ignore lint/suspicious/noExplicitAny: yup passes each rule's own parameter object
  (params: any): FieldError => ({
    key,
    params: Object.fromEntries(
      Object.entries(params as Record<string, unknown>).filter(
        ([, v]) => typeof v === 'string' || typeof v === 'number',
      ),
    ) as Record<string, string | number>,
  });

type Values = Record<string, string>;

/** The first error of each field, or an empty object when the values are valid. */
export function validate<T extends Values>(
  schema: AnyObjectSchema,
  values: T,
): Partial<Record<keyof T, FieldError>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<keyof T, FieldError>> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path as keyof T | undefined;
      if (!path || errors[path]) continue;
      const raw = inner.message as unknown;
      errors[path] = typeof raw === 'string' ? { key: raw } : (raw as FieldError);
    }
    return errors;
  }
}

/**
 * What `useForm` returns. A class so that `errors` is a getter of the prototype: a getter in an
 * object literal costs V8 an accessor pair in the old generation per render, which kept the
 * form's whole scope there until the next mark-compact (see server/render/server-swr.ts).
 */
class Form<T extends Values, F> {
  constructor(
    readonly values: T,
    private readonly errorsOf: () => Partial<Record<keyof T, FieldError>>,
    readonly field: F,
    readonly submit: (event: FormEvent<HTMLFormElement>) => T | null,
    readonly check: (form: HTMLFormElement) => T | null,
    readonly reset: (next?: T) => void,
  ) {}

  /** The first error of each field (validated when first asked for). */
  get errors(): Partial<Record<keyof T, FieldError>> {
    return this.errorsOf();
  }
}

export function useForm<T extends Values>(schema: AnyObjectSchema, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  // Validated when first asked for (a touched field, or `errors`), once per values: an untouched
  // form (the login form in every page's header) never runs yup, whose errors are thrown.
  const errorsOf = useMemo(() => {
    let errors: Partial<Record<keyof T, FieldError>> | undefined;
    return () => (errors ??= validate<T>(schema, values));
  }, [schema, values]);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name] ?? '',
    error: touched[name] ? errorsOf()[name] : undefined,
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
  });

  /**
   * For `onSubmit`: prevents the browser's submit, takes the values from the form, marks every
   * field touched and returns the values when they are valid, else null.
   */
  const submit = (event: FormEvent<HTMLFormElement>): T | null => {
    event.preventDefault();
    return check(event.currentTarget);
  };

  /** The same for a form that another form's submit checks (the checkout's address forms). */
  const check = (form: HTMLFormElement): T | null => {
    const data = new FormData(form);
    const current = { ...values };
    for (const name of Object.keys(initial) as (keyof T & string)[]) {
      const typed = data.get(name);
      if (typeof typed === 'string') (current as Values)[name] = typed;
    }
    setValues(current);
    setTouched(
      Object.fromEntries(Object.keys(initial).map((k) => [k, true])) as Partial<Record<keyof T, boolean>>,
    );
    if (Object.keys(validate<T>(schema, current)).length) return null;
    // What is sent is trimmed (the API is strict about it); passwords are sent as typed.
    return Object.fromEntries(
      Object.entries(current).map(([k, v]) => [k, /password/.test(k) ? v : v.trim()]),
    ) as T;
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setTouched({});
  };

  return new Form(values, errorsOf, field, submit, check, reset);
}
export type FormField = ReturnType<ReturnType<typeof useForm>['field']>;
