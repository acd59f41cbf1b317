/** Texts only the deals page shows, under `dealsScreen.` (decision 106). */
export const nl = {
  deals_intro: 'Scherp geprijsde machines, molens en accessoires: zolang de voorraad strekt.',
  deals_in: 'Aanbiedingen in {{title}}',
  all_deals: 'Alle aanbiedingen',
  list_name: 'Aanbiedingen',
  title: 'Aanbiedingen',
};

export const en: typeof nl = {
  deals_intro: 'Sharply priced machines, grinders and accessories, while stocks last.',
  deals_in: 'Deals in {{title}}',
  all_deals: 'All deals',
  list_name: 'Deals',
  title: 'Deals',
};
