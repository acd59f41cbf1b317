import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './payment-methods.ts';

describe('paymentMethodName', () => {
  it('names the methods in both languages', () => {
    expect(paymentMethodName('ideal', 'nl')).toBe('iDEAL');
    expect(paymentMethodName('bancontact', 'en')).toBe('Bancontact');
    expect(paymentMethodName('creditcard', 'nl')).toBe('Creditcard');
    expect(paymentMethodName('creditcard', 'en')).toBe('Credit card');
    expect(paymentMethodName('banktransfer', 'nl')).toBe('Overboeking');
    expect(paymentMethodName('banktransfer', 'en')).toBe('Bank transfer');
  });
  it('shows an unknown id as it is, and does not read inherited keys', () => {
    expect(paymentMethodName('applepay', 'nl')).toBe('applepay');
    expect(paymentMethodName('constructor', 'en')).toBe('constructor');
  });
});
