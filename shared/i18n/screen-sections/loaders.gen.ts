// Written by scripts/screen-table.mjs from the folders under client/routes/ (decisions 084, 088, 106): do not edit.

/** Each screen folder's texts as a lazy section of its own, by namespace, one module per language. */
export const screenSectionLoaders = {
  cartScreen: {
    nl: () => import('./lazy-cartScreen-nl.ts'),
    en: () => import('./lazy-cartScreen-en.ts'),
  },
  categoryScreen: {
    nl: () => import('./lazy-categoryScreen-nl.ts'),
    en: () => import('./lazy-categoryScreen-en.ts'),
  },
  checkoutLoginScreen: {
    nl: () => import('./lazy-checkoutLoginScreen-nl.ts'),
    en: () => import('./lazy-checkoutLoginScreen-en.ts'),
  },
  checkoutOrderScreen: {
    nl: () => import('./lazy-checkoutOrderScreen-nl.ts'),
    en: () => import('./lazy-checkoutOrderScreen-en.ts'),
  },
  compareScreen: {
    nl: () => import('./lazy-compareScreen-nl.ts'),
    en: () => import('./lazy-compareScreen-en.ts'),
  },
  contentScreen: {
    nl: () => import('./lazy-contentScreen-nl.ts'),
    en: () => import('./lazy-contentScreen-en.ts'),
  },
  dashboardScreen: {
    nl: () => import('./lazy-dashboardScreen-nl.ts'),
    en: () => import('./lazy-dashboardScreen-en.ts'),
  },
  dealsScreen: {
    nl: () => import('./lazy-dealsScreen-nl.ts'),
    en: () => import('./lazy-dealsScreen-en.ts'),
  },
  homeScreen: {
    nl: () => import('./lazy-homeScreen-nl.ts'),
    en: () => import('./lazy-homeScreen-en.ts'),
  },
  loginScreen: {
    nl: () => import('./lazy-loginScreen-nl.ts'),
    en: () => import('./lazy-loginScreen-en.ts'),
  },
  offerLinkScreen: {
    nl: () => import('./lazy-offerLinkScreen-nl.ts'),
    en: () => import('./lazy-offerLinkScreen-en.ts'),
  },
  partsScreen: {
    nl: () => import('./lazy-partsScreen-nl.ts'),
    en: () => import('./lazy-partsScreen-en.ts'),
  },
  paymentRedirectScreen: {
    nl: () => import('./lazy-paymentRedirectScreen-nl.ts'),
    en: () => import('./lazy-paymentRedirectScreen-en.ts'),
  },
  resetPasswordScreen: {
    nl: () => import('./lazy-resetPasswordScreen-nl.ts'),
    en: () => import('./lazy-resetPasswordScreen-en.ts'),
  },
  reviewPromotionScreen: {
    nl: () => import('./lazy-reviewPromotionScreen-nl.ts'),
    en: () => import('./lazy-reviewPromotionScreen-en.ts'),
  },
  searchScreen: {
    nl: () => import('./lazy-searchScreen-nl.ts'),
    en: () => import('./lazy-searchScreen-en.ts'),
  },
  withdrawScreen: {
    nl: () => import('./lazy-withdrawScreen-nl.ts'),
    en: () => import('./lazy-withdrawScreen-en.ts'),
  },
};
