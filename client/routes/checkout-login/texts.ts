/** Texts only the checkout-login screen shows, under `checkoutLoginScreen.` (decisions 088, 106). */
export const nl = {
  checkout_account: 'Ik heb een account',
  checkout_guest: 'Bestellen als gast',
  checkout_guest_intro: 'U kunt ook bestellen zonder account; u vult dan uw gegevens in bij het bestellen.',
  checkout_guest_button: 'Verder als gast',
  title: 'Inloggen en bestellen',
};

export const en: typeof nl = {
  checkout_account: 'I have an account',
  checkout_guest: 'Order as a guest',
  checkout_guest_intro: 'You can also order without an account; you fill in your details when you order.',
  checkout_guest_button: 'Continue as a guest',
  title: 'Log in and order',
};
