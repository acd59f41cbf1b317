/** Texts of the compare toggle on product cards and pages, in every page's first load (the bar's and the page's are in comparison.ts). */
export const nl = {
  toggle: 'Vergelijk',
  remove: 'Verwijderen',
  remove_named: '{{name}} uit de vergelijking verwijderen',
  full: 'U kunt maximaal {{max}} producten vergelijken.',
};

export const en = {
  toggle: 'Compare',
  remove: 'Remove',
  remove_named: 'Remove {{name}} from the comparison',
  full: 'You can compare up to {{max}} products.',
} satisfies typeof nl as typeof nl;
