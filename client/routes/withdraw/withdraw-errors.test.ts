import { describe, expect, it } from 'vitest';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { withdrawErrorKey } from './withdraw-errors.ts';

describe('what the withdrawal function says to a refusal', () => {
  it.each([
    [new ApiFetchError(404, 'We cannot find…', 'not_found'), 'withdrawScreen.errors.not_found'],
    [new ApiFetchError(410, 'The period…', 'period_over'), 'withdrawScreen.errors.period_over'],
    [new ApiFetchError(409, 'Every item…', 'already_withdrawn'), 'withdrawScreen.errors.already_withdrawn'],
    [new ApiFetchError(409, 'cancelled', 'order_cancelled'), 'withdrawScreen.errors.order_cancelled'],
    [new ApiFetchError(409, 'not paid', 'order_not_paid'), 'withdrawScreen.errors.order_not_paid'],
    [new ApiFetchError(429, 'Too many', 'rate_limited'), 'withdrawScreen.errors.rate_limited'],
    [new ApiFetchError(500, 'boom', 'internal'), 'withdrawScreen.errors.failed'],
    [new ApiFetchError(0, 'error_occured', 'network_error'), 'withdrawScreen.errors.failed'],
    [new Error('anything'), 'withdrawScreen.errors.failed'],
  ])('%s → %s', (error, key) => {
    expect(withdrawErrorKey(error)).toBe(key);
  });

  it('has a text for every key in both languages', async () => {
    const { nl, en } = await import('./texts.ts');
    for (const code of [
      'not_found',
      'period_over',
      'already_withdrawn',
      'order_cancelled',
      'order_not_paid',
      'rate_limited',
      'failed',
    ] as const) {
      expect(nl.errors[code]).toBeTruthy();
      expect(en.errors[code]).toBeTruthy();
    }
  });
});
