/** Texts only a product's parts page shows, under `partsScreen.` (decision 106). */
export const nl = {
  parts: 'Onderdelen',
  parts_of: 'Onderdelen voor {{name}}',
  parts_intro: 'Onderdelen en accessoires die passen op de {{name}}.',
  parts_empty: 'Er zijn (nog) geen onderdelen bekend voor dit product.',
  parts_count: '{{count}} onderdelen',
  back_to_product: 'Terug naar {{name}}',
};

export const en: typeof nl = {
  parts: 'Parts',
  parts_of: 'Parts for {{name}}',
  parts_intro: 'Parts and accessories that fit the {{name}}.',
  parts_empty: 'No parts are known for this product yet.',
  parts_count: '{{count}} parts',
  back_to_product: 'Back to {{name}}',
};
