/** Texts of the search dropdown and results, both languages (the `en` type makes a missing key a compile error). */
export const nl = {
  categories: 'Categorieën',
  products: 'Producten',
  loading: 'Zoeken…',
  no_results: 'Geen resultaten voor “{{q}}”.',
  categories_failed: 'Categorieën konden niet worden geladen.',
  products_failed: 'Producten konden niet worden geladen.',
  show_all: 'Toon alle resultaten',
  open_search: 'Zoeken openen',
  close_search: 'Zoeken sluiten',
  results_label: 'Zoeksuggesties',
};

export const en = {
  categories: 'Categories',
  products: 'Products',
  loading: 'Searching…',
  no_results: 'No results for “{{q}}”.',
  categories_failed: 'Categories could not be loaded.',
  products_failed: 'Products could not be loaded.',
  show_all: 'Show all results',
  open_search: 'Open search',
  close_search: 'Close search',
  results_label: 'Search suggestions',
} satisfies typeof nl as typeof nl;
