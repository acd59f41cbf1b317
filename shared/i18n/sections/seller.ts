/**
 * Who sells and the customer's data (issue 40, decision 091): the labels around the seller's
 * identity (footer, contact page), the legal texts' PDF links and the dashboard's "my data"
 * (download, delete account). The values themselves come from the shop's settings and content.
 * In every page's first load (the footer shows them).
 */
export const nl = {
  identity: 'Bedrijfsgegevens',
  legal_name: 'Statutaire naam',
  trade_name: 'Handelsnaam',
  kvk: 'KvK-nummer',
  vat: 'Btw-id',
  kvk_short: 'KvK {{kvk}}',
  vat_short: 'Btw-id {{vat}}',
  visiting_address: 'Bezoekadres',
  download_pdf: 'Download als PDF',
  download_pdf_of: '{{title}} downloaden als PDF',
  my_data: 'Mijn gegevens',
  my_data_intro:
    'Download alle gegevens die wij over u bewaren, of verwijder uw account. Hoe lang wij wat bewaren leest u in ons privacybeleid.',
  download_data: 'Mijn gegevens downloaden (JSON)',
  delete_account: 'Account verwijderen',
  delete_title: 'Weet u zeker dat u uw account wilt verwijderen?',
  delete_explain:
    'Uw account, adressen, favorieten, winkelwagen, machines, offertes, voorraadmeldingen en reviews worden gewist en u wordt overal uitgelogd. Bestellingen en facturen moeten wij volgens de belastingwet (art. 52 AWR) 7 jaar bewaren; daarin blijven alleen de gegevens staan die de wet vraagt. Dit kan niet ongedaan worden gemaakt.',
  delete_password: 'Uw wachtwoord ter bevestiging',
  delete_confirm: 'Ja, verwijder mijn account',
  delete_cancel: 'Annuleren',
  deleting: 'Bezig met verwijderen…',
  deleted: 'Uw account is verwijderd. Bedankt voor uw vertrouwen.',
  delete_failed: 'Uw account kon niet worden verwijderd. Probeer het opnieuw.',
  privacy_link: 'Privacybeleid',
  password_required: 'Vul uw wachtwoord in om te bevestigen.',
  wrong_password: 'Dit wachtwoord klopt niet.',
  order_under_way:
    'U heeft een bestelling die nog onderweg is. U kunt uw account verwijderen zodra die is afgeleverd.',
  trade_account: 'Een zakelijk account sluiten wij voor u: neem contact met ons op.',
  home: 'Naar de homepage',
};

export const en: typeof nl = {
  identity: 'Company details',
  legal_name: 'Registered name',
  trade_name: 'Trade name',
  kvk: 'Chamber of Commerce (KvK) number',
  vat: 'VAT number',
  kvk_short: 'KvK {{kvk}}',
  vat_short: 'VAT {{vat}}',
  visiting_address: 'Visiting address',
  download_pdf: 'Download as PDF',
  download_pdf_of: 'Download {{title}} as PDF',
  my_data: 'My data',
  my_data_intro:
    'Download all the data we keep about you, or delete your account. Our privacy policy says how long we keep what.',
  download_data: 'Download my data (JSON)',
  delete_account: 'Delete account',
  delete_title: 'Are you sure you want to delete your account?',
  delete_explain:
    'Your account, addresses, favourites, cart, machines, quotes, stock alerts and reviews are erased and you are logged out everywhere. Dutch tax law (art. 52 AWR) makes us keep orders and invoices for 7 years; they keep only the data the law asks for. This cannot be undone.',
  delete_password: 'Your password, to confirm',
  delete_confirm: 'Yes, delete my account',
  delete_cancel: 'Cancel',
  deleting: 'Deleting…',
  deleted: 'Your account has been deleted. Thank you for your trust.',
  delete_failed: 'Your account could not be deleted. Please try again.',
  privacy_link: 'Privacy policy',
  password_required: 'Enter your password to confirm.',
  wrong_password: 'This password is not right.',
  order_under_way:
    'You have an order that is still under way. You can delete your account once it has been delivered.',
  trade_account: 'We close a trade account for you: please contact us.',
  home: 'Go to the home page',
};
