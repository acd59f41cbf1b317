import { type LocatorQuery, locatorSearch } from '../../../shared/dealer-locator.ts';
import type { Locale } from '../../../shared/locale.ts';
import { href } from '../../routes/href.ts';

/** The dealer locator's page for a search (`?q=` or a point). */
export const locatorHref = (locale: Locale, query: LocatorQuery) =>
  href('findDealer', locale) + locatorSearch(query);
