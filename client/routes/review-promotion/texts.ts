/**
 * Texts of the review promotion page (`/review-promotion/{uuid}/{hash}`; decision 025), under
 * `reviewPromotionScreen.` (the screen's name and `Screen`; decisions 088, 106).
 */
export const nl = {
  title: 'Beoordeel ons',
  heading: 'Hoe was uw ervaring met {{shop}}?',
  intro:
    'Bedankt voor uw bestelling! Wilt u anderen helpen kiezen? Vertel in een paar minuten hoe het bestellen, de levering en het product u bevielen.',
  score_label: 'Onze klanten geven ons gemiddeld',
  score: '{{rating}} / {{best}}',
  score_detail: 'Gemiddelde van de laatste 12 maanden uit {{count}} beoordelingen',
  cta: 'Schrijf uw beoordeling',
  cta_note:
    'U schrijft uw beoordeling bij onze onafhankelijke reviewpartner Kiyoh (opent in een nieuw venster).',
  loading: 'Uw uitnodiging wordt geladen…',
  invalid_title: 'Deze reviewlink is ongeldig',
  invalid:
    'Deze link hoort niet bij een uitnodiging van ons. Controleer of u de volledige link uit onze e-mail heeft geopend.',
  malformed_title: 'Deze reviewlink is onvolledig',
  malformed:
    'De link is onvolledig of beschadigd. Open de link opnieuw vanuit onze e-mail, of kopieer hem in zijn geheel naar de adresbalk.',
  failed_title: 'De uitnodiging kon niet worden geladen',
  failed: 'Er ging iets mis bij het controleren van uw link. Probeer het over een paar minuten opnieuw.',
  retry: 'Opnieuw proberen',
  back: 'Verder winkelen',
};

export const en: typeof nl = {
  title: 'Review us',
  heading: 'How was your experience with {{shop}}?',
  intro:
    'Thank you for your order! Would you help others choose? Tell us in a few minutes how ordering, delivery and the product suited you.',
  score_label: 'Our customers rate us on average',
  score: '{{rating}} / {{best}}',
  score_detail: 'Average of the last 12 months from {{count}} reviews',
  cta: 'Write your review',
  cta_note: 'You write your review with our independent review partner Kiyoh (opens in a new window).',
  loading: 'Loading your invitation…',
  invalid_title: 'This review link is not valid',
  invalid:
    'This link does not belong to an invitation of ours. Check that you opened the complete link from our e-mail.',
  malformed_title: 'This review link is incomplete',
  malformed:
    'The link is incomplete or damaged. Open it again from our e-mail, or copy all of it into the address bar.',
  failed_title: 'The invitation could not be loaded',
  failed: 'Something went wrong while checking your link. Please try again in a few minutes.',
  retry: 'Try again',
  back: 'Continue shopping',
};
