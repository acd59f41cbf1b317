/** Texts only the home page shows, under `homeScreen.` (decision 106). */
export const nl = {
  deals: 'Aanbiedingen',
  all_deals: 'Alle aanbiedingen',
  no_deals: 'Er zijn op dit moment geen aanbiedingen. Kijk binnenkort nog eens.',
  best_sellers: 'Best verkocht',
  categories: 'Ontdek ons assortiment',
};

export const en: typeof nl = {
  deals: 'Deals',
  all_deals: 'All deals',
  no_deals: 'There are no deals at the moment. Please check back soon.',
  best_sellers: 'Best sellers',
  categories: 'Explore our range',
};
