/** Texts only the payment return page shows, under `paymentRedirectScreen.` (decision 106). */
export const nl = {
  order_number: 'Bestelnummer',
  total: 'Totaal',
  pending_title: 'We wachten op de bevestiging van uw betaling',
  pending_text: 'Dit duurt meestal maar een paar seconden. Deze pagina ververst vanzelf.',
  pending_back: 'Terug naar de betaling',
  paid_title: 'Bedankt voor uw bestelling!',
  paid_text: 'Uw betaling is ontvangen en uw bestelling {{number}} is bevestigd.',
  paid_mail: 'U ontvangt een bevestiging op {{email}}.',
  next_title: 'Wat gebeurt er nu?',
  next_pack:
    'We pakken uw bestelling in en versturen haar. De levertijd naar uw adres staat in de bevestigingsmail.',
  next_track: 'Zodra het pakket onderweg is, ontvangt u een e-mail met de track & trace-code.',
  next_account: 'U kunt uw bestelling volgen onder Mijn account.',
  failed_title: 'De betaling is mislukt',
  canceled_title: 'De betaling is geannuleerd',
  expired_title: 'De betaling is verlopen',
  retry_text:
    'Uw bestelling {{number}} is bewaard, maar nog niet betaald. Probeer het opnieuw, eventueel met een andere betaalmethode.',
  retry: 'Opnieuw betalen',
  retrying: 'Bezig…',
  order_cancelled_title: 'Deze bestelling is geannuleerd',
  order_cancelled_text:
    'Bestelling {{number}} is niet op tijd betaald en daarom geannuleerd. Betalen kan niet meer; de artikelen zijn weer beschikbaar, dus u kunt ze opnieuw bestellen.',
  refund_due_title: 'Uw betaling wordt terugbetaald',
  refund_due_text:
    'Uw betaling voor bestelling {{number}} kwam binnen nadat de bestelling was geannuleerd, en de artikelen zijn niet meer op voorraad. We betalen het bedrag zo snel mogelijk aan u terug.',
  no_order:
    'We konden deze bestelling niet vinden. Gebruik de link uit uw e-mail of bekijk uw bestellingen in uw account.',
  to_orders: 'Naar mijn bestellingen',
  account_title: 'Maak een account aan',
  account_intro:
    'Kies een wachtwoord voor {{email}}: dan ziet u deze bestelling en uw volgende bestellingen in uw account.',
  account_create: 'Account aanmaken',
  account_creating: 'Bezig…',
  account_created: 'Uw account is aangemaakt en u bent ingelogd.',
  account_login_title: 'U heeft al een account',
  account_login_text: 'Er bestaat al een account met {{email}}. Log in om uw bestellingen te zien.',
  title: 'Betaling',
};

export const en: typeof nl = {
  order_number: 'Order number',
  total: 'Total',
  pending_title: 'We are waiting for your payment to be confirmed',
  pending_text: 'This usually takes only a few seconds. This page refreshes by itself.',
  pending_back: 'Back to the payment',
  paid_title: 'Thank you for your order!',
  paid_text: 'We have received your payment and your order {{number}} is confirmed.',
  paid_mail: 'A confirmation is on its way to {{email}}.',
  next_title: 'What happens next?',
  next_pack: 'We pack your order and ship it. The confirmation mail gives the delivery time to your address.',
  next_track: 'Once the parcel is on its way, you receive an e-mail with its tracking code.',
  next_account: 'You can follow your order under My account.',
  failed_title: 'The payment failed',
  canceled_title: 'The payment was canceled',
  expired_title: 'The payment has expired',
  retry_text:
    'Your order {{number}} is saved but not paid yet. Please try again, with another payment method if you like.',
  retry: 'Pay again',
  retrying: 'One moment…',
  order_cancelled_title: 'This order has been cancelled',
  order_cancelled_text:
    'Order {{number}} was not paid in time and has therefore been cancelled. It can no longer be paid; the items are available again, so you can order them again.',
  refund_due_title: 'Your payment will be refunded',
  refund_due_text:
    'Your payment for order {{number}} arrived after the order had been cancelled, and the items are no longer in stock. We will refund the amount to you as soon as possible.',
  no_order: 'We could not find this order. Use the link in your e-mail, or see your orders in your account.',
  to_orders: 'Go to my orders',
  account_title: 'Create an account',
  account_intro:
    'Choose a password for {{email}}: then you see this order and your next ones in your account.',
  account_create: 'Create account',
  account_creating: 'One moment…',
  account_created: 'Your account has been created and you are logged in.',
  account_login_title: 'You already have an account',
  account_login_text: 'An account with {{email}} exists already. Log in to see your orders.',
  title: 'Payment',
};
