/** Texts of header navigation: mega-menu, mobile menu, dropdowns, both languages (the `en` type makes a missing key a compile error). */
export const nl = {
  open_menu: 'Menu openen',
  close_menu: 'Menu sluiten',
  main_menu: 'Hoofdmenu',
  products_menu: 'Productcategorieën',
  skip_to_content: 'Naar de inhoud',
  seller_kvk_short: 'KvK {{kvk}}',
  seller_vat_short: 'Btw-id {{vat}}',
};

export const en = {
  open_menu: 'Open menu',
  close_menu: 'Close menu',
  main_menu: 'Main menu',
  products_menu: 'Product categories',
  skip_to_content: 'Skip to content',
  seller_kvk_short: 'KvK {{kvk}}',
  seller_vat_short: 'VAT {{vat}}',
} satisfies typeof nl as typeof nl;
