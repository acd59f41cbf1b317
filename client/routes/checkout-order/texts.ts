/** Texts only the checkout order page shows, under `checkoutOrderScreen.` (decision 106). */
export const nl = {
  vat_number: 'Btw-nummer (zakelijk, buiten Nederland)',
  vat_number_hint:
    'Bedrijven in een ander EU-land met een geldig btw-nummer betalen geen Nederlandse btw (btw verlegd).',
};

export const en: typeof nl = {
  vat_number: 'VAT number (business, outside the Netherlands)',
  vat_number_hint:
    'Businesses in another EU country with a valid VAT number pay no Dutch VAT (reverse charge).',
};
