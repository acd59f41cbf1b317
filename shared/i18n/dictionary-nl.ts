/** The whole Dutch dictionary: core texts and every section but the lazy ones (sections/index.ts). The browser loads it as its own chunk. */
import { nl } from './nl.ts';
import * as compare from './sections/compare.ts';
import * as navigation from './sections/navigation.ts';
import * as product from './sections/product.ts';
import * as search from './sections/search.ts';
import * as withdrawal from './sections/withdrawal.ts';

export const dictionary = {
  ...nl,
  compare: compare.nl,
  navigation: navigation.nl,
  product: product.nl,
  search: search.nl,
  withdrawal: withdrawal.nl,
};
