import { describe, expect, it } from 'vitest';
import { ApiFetchError } from '../../lib/fetcher.ts';
import { orderErrorText } from './checkout-errors.ts';

const t = ((key: string) => `[${key}]`) as Parameters<typeof orderErrorText>[1];

describe('orderErrorText', () => {
  it('shows the API’s own message for what it explains, the generic text otherwise', () => {
    const out = new ApiFetchError(409, 'Koffiebonen is uitverkocht', 'out_of_stock');
    expect(orderErrorText(out, t)).toBe('Koffiebonen is uitverkocht');
    // No payment provider: the API's 503, passed through by the /api proxy (decision 077).
    const noPayments = new ApiFetchError(
      503,
      'Online betalen is op dit moment niet mogelijk.',
      'payments_unavailable',
    );
    expect(orderErrorText(noPayments, t)).toBe('Online betalen is op dit moment niet mogelijk.');
    // Other 503s (the database gone: an English message) and the proxy's own answers stay generic.
    const database = new ApiFetchError(503, 'The shop database is not available', 'db_unavailable');
    expect(orderErrorText(database, t)).toBe('[error_occured]');
    expect(orderErrorText(new ApiFetchError(502, 'The shop service…', 'upstream_error'), t)).toBe(
      '[error_occured]',
    );
    expect(orderErrorText(new Error('boom'), t)).toBe('[error_occured]');
  });
});
