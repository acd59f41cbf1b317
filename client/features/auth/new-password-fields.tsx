/**
 * A new password and its confirmation (spec 5; the rules are resetSchema's): the reset-password page
 * and a guest's new account after an order ask them alike.
 */
import { TextField } from '../../components/form-field.tsx';
import { useApp } from '../../lib/app-context.tsx';
import type { FormField } from '../../lib/use-form.ts';

export function NewPasswordFields({
  field,
  minLength,
}: {
  field: (name: 'password' | 'password_confirmation') => FormField;
  /** the browser's own check of the length too (PASSWORD_MIN) */
  minLength?: number;
}) {
  const { t } = useApp();
  return (
    <>
      <TextField
        label={t('auth.password')}
        field={field('password')}
        type="password"
        required
        autoComplete="new-password"
        minLength={minLength}
      />
      <TextField
        label={t('auth.password_confirmation')}
        field={field('password_confirmation')}
        type="password"
        required
        autoComplete="new-password"
      />
    </>
  );
}
