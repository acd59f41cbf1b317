import { describe, expect, it } from 'vitest';
import {
  addressPayload,
  addressValues,
  keyFor,
  newIdempotencyKey,
  startsWithOtherDelivery,
} from './checkout-logic.ts';

describe('the checkout page’s rules', () => {
  it('starts with the invoice address as delivery address, unless the cart has another one (spec 4)', () => {
    expect(startsWithOtherDelivery({ address_data: { delivery: null } })).toBe(false);
    expect(startsWithOtherDelivery({ address_data: { delivery: { city: 'Gent' } } })).toBe(true);
  });

  it('turns addresses into form values and back, the country as a number', () => {
    expect(addressValues(null, 2)).toMatchObject({ firstname: '', country_id: '2' });
    const values = addressValues({
      firstname: 'Eva',
      lastname: 'Jansen',
      postcode: '3511 AB',
      country_id: 1,
    });
    expect(values).toMatchObject({ firstname: 'Eva', postcode: '3511 AB', country_id: '1', company: '' });
    expect(addressPayload({ ...values, city: ' Utrecht ' }, 7)).toMatchObject({
      city: 'Utrecht',
      country_id: 1,
      id: 7,
    });
  });

  it('keeps one idempotency key while the order stays the same, and makes a new one when it changes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    const first = keyFor(null, '{"a":1}');
    expect(keyFor(first, '{"a":1}')).toBe(first);
    expect(keyFor(first, '{"a":2}').key).not.toBe(first.key);
  });
});
