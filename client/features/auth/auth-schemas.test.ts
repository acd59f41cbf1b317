import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/use-form.ts';
import { forgotSchema, loginSchema, resetSchema } from './auth-schemas.ts';

describe('the account forms’ rules (spec 5)', () => {
  it('login: e-mail required and valid, password required; the first error per field', () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({
      email: { key: 'validation.required', params: expect.any(Object) },
      password: { key: 'validation.required', params: expect.any(Object) },
    });
    expect(validate(loginSchema, { email: 'not-an-address', password: 'x' }).email?.key).toBe(
      'validation.email',
    );
    expect(validate(loginSchema, { email: ' klant@demo.nl ', password: 'x' })).toEqual({});
  });
  it('forgot password: e-mail required and valid', () => {
    expect(validate(forgotSchema, { email: '' }).email?.key).toBe('validation.required');
    expect(validate(forgotSchema, { email: 'a b@c.nl' }).email?.key).toBe('validation.email');
    expect(validate(forgotSchema, { email: 'a@b.nl' })).toEqual({});
  });
  it('new password: at least 8 characters (with the number for the message) and confirmed', () => {
    const short = validate(resetSchema, { password: 'kort', password_confirmation: 'kort' });
    expect(short.password).toEqual({ key: 'validation.min', params: expect.objectContaining({ min: 8 }) });
    expect(validate(resetSchema, { password: 'lang genoeg', password_confirmation: 'anders' })).toEqual({
      password_confirmation: { key: 'validation.confirmed', params: expect.any(Object) },
    });
    expect(validate(resetSchema, { password: 'lang genoeg', password_confirmation: 'lang genoeg' })).toEqual(
      {},
    );
  });
});
