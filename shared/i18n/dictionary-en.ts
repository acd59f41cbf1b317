/** The whole English dictionary: core texts and every section but the lazy ones (sections/index.ts). The browser loads it as its own chunk. */
import { en } from './en.ts';
import * as compare from './sections/compare.ts';
import * as navigation from './sections/navigation.ts';
import * as product from './sections/product.ts';
import * as search from './sections/search.ts';
import * as withdrawal from './sections/withdrawal.ts';

export const dictionary = {
  ...en,
  compare: compare.en,
  navigation: navigation.en,
  product: product.en,
  search: search.en,
  withdrawal: withdrawal.en,
};
