/**
 * POST /contact { name, email, order_number?, subject?, text } → 202 { data: { sent: true } }: the
 * contact page's form (issue 26). The API puts one mail in its outbox, to the shop's own address
 * with Reply-To the visitor; a bad field answers 400 { error: 'validation_failed', message, fields }
 * with each refused field's message in the request's language. The storefront's form checks the
 * same schema before it sends. Messages are translation keys (shared/i18n sections/content.ts).
 */
import * as yup from 'yup';

export const CONTACT_LIMITS = { name: 100, email: 254, order_number: 30, subject: 150, text: 5000 } as const;
/** A message shorter than this says too little to answer. */
export const CONTACT_TEXT_MIN = 10;

const key = (name: string) => `content.contact.errors.${name}`;

const optional = (max: number) => yup.string().typeError(key('invalid')).trim().max(max, key('too_long'));
const required = (max: number) =>
  optional(max)
    .required(key('required'))
    .test('not-blank', key('required'), (v) => typeof v === 'string' && v.trim() !== '');

export const contactPayload = yup.object({
  name: required(CONTACT_LIMITS.name),
  email: required(CONTACT_LIMITS.email).matches(/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]{2,}$/, {
    message: key('email'),
    excludeEmptyString: true,
  }),
  order_number: optional(CONTACT_LIMITS.order_number).matches(/^[A-Za-z0-9-]*$/, key('order_number')),
  subject: optional(CONTACT_LIMITS.subject),
  text: required(CONTACT_LIMITS.text).min(CONTACT_TEXT_MIN, key('too_short')),
});
export type ContactPayload = yup.InferType<typeof contactPayload>;

/** The fields of the form, in order. */
export const contactFields = ['name', 'email', 'order_number', 'subject', 'text'] as const;
export type ContactField = (typeof contactFields)[number];

/** The 400 answer's refused fields: field → message (already in the visitor's language). */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
