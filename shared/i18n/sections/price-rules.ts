/**
 * Texts of decision 095 (prices and reviews as the law asks) that the shop shows beside data from
 * the API. Imported by the review list island itself (its own chunk), not by every first load.
 */
export const nl = {
  verified_purchase: 'Geverifieerde aankoop',
  verified_purchase_title: 'Geschreven naar aanleiding van een bestelling van dit product bij ons',
};

export const en: typeof nl = {
  verified_purchase: 'Verified purchase',
  verified_purchase_title: 'Written following an order of this product from us',
};
