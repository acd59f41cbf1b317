/**
 * The withdrawal function (CRD art. 11a, added by Directive (EU) 2023/2673; decision 093):
 * "Overeenkomst hier herroepen" / "Withdraw from contract here". It asks only what identifies the
 * contract and where the acknowledgement goes: the order number and the order's e-mail address (a
 * logged-in customer's own order needs no address), the name, and which items (all, or some and
 * how many). It ends with an explicit "Herroeping bevestigen" / "Confirm withdrawal" step; the API
 * then records it and mails the acknowledgement at once. `?order=` fills in the order number (the
 * order mail's and the dashboard's links).
 */
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { Withdrawal, WithdrawalOrder } from '../../../shared/contract/returns.ts';
import { formatDate } from '../../../shared/dates.ts';
import { formatPrettyPrice } from '../../../shared/format.ts';
import { returnKeys } from '../../../shared/return-keys.ts';
import { FormProblem } from '../../components/form-actions.tsx';
import { Link } from '../../components/link.tsx';
import { Seo } from '../../components/seo.tsx';
import { useAlternates } from '../../lib/alternates.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';
import { fetchKey } from '../../lib/fetcher.ts';
import { ModelFormView } from './model-form-view.tsx';
import { withdrawErrorKey } from './withdraw-errors.ts';

type Step = 'identify' | 'choose' | 'review' | 'done';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface WithdrawPageProps {
  /** The matched route: the withdrawal function or the model form. */
  routeId: string;
}

export default function WithdrawPage({ routeId }: WithdrawPageProps) {
  return routeId === 'modelWithdrawalForm' ? <ModelFormView /> : <WithdrawFunction />;
}

function WithdrawFunction() {
  const { t, locale } = useApp();
  const { pathname, search } = useLocation();
  const alternates = useAlternates();
  const customer = useCustomer();
  const ids = useId();
  const [step, setStep] = useState<Step>('identify');
  const [orderNumber, setOrderNumber] = useState(() => new URLSearchParams(search).get('order') ?? '');
  const [email, setEmail] = useState(customer?.email ?? '');
  const [name, setName] = useState('');
  const [all, setAll] = useState(true);
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [order, setOrder] = useState<WithdrawalOrder | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const who = () => ({ order_number: orderNumber.trim(), ...(email.trim() ? { email: email.trim() } : {}) });
  const open = order?.lines.filter((l) => l.returnable > 0) ?? [];
  const chosen = all
    ? open.map((l) => ({ line: l, amount: l.returnable }))
    : open.map((l) => ({ line: l, amount: amounts[l.id] ?? 0 })).filter((c) => c.amount > 0);
  const numberError = touched && !orderNumber.trim() ? t('validation.required') : null;
  const emailError =
    touched && !customer && !email.trim()
      ? t('validation.required')
      : touched && email.trim() && !EMAIL.test(email.trim())
        ? t('validation.email')
        : null;

  async function find(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!orderNumber.trim() || (!customer && !EMAIL.test(email.trim())) || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = (await fetchKey(returnKeys.lookup(locale, who()))) as { data: WithdrawalOrder };
      setOrder(answer.data);
      setName((current) => current || answer.data.name);
      setAmounts({});
      setAll(true);
      setStep('choose');
    } catch (error) {
      setProblem(t(withdrawErrorKey(error)));
    } finally {
      setBusy(false);
    }
  }

  function review(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t('validation.required'));
      return;
    }
    if (chosen.length === 0) {
      setProblem(t('withdrawScreen.choose_something'));
      return;
    }
    setProblem(null);
    setStep('review');
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = (await fetchKey(
        returnKeys.withdraw(locale, {
          ...who(),
          name: name.trim(),
          all,
          lines: all ? [] : chosen.map((c) => ({ order_line_id: c.line.id, amount: c.amount })),
        }),
      )) as { data: Withdrawal };
      setDone(answer.data);
      setStep('done');
    } catch (error) {
      setProblem(t(withdrawErrorKey(error)));
    } finally {
      setBusy(false);
    }
  }

  const title =
    step === 'done'
      ? t('withdrawScreen.done_title')
      : step === 'review'
        ? t('withdrawScreen.review_title')
        : t('withdrawScreen.title');
  return (
    <section className="container withdraw-page" data-screen="withdraw" data-step={step}>
      <Seo title={t('withdrawScreen.title')} path={pathname} alternates={alternates} noindex />
      <h1>{title}</h1>

      {step === 'identify' ? (
        <form
          className="auth-form withdraw-form"
          noValidate
          onSubmit={find}
          aria-busy={busy}
          data-testid="withdraw-identify"
        >
          <p className="intro-muted">{t('withdrawScreen.intro')}</p>
          <div className={numberError ? 'form-field has-error' : 'form-field'}>
            <label htmlFor={`${ids}-number`}>
              {t('withdrawScreen.order_number')}
              <span className="required-mark" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={`${ids}-number`}
              name="order_number"
              autoComplete="off"
              required
              maxLength={40}
              value={orderNumber}
              aria-invalid={numberError ? true : undefined}
              aria-describedby={`${ids}-number-hint`}
              onChange={(e) => setOrderNumber(e.target.value)}
            />
            <p className="form-hint" id={`${ids}-number-hint`}>
              {numberError ?? t('withdrawScreen.order_number_hint')}
            </p>
          </div>
          <div className={emailError ? 'form-field has-error' : 'form-field'}>
            <label htmlFor={`${ids}-email`}>
              {t('withdrawScreen.email')}
              {customer ? null : (
                <span className="required-mark" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
            </label>
            <input
              id={`${ids}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required={!customer}
              maxLength={254}
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={`${ids}-email-hint`}
              onChange={(e) => setEmail(e.target.value)}
            />
            <p className="form-hint" id={`${ids}-email-hint`}>
              {emailError ?? t('withdrawScreen.email_hint')}
            </p>
          </div>
          <FormProblem problem={problem} />
          <div className="auth-form-actions">
            <button type="submit" className="button" disabled={busy} data-testid="withdraw-find">
              {busy ? t('withdrawScreen.finding') : t('withdrawScreen.find')}
            </button>
          </div>
          <p className="withdraw-model-link">
            <Link route="modelWithdrawalForm" locale={locale}>
              {t('withdrawScreen.model_form_link')}
            </Link>
          </p>
        </form>
      ) : null}

      {step === 'choose' && order ? (
        <form className="auth-form withdraw-form" noValidate onSubmit={review} data-testid="withdraw-choose">
          <p className="intro-muted">
            {order.period_ends_on
              ? t('withdrawScreen.period_ends', { date: formatDate(order.period_ends_on, locale) })
              : t('withdrawScreen.period_open', { days: order.period_days })}
          </p>
          <p>
            <strong>{t('withdrawScreen.review_order')}:</strong> {order.order_number}
          </p>
          <div className="form-field">
            <label htmlFor={`${ids}-name`}>
              {t('withdrawScreen.name')}
              <span className="required-mark" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              id={`${ids}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <fieldset className="withdraw-scope">
            <legend>{t('withdrawScreen.which')}</legend>
            <label className="withdraw-choice">
              <input
                type="radio"
                name="scope"
                checked={all}
                onChange={() => setAll(true)}
                data-testid="withdraw-all"
              />{' '}
              {t('withdrawScreen.all')}
            </label>
            <label className="withdraw-choice">
              <input
                type="radio"
                name="scope"
                checked={!all}
                onChange={() => setAll(false)}
                data-testid="withdraw-some"
              />{' '}
              {t('withdrawScreen.some')}
            </label>
          </fieldset>
          <ul className="withdraw-lines" data-testid="withdraw-lines">
            {order.lines.map((line) => (
              <li key={line.id} className="withdraw-line">
                <span className="withdraw-line-name">
                  {line.name}
                  {line.option_name ? ` (${line.option_name})` : ''}
                </span>
                <span className="withdraw-line-meta">
                  {line.returnable > 0
                    ? t('withdrawScreen.returnable', { count: line.returnable, amount: line.amount })
                    : t('withdrawScreen.withdrawn_before')}
                </span>
                {!all && line.returnable > 0 ? (
                  <input
                    type="number"
                    min={0}
                    max={line.returnable}
                    inputMode="numeric"
                    aria-label={t('withdrawScreen.amount_of', { name: line.name })}
                    value={amounts[line.id] ?? 0}
                    onChange={(e) =>
                      setAmounts((a) => ({
                        ...a,
                        [line.id]: Math.max(
                          0,
                          Math.min(line.returnable, Math.floor(Number(e.target.value) || 0)),
                        ),
                      }))
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <FormProblem problem={problem} />
          <div className="auth-form-actions">
            <button type="submit" className="button" data-testid="withdraw-next">
              {t('withdrawScreen.next')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setProblem(null);
                setStep('identify');
              }}
            >
              {t('withdrawScreen.back')}
            </button>
          </div>
        </form>
      ) : null}

      {step === 'review' && order ? (
        <div className="auth-form withdraw-form" data-testid="withdraw-review" aria-busy={busy}>
          <p className="intro-muted">{t('withdrawScreen.review_intro')}</p>
          <dl className="withdraw-summary">
            <dt>{t('withdrawScreen.review_order')}</dt>
            <dd>{order.order_number}</dd>
            <dt>{t('withdrawScreen.review_name')}</dt>
            <dd>{name.trim()}</dd>
            <dt>{t('withdrawScreen.review_email')}</dt>
            <dd>{email.trim() || customer?.email}</dd>
            <dt>{t('withdrawScreen.review_items')}</dt>
            <dd>
              <ul>
                {chosen.map((c) => (
                  <li key={c.line.id}>
                    {c.amount} × {c.line.name}
                    {c.line.option_name ? ` (${c.line.option_name})` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <FormProblem problem={problem} />
          <div className="auth-form-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void confirm()}
              data-testid="withdraw-confirm"
            >
              {busy ? t('withdrawScreen.confirming') : t('withdrawScreen.confirm')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setStep('choose')}
            >
              {t('withdrawScreen.back')}
            </button>
          </div>
        </div>
      ) : null}

      {step === 'done' && done ? (
        <div className="withdraw-done" data-testid="withdraw-done" role="status">
          <p>
            {t('withdrawScreen.done_intro', {
              number: done.order_number,
              at: done.created_at_local,
              email: done.email,
            })}
          </p>
          <p>
            {t('withdrawScreen.done_refund', {
              amount: formatPrettyPrice(done.refund_gross),
              date: formatDate(done.refund_due_at, locale),
            })}
            {done.shipping_refunded ? ` ${t('withdrawScreen.done_shipping')}` : ''}
          </p>
          <p>{t('withdrawScreen.done_send_back')}</p>
          {customer ? (
            <p>
              <Link route="dashboardReturns" locale={locale} className="button">
                {t('withdrawScreen.to_returns')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
