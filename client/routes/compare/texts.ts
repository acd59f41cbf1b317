/** Texts only the compare page shows, under `compareScreen.` (decision 106); the bar's and the table's are in the comparison section. */
export const nl = {
  loading: 'Vergelijking laden…',
  failed: 'De vergelijking kon niet worden geladen.',
  empty_title: 'Nog geen producten geselecteerd',
  empty_text:
    'Vink "Vergelijk" aan bij een product (in een overzicht of op de productpagina) om het hier naast andere producten te zetten. U kunt tot {{max}} producten vergelijken.',
  browse: 'Bekijk producten',
  one_product: 'Kies nog minstens één product om te vergelijken.',
  noscript: 'Schakel JavaScript in om producten te vergelijken.',
  title: 'Producten vergelijken',
};

export const en: typeof nl = {
  loading: 'Loading the comparison…',
  failed: 'The comparison could not be loaded.',
  empty_title: 'No products selected yet',
  empty_text:
    'Tick "Compare" on a product (in a listing or on its product page) to put it here next to other products. You can compare up to {{max}} products.',
  browse: 'Browse products',
  one_product: 'Choose at least one more product to compare.',
  noscript: 'Turn on JavaScript to compare products.',
  title: 'Compare products',
};
