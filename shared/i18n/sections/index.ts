/**
 * Translation sections, one file per feature, each exporting its `nl` and `en` texts, which the
 * dictionaries put under one namespace (`t('listing.next')`). A feature adds its texts to its own
 * section, and the section to both dictionaries (dictionary-nl.ts, dictionary-en.ts; a test checks).
 * Separate `nl` and `en` exports let the browser bundle carry one language only.
 */

import type { screenSectionLoaders } from '../screen-sections/loaders.gen.ts';
import * as auth from './auth.ts';
import * as cart from './cart.ts';
import * as chat from './chat.ts';
import * as checkout from './checkout.ts';
import * as compare from './compare.ts';
import * as comparison from './comparison.ts';
import * as consent from './consent.ts';
import * as content from './content.ts';
import * as dashboard from './dashboard.ts';
import * as listing from './listing.ts';
import * as locator from './locator.ts';
import * as navigation from './navigation.ts';
import * as overlays from './overlays.ts';
import * as product from './product.ts';
import * as search from './search.ts';
import * as withdrawal from './withdrawal.ts';

/** In both dictionaries (every page's first load). */
export const sections = { compare, navigation, product, search, withdrawal };

/**
 * Loaded on demand in the browser (`loadSection`, before the code that uses them renders): texts
 * only a few screens need. The server has them in its dictionaries all the same.
 */
export const lazySections = {
  auth,
  cart,
  chat,
  checkout,
  comparison,
  consent,
  content,
  dashboard,
  listing,
  locator,
  overlays,
};
/**
 * A lazy section, or a screen folder's own texts (`client/routes/<folder>/texts.ts`), a section per
 * folder named after its namespace (`cartScreen`), written into ../screen-sections/ (decisions 088,
 * 106).
 */
export type LazySection = keyof typeof lazySections | keyof typeof screenSectionLoaders;
