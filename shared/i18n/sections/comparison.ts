/**
 * Texts of the comparison bar and the comparison table: a lazy section (sections/index.ts), loaded
 * with the bar's island and the compare page. The toggle's texts are in compare.ts, the compare
 * page's own in client/routes/compare/texts.ts (decision 106).
 */
export const nl = {
  bar: 'Vergelijk ({{count}})',
  bar_label: 'Productvergelijking',
  clear: 'Wissen',
  only_differences: 'Toon alleen verschillen',
  specification: 'Specificatie',
  price: 'Prijs',
  no_value: '–',
  no_specs: 'Deze producten hebben geen specificaties om te vergelijken.',
  no_differences: 'Deze producten verschillen niet in hun specificaties.',
  differs: 'verschilt',
  count: '{{count}} van {{max}} producten',
};

export const en = {
  bar: 'Compare ({{count}})',
  bar_label: 'Product comparison',
  clear: 'Clear',
  only_differences: 'Show only differences',
  specification: 'Specification',
  price: 'Price',
  no_value: '–',
  no_specs: 'These products have no specifications to compare.',
  no_differences: 'These products do not differ in their specifications.',
  differs: 'differs',
  count: '{{count}} of {{max}} products',
} satisfies typeof nl as typeof nl;
