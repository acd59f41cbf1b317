/** Texts of the listing pages, both languages (the `en` type makes a missing key a compile error). */
const nlTexts = {
  products_count: '{{count}} producten',
  empty: 'Geen producten gevonden.',
  page: 'Pagina {{page}} van {{last}}',
  previous: 'Vorige',
  next: 'Volgende',
  sort_label: 'Sorteren',
  sort: {
    default: 'Aanbevolen',
    popularity: 'Populariteit',
    price_asc: 'Prijs oplopend',
    price_desc: 'Prijs aflopend',
  },
  apply: 'Toepassen',
  subcategories: 'Subcategorieën',
};

export const listing = {
  nl: nlTexts,
  en: {
    products_count: '{{count}} products',
    empty: 'No products found.',
    page: 'Page {{page}} of {{last}}',
    previous: 'Previous',
    next: 'Next',
    sort_label: 'Sort',
    sort: {
      default: 'Recommended',
      popularity: 'Popularity',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
    },
    apply: 'Apply',
    subcategories: 'Subcategories',
  } satisfies typeof nlTexts as typeof nlTexts,
};
