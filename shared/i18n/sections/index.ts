/**
 * Translation sections, one file per feature, each with its nl and en texts under one namespace
 * (`t('listing.next')`). A feature adds its texts to its own section.
 */
import { compare } from './compare.ts';
import { listing } from './listing.ts';
import { navigation } from './navigation.ts';
import { product } from './product.ts';
import { search } from './search.ts';

export const sections = { compare, listing, navigation, product, search };
