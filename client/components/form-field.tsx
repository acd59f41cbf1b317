/**
 * A labelled input with its first error under it (spec 5): required labels carry a star, the error
 * is tied to the input for screen readers, and the input is marked invalid. Other controls (a
 * select) take the same frame.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useApp } from '../lib/app-context.tsx';
import type { FormField } from '../lib/use-form.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'>;

export function TextField({
  label,
  field,
  required,
  ...input
}: InputProps & { label: string; field: FormField; required?: boolean }) {
  const id = useId();
  const error = useErrorText(field);
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <input {...controlProps(id, field, error, required)} {...input} />
    </FieldFrame>
  );
}

/** The frame of a form control `id` (an input, a select, a text area): its label and its error. */
export function FieldFrame({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  /** the error's text, if any */
  error: string | undefined;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="field-error" id={errorOf(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const errorOf = (id: string) => `${id}-error`;

/** A control marked invalid while it has an error, and tied to that error. */
export const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? ('true' as const) : undefined,
  'aria-describedby': error ? errorOf(id) : undefined,
});

/**
 * A text control's own attributes (an input, a text area): its field's name and value, whether it
 * is required, and its error.
 */
export const controlProps = (
  id: string,
  field: FormField,
  error: string | undefined,
  required?: boolean,
) => ({
  id,
  name: field.name,
  value: field.value,
  onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
  onBlur: field.onBlur,
  required,
  'aria-required': required ? ('true' as const) : undefined,
  ...invalidProps(id, error),
});

/** The text of a field's first error, if it has one. */
export function useErrorText(field: FormField): string | undefined {
  const { t } = useApp();
  return field.error ? t(field.error.key, field.error.params) : undefined;
}
