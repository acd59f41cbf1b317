/** Dutch texts. Keys are shared with en.ts; the spec's message keys (error_occured; account_dropdown.* and validation.* live in sections/auth.ts, scart.* in sections/cart.ts) are kept as they are. */
export const nl = {
  error_occured: 'Er is iets misgegaan. Probeer het later opnieuw.',
  not_found: 'Deze pagina kon niet worden gevonden',
  page_not_found: 'Pagina niet gevonden',
  back_home: 'Terug naar de homepage',
  loading: 'Laden…',
  section_failed: 'Dit onderdeel kon niet worden geladen.',
  close: 'Sluiten',
  retry: 'Opnieuw proberen',
  header: {
    search_placeholder: 'Zoek producten, merken of artikelnummers',
    search: 'Zoeken',
    products: 'Producten',
    more: 'Meer',
    login: 'Inloggen',
    account: 'Mijn account',
    switch_to: 'English',
  },
  slogan: {
    rating: 'Klanten geven ons een {{rating}}',
  },
  footer: {
    follow_us: 'Volg ons',
    dealer_login: 'Dealer login',
    payment_methods: 'Betaalmethoden',
    copyright: '© {{year}} {{name}}. Alle rechten voorbehouden.',
    contact: 'Contact',
    reviews: '{{rating}} / 10 uit {{count}} beoordelingen',
  },
  price_toggle: { label: 'Prijzen tonen', incl: 'incl.', excl: 'excl.', vat: 'btw' },
  breadcrumbs: { home: 'Home', label: 'Kruimelpad' },
  pages: {
    dealerOrder: { title: 'Dealer bestelling' },
    dealerDownloads: { title: 'Dealer downloads' },
  },
};
export type Dictionary = typeof nl;
