import { describe, expect, it } from 'vitest';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { withdrawErrorKey } from './withdraw-errors.ts';

describe('what the withdrawal function says to a refusal', () => {
  it.each([
    [new ApiFetchError(404, 'We cannot find…', 'not_found'), 'returns.errors.not_found'],
    [new ApiFetchError(410, 'The period…', 'period_over'), 'returns.errors.period_over'],
    [new ApiFetchError(409, 'Every item…', 'already_withdrawn'), 'returns.errors.already_withdrawn'],
    [new ApiFetchError(409, 'cancelled', 'order_cancelled'), 'returns.errors.order_cancelled'],
    [new ApiFetchError(409, 'not paid', 'order_not_paid'), 'returns.errors.order_not_paid'],
    [new ApiFetchError(429, 'Too many', 'rate_limited'), 'returns.errors.rate_limited'],
    [new ApiFetchError(500, 'boom', 'internal'), 'returns.errors.failed'],
    [new ApiFetchError(0, 'error_occured', 'network_error'), 'returns.errors.failed'],
    [new Error('anything'), 'returns.errors.failed'],
  ])('%s → %s', (error, key) => {
    expect(withdrawErrorKey(error)).toBe(key);
  });

  it('has a text for every key in both languages', async () => {
    const { nl, en } = await import('../../../shared/i18n/sections/returns.ts');
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
