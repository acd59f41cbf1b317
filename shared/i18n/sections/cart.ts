/**
 * Texts of the cart (spec 2, 3, 4, 8): the add-to-cart button, the header's dropdown and what the
 * cart page shares with them and the offer link page; the cart page's own texts are in its folder
 * (`cartScreen.`, decision 106).
 */
export const nl = {
  link: 'Winkelwagen',
  link_label: 'Winkelwagen, {{count}} artikelen',
  title: 'Winkelwagen',
  amount: 'Aantal',
  add: 'In winkelwagen',
  adding: 'Bezig met toevoegen…',
  choose_option: 'Kies eerst een uitvoering.',
  added: 'Toegevoegd aan uw winkelwagen',
  view_cart: 'Bekijk winkelwagen',
  to_checkout: 'Verder naar bestellen',
  empty: 'Uw winkelwagen is leeg.',
  empty_intro: 'Bekijk ons assortiment en voeg de producten toe die u wilt bestellen.',
  continue_shopping: 'Verder winkelen',
  load_failed: 'De winkelwagen kon niet worden geladen. Probeer het over een moment opnieuw.',
  remove: 'Verwijder {{name}}',
  sku: 'Art.nr.',
  unit_price: 'Prijs per stuk',
  line_total: 'Totaal',
  locked: 'Offerteprijs',
  offer_skipped: 'Niet meer leverbaar en niet in uw winkelwagen gezet: {{names}}',
  out_of_stock: 'Niet meer op voorraad. Verwijder dit product om te kunnen bestellen.',
  over_stock: 'Er zijn er nog {{count}} op voorraad. Verlaag het aantal om te kunnen bestellen.',
  subtotal: 'Subtotaal',
  discount: 'Korting',
  discount_with_code: 'Korting ({{code}})',
  shipping: 'Verzendkosten',
  shipping_free: 'Gratis',
  total: 'Totaal',
  total_excl: 'Totaal excl. btw',
  total_incl: 'Totaal incl. btw',
  vat: 'Btw',
  vat_included: 'Waarvan btw',
  vat_rate: 'Btw {{rate}}%',
  vat_included_rate: 'Waarvan btw {{rate}}%',
  reverse_charge: 'Btw verlegd: u bent als ondernemer in uw eigen land btw verschuldigd.',
  items: '{{count}} artikelen',
  item: '1 artikel',
};

export const en = {
  link: 'Cart',
  link_label: 'Cart, {{count}} items',
  title: 'Shopping cart',
  amount: 'Quantity',
  add: 'Add to cart',
  adding: 'Adding…',
  choose_option: 'Choose an option first.',
  added: 'Added to your cart',
  view_cart: 'View cart',
  to_checkout: 'Proceed to checkout',
  empty: 'Your cart is empty.',
  empty_intro: 'Browse our range and add the products you would like to order.',
  continue_shopping: 'Continue shopping',
  load_failed: 'The cart could not be loaded. Please try again in a moment.',
  remove: 'Remove {{name}}',
  sku: 'SKU',
  unit_price: 'Price each',
  line_total: 'Total',
  locked: 'Quote price',
  offer_skipped: 'No longer available and not put in your cart: {{names}}',
  out_of_stock: 'No longer in stock. Remove this product to be able to order.',
  over_stock: 'Only {{count}} left in stock. Lower the quantity to be able to order.',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discount_with_code: 'Discount ({{code}})',
  shipping: 'Shipping',
  shipping_free: 'Free',
  total: 'Total',
  total_excl: 'Total excl. VAT',
  total_incl: 'Total incl. VAT',
  vat: 'VAT',
  vat_included: 'Of which VAT',
  vat_rate: 'VAT {{rate}}%',
  vat_included_rate: 'Of which VAT {{rate}}%',
  reverse_charge: 'VAT reverse charged: as a business you account for the VAT in your own country.',
  items: '{{count}} items',
  item: '1 item',
} satisfies typeof nl as typeof nl;

/**
 * Texts at the dictionary's root that come with this section (the spec's message keys, kept as
 * they are: `scart.*`): only cart code and the login's merged-cart dialog use them.
 */
export const nlRoot = {
  scart: {
    product_removed: 'Het product is verwijderd.',
    items_merged_after_login: {
      title: 'Winkelwagen samengevoegd',
      text: 'De producten uit uw vorige winkelwagen zijn toegevoegd aan uw winkelwagen.',
    },
    discount_removed_after_login: {
      title: 'Kortingscode vervallen',
      text: 'Uw winkelwagen bevat nu een offerte. Een kortingscode is niet te combineren met een offerte en is daarom verwijderd.',
    },
  },
};

export const enRoot = {
  scart: {
    product_removed: 'The product has been removed.',
    items_merged_after_login: {
      title: 'Cart merged',
      text: 'The products from your previous cart have been added to your cart.',
    },
    discount_removed_after_login: {
      title: 'Discount code removed',
      text: 'Your cart now holds a quote. A discount code cannot be combined with a quote, so it has been removed.',
    },
  },
} satisfies typeof nlRoot as typeof nlRoot;
