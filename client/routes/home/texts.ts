/** Texts only the home page shows, under `homeScreen.` (decision 106). */
export const nl = {
  deals: 'Aanbiedingen',
  all_deals: 'Alle aanbiedingen',
  no_deals: 'Er zijn op dit moment geen aanbiedingen. Kijk binnenkort nog eens.',
  best_sellers: 'Best verkocht',
  categories: 'Ontdek ons assortiment',
  title: 'Koffiemachines, bonen en keukenapparatuur',
  description:
    'Espressomachines, koffiemolens, koffiebonen en keukenapparatuur met advies van dealers in Nederland en België.',
};

export const en: typeof nl = {
  deals: 'Deals',
  all_deals: 'All deals',
  no_deals: 'There are no deals at the moment. Please check back soon.',
  best_sellers: 'Best sellers',
  categories: 'Explore our range',
  title: 'Coffee machines, beans and kitchen equipment',
  description:
    'Espresso machines, grinders, coffee beans and kitchen equipment with advice from dealers in the Netherlands and Belgium.',
};
