/** Texts only the search page shows, under `searchScreen.` (decision 106). */
export const nl = {
  search_prompt: 'Typ een zoekterm om te zoeken.',
  search_label: 'Zoekterm',
  search_submit: 'Zoeken',
  search_empty: 'Geen producten gevonden voor “{{q}}”.',
  search_empty_categories: 'Misschien vindt u het in een van deze categorieën',
  did_you_mean: 'Bedoelde u: {{q}}?',
  search_without: 'Resultaten zonder {{terms}}',
  list_name: 'Zoekresultaten',
  title: 'Zoeken',
  results_for: 'Zoekresultaten voor “{{q}}”',
};

export const en: typeof nl = {
  search_prompt: 'Type a search term to search.',
  search_label: 'Search term',
  search_submit: 'Search',
  search_empty: 'No products found for “{{q}}”.',
  search_empty_categories: 'Perhaps you will find it in one of these categories',
  did_you_mean: 'Did you mean: {{q}}?',
  search_without: 'Results without {{terms}}',
  list_name: 'Search results',
  title: 'Search',
  results_for: 'Search results for “{{q}}”',
};
