/**
 * The contact form (issue 26): name, e-mail, order number and subject (optional) and the message,
 * checked with the API's own schema (shared/contract/contact.ts) as the visitor types, then sent to
 * POST /api/contact, which puts it in the shop's mail outbox. A refusal from the API shows its
 * message at each field; success shows a confirmation that names the address we will answer.
 */
import { type TextareaHTMLAttributes, useId, useState } from 'react';
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFieldErrors,
  contactPayload,
} from '../../../shared/contract/contact.ts';
import { controlProps, FieldFrame, TextField, useErrorText } from '../../components/form-field.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { useHeldSubmit } from '../../lib/island.tsx';
import { type FormField, useForm } from '../../lib/use-form.ts';

const empty = { name: '', email: '', order_number: '', subject: '', text: '' };

type Status = { state: 'idle' | 'sending' | 'failed' } | { state: 'sent'; email: string };

/** POST /api/contact; a 400's field messages, or throws for anything else that is not a 202. */
async function send(locale: string, payload: typeof empty): Promise<ContactFieldErrors | null> {
  const res = await fetch(`/api/contact?lang=${locale}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  if (res.status === 202) return null;
  const body = (await res.json().catch(() => null)) as {
    fields?: ContactFieldErrors;
    message?: string;
  } | null;
  if (res.status === 400 && body?.fields && Object.keys(body.fields).length) return body.fields;
  throw new Error(body?.message ?? `HTTP ${res.status}`);
}

function TextArea({
  label,
  field,
  required,
  serverError,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  field: FormField;
  required?: boolean;
  serverError?: string;
}) {
  const id = useId();
  const error = useErrorText(field) ?? serverError;
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <textarea {...controlProps(id, field, error, required)} {...rest} />
    </FieldFrame>
  );
}

export function ContactForm() {
  const { t, locale } = useApp();
  const form = useForm(contactPayload, empty);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [server, setServer] = useState<ContactFieldErrors>({});
  const held = useHeldSubmit();

  /** A field with the API's message for it when the form's own check finds nothing. */
  const field = (name: ContactField) => {
    const f = form.field(name);
    const serverError = server[name];
    return !f.error && serverError ? { ...f, error: { key: serverError } } : f;
  };

  if (status.state === 'sent')
    return (
      <section className="contact-form contact-sent" role="status" data-testid="contact-sent">
        <h2>{t('contentScreen.contact.sent_title')}</h2>
        <p>{t('contentScreen.contact.sent', { email: status.email })}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            form.reset();
            setStatus({ state: 'idle' });
          }}
        >
          {t('contentScreen.contact.another')}
        </button>
      </section>
    );

  return (
    <form
      className="contact-form"
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      {...held}
      onSubmit={async (event) => {
        const values = form.submit(event);
        if (!values || status.state === 'sending') return;
        setServer({});
        setStatus({ state: 'sending' });
        try {
          const refused = await send(locale, values);
          if (refused) {
            setServer(refused);
            setStatus({ state: 'idle' });
          } else setStatus({ state: 'sent', email: values.email });
        } catch {
          setStatus({ state: 'failed' });
        }
      }}
    >
      <h2 id="contact-form-title">{t('contentScreen.contact.form_title')}</h2>
      <p className="contact-form-intro">{t('contentScreen.contact.form_intro')}</p>
      <div className="contact-form-row">
        <TextField
          label={t('contentScreen.contact.name')}
          field={field('name')}
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
        />
        <TextField
          label={t('contentScreen.contact.email_field')}
          field={field('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <div className="contact-form-row">
        <TextField
          label={t('contentScreen.contact.order_number')}
          field={field('order_number')}
          maxLength={CONTACT_LIMITS.order_number}
        />
        <TextField
          label={t('contentScreen.contact.subject')}
          field={field('subject')}
          maxLength={CONTACT_LIMITS.subject}
        />
      </div>
      <TextArea
        label={t('contentScreen.contact.text')}
        field={field('text')}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.text}
      />
      {status.state === 'failed' ? (
        <p className="form-error" role="alert">
          {t('contentScreen.contact.failed')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={status.state === 'sending'}>
        {status.state === 'sending' ? t('contentScreen.contact.sending') : t('contentScreen.contact.send')}
      </button>
    </form>
  );
}
