import { apiKeys } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';

/** Best sellers on the home page: deferred, streamed in after the shell. */
export const bestSellersKey = (locale: Locale) =>
  apiKeys.queryProducts(locale, { best_selling: true, per_page: 8 });
