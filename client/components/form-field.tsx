/**
 * A labelled input with its first error under it (spec 5): required labels carry a star, the error
 * is tied to the input for screen readers, and the input is marked invalid.
 */
import { type InputHTMLAttributes, useId } from 'react';
import { useApp } from '../lib/app-context.tsx';
import type { FormField } from '../lib/use-form.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name'>;

export function TextField({
  label,
  field,
  required,
  ...input
}: InputProps & { label: string; field: FormField; required?: boolean }) {
  const { t } = useApp();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field.error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        required={required}
        aria-required={required ? 'true' : undefined}
        aria-invalid={field.error ? 'true' : undefined}
        aria-describedby={field.error ? errorId : undefined}
        {...input}
      />
      {field.error ? (
        <p className="field-error" id={errorId}>
          {t(field.error.key, field.error.params)}
        </p>
      ) : null}
    </div>
  );
}
