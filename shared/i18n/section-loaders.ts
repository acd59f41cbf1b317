/**
 * The lazy dictionary sections' modules, one per section and language (sections/index.ts
 * `lazySections`), as literal imports so the build can point each at its own module (build.mjs).
 * Loaded by `loadSection` (browser.ts) on first use, so a page that needs no lazy section does not
 * carry the table in its first load.
 */
import type { Locale } from '../locale.ts';
import { screenSectionLoaders } from './screen-sections/loaders.gen.ts';
import type { LazySection } from './sections/index.ts';

export const sectionLoaders: Record<LazySection, Record<Locale, () => Promise<{ texts: object }>>> = {
  auth: { nl: () => import('./lazy-auth-nl.ts'), en: () => import('./lazy-auth-en.ts') },
  cart: { nl: () => import('./lazy-cart-nl.ts'), en: () => import('./lazy-cart-en.ts') },
  chat: { nl: () => import('./lazy-chat-nl.ts'), en: () => import('./lazy-chat-en.ts') },
  checkout: { nl: () => import('./lazy-checkout-nl.ts'), en: () => import('./lazy-checkout-en.ts') },
  comparison: {
    nl: () => import('./lazy-comparison-nl.ts'),
    en: () => import('./lazy-comparison-en.ts'),
  },
  consent: { nl: () => import('./lazy-consent-nl.ts'), en: () => import('./lazy-consent-en.ts') },
  content: { nl: () => import('./lazy-content-nl.ts'), en: () => import('./lazy-content-en.ts') },
  dashboard: { nl: () => import('./lazy-dashboard-nl.ts'), en: () => import('./lazy-dashboard-en.ts') },
  listing: { nl: () => import('./lazy-listing-nl.ts'), en: () => import('./lazy-listing-en.ts') },
  locator: { nl: () => import('./lazy-locator-nl.ts'), en: () => import('./lazy-locator-en.ts') },
  overlays: { nl: () => import('./lazy-overlays-nl.ts'), en: () => import('./lazy-overlays-en.ts') },
  // Each screen folder's own texts, a section per folder (`cartScreen`; written from
  // client/routes/*/texts.ts by scripts/screen-table.mjs; decisions 088, 106).
  ...screenSectionLoaders,
};
