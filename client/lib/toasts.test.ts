import { describe, expect, it } from 'vitest';
import { translator } from '../../shared/i18n/index.ts';
import { ApiFetchError } from './fetcher.ts';
import { createToastState } from './toast-state.ts';
import { errorText, showErrorToast } from './toasts.ts';

const t = translator('en');

describe('the generic error helper (spec 8)', () => {
  it("says the server's message, else its error field, else the exception's message, else 'error_occured'", () => {
    expect(errorText(new ApiFetchError(400, 'lat must be at most 90', 'validation_failed'), t)).toBe(
      'lat must be at most 90',
    );
    expect(errorText(new ApiFetchError(503, 'error_occured', 'db_unavailable'), t)).toBe('db_unavailable');
    expect(errorText(new ApiFetchError(500, 'error_occured', 'http_error'), t)).toBe(t('error_occured'));
    expect(errorText(new ApiFetchError(0, 'error_occured', 'network_error'), t)).toBe(t('error_occured'));
    expect(errorText(new Error('The map stylesheet could not be loaded'), t)).toBe(
      'The map stylesheet could not be loaded',
    );
    expect(errorText(new Error(''), t)).toBe(t('error_occured'));
    expect(errorText('nothing useful', t)).toBe(t('error_occured'));
  });

  it('shows it as a danger toast', () => {
    const state = createToastState();
    void showErrorToast(state, t, new Error('Map data: 404'));
    expect(state.items).toMatchObject([{ kind: 'danger', text: 'Map data: 404' }]);
  });
});
