/**
 * The discount code (spec 3, 5, 8): a form that applies a code and shows the API's reason when it
 * refuses one, or the applied code with a way to remove it.
 */
import { useState } from 'react';
import * as yup from 'yup';
import { TextField } from '../../components/form-field.tsx';
import { useCartActions } from '../../features/cart/use-cart-actions.ts';
import { useApp } from '../../lib/app-context.tsx';
import { message, useForm } from '../../lib/use-form.ts';

export const discountCodeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(message('cartScreen.code_required'))
    .max(50, message('cartScreen.code_unknown')),
});

export function DiscountCodeForm({ active }: { active: string | null }) {
  const { t } = useApp();
  const { applyCode } = useCartActions();
  const form = useForm(discountCodeSchema, { code: '' });
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  if (active)
    return (
      <div className="discount-code discount-code-applied" data-testid="discount-applied">
        <p>{t('cartScreen.code_applied', { code: active })}</p>
        <button
          type="button"
          className="link-button"
          disabled={sending}
          onClick={async () => {
            setSending(true);
            const error = await applyCode('');
            setSending(false);
            setRefused(error || null);
          }}
        >
          {t('cartScreen.code_remove')}
        </button>
        {refused ? (
          <p className="form-error" role="alert">
            {refused}
          </p>
        ) : null}
      </div>
    );

  return (
    <form
      className="discount-code"
      noValidate
      data-testid="discount-form"
      onSubmit={async (event) => {
        const values = form.submit(event);
        if (!values || sending) return;
        setSending(true);
        setRefused(null);
        const error = await applyCode(values.code);
        setSending(false);
        if (error) setRefused(error);
        else form.reset();
      }}
    >
      {/* The chat launcher and scroll-to-top step aside while they would cover this row (issue 41). */}
      <div className="discount-code-row" data-keep-clear="">
        <TextField
          label={t('cartScreen.code_label')}
          field={form.field('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" className="button button-secondary" disabled={sending}>
          {sending ? t('cartScreen.code_applying') : t('cartScreen.code_apply')}
        </button>
      </div>
      {refused ? (
        <p className="form-error" role="alert" data-testid="discount-error">
          {refused}
        </p>
      ) : null}
    </form>
  );
}
