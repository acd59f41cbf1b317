import type { Dictionary } from './nl.ts';

/** English texts, the same keys as nl.ts (the type makes a missing key a compile error). */
export const en: Dictionary = {
  error_occured: 'Something went wrong. Please try again later.',
  not_found: 'This page could not be found',
  page_not_found: 'Page not found',
  back_home: 'Back to the home page',
  loading: 'Loading…',
  section_failed: 'This section could not be loaded.',
  close: 'Close',
  retry: 'Try again',
  header: {
    search_placeholder: 'Search products, brands or part numbers',
    search: 'Search',
    products: 'Products',
    more: 'More',
    login: 'Log in',
    account: 'My account',
    switch_to: 'Nederlands',
  },
  slogan: {
    rating: 'Our customers rate us {{rating}}',
  },
  footer: {
    follow_us: 'Follow us',
    dealer_login: 'Dealer login',
    payment_methods: 'Payment methods',
    copyright: '© {{year}} {{name}}. All rights reserved.',
    contact: 'Contact',
    reviews: '{{rating}} / 10 from {{count}} reviews',
  },
  price_toggle: { label: 'Show prices', incl: 'incl.', excl: 'excl.', vat: 'VAT' },
  breadcrumbs: { home: 'Home', label: 'Breadcrumb' },
  pages: {
    dealerOrder: { title: 'Dealer order' },
    dealerDownloads: { title: 'Dealer downloads' },
  },
};
