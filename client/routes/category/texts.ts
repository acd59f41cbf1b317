/** Texts only the category page shows, under `categoryScreen.` (decision 106). */
export const nl = {
  subcategories: 'Subcategorieën',
  list_name: 'Categorie: {{title}}',
};

export const en: typeof nl = {
  subcategories: 'Subcategories',
  list_name: 'Category: {{title}}',
};
