/** The account forms' rules (spec 5): messages are the spec's translation keys. */
import * as yup from 'yup';
import { message } from '../../lib/use-form.ts';

/** The shop API refuses shorter new passwords too (api/auth). */
export const PASSWORD_MIN = 8;

const email = yup
  .string()
  .trim()
  .required(message('validation.required'))
  .email(message('validation.email'))
  .max(254, message('validation.email'));

/** Login and dealer login: e-mail required and valid, password required. */
export const loginSchema = yup.object({
  email,
  password: yup.string().required(message('validation.required')),
});

/** Forgot password: e-mail required and valid. */
export const forgotSchema = yup.object({ email });

/** A new password: at least PASSWORD_MIN characters, confirmed. */
export const resetSchema = yup.object({
  password: yup
    .string()
    .required(message('validation.required'))
    .min(PASSWORD_MIN, message('validation.min'))
    .max(200, message('validation.required')),
  password_confirmation: yup
    .string()
    .required(message('validation.required'))
    .oneOf([yup.ref('password')], message('validation.confirmed')),
});
