/**
 * Texts the checkout order page and the payment return page share with each other or with the
 * payment options (issue 6, decision 020); each page's own texts are in its folder (decision 106).
 * The address fields' labels and the postcode messages are the dashboard's (`dashboard.*`), the
 * totals' the cart's (`cart.*`) and the form messages the spec's (`validation.*`): those pages
 * load these sections too.
 */
export const nl = {
  log_in: 'Log in',
  payment_title: 'Betaalmethode',
  payment_required: 'Kies een betaalmethode.',
};

export const en = {
  log_in: 'Log in',
  payment_title: 'Payment method',
  payment_required: 'Choose a payment method.',
} satisfies typeof nl as typeof nl;
