/**
 * Texts of the comparison bar and the compare page: a lazy section (sections/index.ts), loaded with
 * the bar's island and the compare page. The toggle's texts are in compare.ts.
 */
export const nl = {
  bar: 'Vergelijk ({{count}})',
  bar_label: 'Productvergelijking',
  clear: 'Wissen',
  loading: 'Vergelijking laden…',
  failed: 'De vergelijking kon niet worden geladen.',
  empty_title: 'Nog geen producten geselecteerd',
  empty_text:
    'Vink "Vergelijk" aan bij een product (in een overzicht of op de productpagina) om het hier naast andere producten te zetten. U kunt tot {{max}} producten vergelijken.',
  browse: 'Bekijk producten',
  one_product: 'Kies nog minstens één product om te vergelijken.',
  only_differences: 'Toon alleen verschillen',
  specification: 'Specificatie',
  price: 'Prijs',
  no_value: '–',
  no_specs: 'Deze producten hebben geen specificaties om te vergelijken.',
  no_differences: 'Deze producten verschillen niet in hun specificaties.',
  differs: 'verschilt',
  count: '{{count}} van {{max}} producten',
  noscript: 'Schakel JavaScript in om producten te vergelijken.',
};

export const en = {
  bar: 'Compare ({{count}})',
  bar_label: 'Product comparison',
  clear: 'Clear',
  loading: 'Loading the comparison…',
  failed: 'The comparison could not be loaded.',
  empty_title: 'No products selected yet',
  empty_text:
    'Tick "Compare" on a product (in a listing or on its product page) to put it here next to other products. You can compare up to {{max}} products.',
  browse: 'Browse products',
  one_product: 'Choose at least one more product to compare.',
  only_differences: 'Show only differences',
  specification: 'Specification',
  price: 'Price',
  no_value: '–',
  no_specs: 'These products have no specifications to compare.',
  no_differences: 'These products do not differ in their specifications.',
  differs: 'differs',
  count: '{{count}} of {{max}} products',
  noscript: 'Turn on JavaScript to compare products.',
} satisfies typeof nl as typeof nl;
