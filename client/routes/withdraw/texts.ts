/**
 * Texts only the withdrawal page and the model withdrawal form show, under `withdrawScreen.`
 * (decisions 093, 106). The labels of the two buttons are the Directive's: "overeenkomst hier
 * herroepen" / "withdraw from contract here" and "herroeping bevestigen" / "confirm withdrawal"
 * (CRD art. 11a(1) and (2)); the model form is Annex I(B) of Directive 2011/83/EU, the text the
 * API's PDF prints too.
 */
import {
  MODEL_WITHDRAWAL_FORM_EN,
  MODEL_WITHDRAWAL_FORM_NL,
} from '../../../shared/contract/withdrawal-form.ts';

export const nl = {
  title: 'Overeenkomst hier herroepen',
  intro:
    'Bedenkt u zich? U kunt uw bestelling herroepen zolang de bedenktijd loopt, zonder opgave van redenen. Vul uw bestelnummer en het e-mailadres van de bestelling in; u krijgt meteen een bevestiging per e-mail.',
  order_number: 'Bestelnummer',
  order_number_hint: 'Bijvoorbeeld KK-2026-1009; u vindt het in de orderbevestiging.',
  email: 'E-mailadres van de bestelling',
  email_hint: 'Hierheen sturen wij de bevestiging van uw herroeping.',
  find: 'Bestelling zoeken',
  finding: 'Bestelling zoeken…',
  name: 'Uw naam',
  which: 'Wat wilt u herroepen?',
  all: 'De hele bestelling',
  some: 'Alleen de artikelen die ik kies',
  amount_of: 'Aantal van {{name}}',
  returnable: 'nog {{count}} van {{amount}}',
  withdrawn_before: 'al herroepen',
  period_ends: 'U kunt herroepen tot en met {{date}}.',
  period_open: 'De bestelling is nog niet bezorgd: u kunt herroepen tot {{days}} dagen na ontvangst.',
  next: 'Verder',
  back: 'Terug',
  review_title: 'Controleer uw herroeping',
  review_intro: 'Klopt dit? Pas na “Herroeping bevestigen” is uw herroeping verstuurd.',
  review_order: 'Bestelling',
  review_name: 'Naam',
  review_email: 'Bevestiging naar',
  review_items: 'Artikelen',
  confirm: 'Herroeping bevestigen',
  confirming: 'Herroeping versturen…',
  done_title: 'Uw herroeping is ontvangen',
  done_intro:
    'Wij ontvingen uw herroeping van bestelling {{number}} op {{at}}. Een bevestiging met de inhoud, datum en tijd is verstuurd naar {{email}}.',
  done_refund: 'Wij betalen {{amount}} terug, uiterlijk op {{date}}.',
  done_shipping: 'De verzendkosten betalen wij ook terug.',
  done_send_back:
    'Stuur de artikelen binnen 14 dagen terug. In het dashboard ziet u de status van uw retour.',
  to_returns: 'Naar mijn retouren',
  choose_something: 'Kies minstens één artikel.',
  errors: {
    not_found: 'Wij vinden geen bestelling met dit bestelnummer en e-mailadres. Controleer beide.',
    period_over: 'De termijn om deze bestelling te herroepen is voorbij.',
    already_withdrawn: 'Deze artikelen zijn al herroepen.',
    order_cancelled: 'Deze bestelling is al geannuleerd.',
    order_not_paid:
      'Deze bestelling is nog niet betaald. Een onbetaalde bestelling wordt vanzelf geannuleerd als de betaaltermijn verloopt.',
    rate_limited: 'Te veel pogingen. Probeer het over een kwartier opnieuw.',
    failed: 'Dat lukte niet. Probeer het opnieuw of neem contact met ons op.',
  },
  model_form_link: 'Liever een formulier? Het modelformulier voor herroeping',
  model_form_pdf: 'Download als pdf',
  model_form_intro:
    'U mag dit formulier gebruiken, maar het hoeft niet: de knop “Overeenkomst hier herroepen” is sneller en u krijgt meteen een bevestiging.',
  form: MODEL_WITHDRAWAL_FORM_NL,
};

export const en: typeof nl = {
  title: 'Withdraw from contract here',
  intro:
    'Changed your mind? You may withdraw from your order while the withdrawal period runs, without giving any reason. Enter your order number and the order’s e-mail address; you will get an acknowledgement by e-mail at once.',
  order_number: 'Order number',
  order_number_hint: 'For example KK-2026-1009; you find it in the order confirmation.',
  email: 'The order’s e-mail address',
  email_hint: 'We send the acknowledgement of your withdrawal here.',
  find: 'Find order',
  finding: 'Finding the order…',
  name: 'Your name',
  which: 'What do you withdraw from?',
  all: 'The whole order',
  some: 'Only the items I choose',
  amount_of: 'Quantity of {{name}}',
  returnable: '{{count}} of {{amount}} left',
  withdrawn_before: 'withdrawn already',
  period_ends: 'You can withdraw until and including {{date}}.',
  period_open:
    'The order has not been delivered yet: you can withdraw until {{days}} days after receiving it.',
  next: 'Next',
  back: 'Back',
  review_title: 'Check your withdrawal',
  review_intro: 'Is this right? Your withdrawal is sent only after “Confirm withdrawal”.',
  review_order: 'Order',
  review_name: 'Name',
  review_email: 'Acknowledgement to',
  review_items: 'Items',
  confirm: 'Confirm withdrawal',
  confirming: 'Sending your withdrawal…',
  done_title: 'Your withdrawal has been received',
  done_intro:
    'We received your withdrawal from order {{number}} on {{at}}. An acknowledgement with its content, date and time has been sent to {{email}}.',
  done_refund: 'We will refund {{amount}}, by {{date}} at the latest.',
  done_shipping: 'We refund the shipping costs as well.',
  done_send_back: 'Please send the items back within 14 days. The dashboard shows the status of your return.',
  to_returns: 'To my returns',
  choose_something: 'Choose at least one item.',
  errors: {
    not_found: 'We cannot find an order with this order number and e-mail address. Please check both.',
    period_over: 'The period to withdraw from this order is over.',
    already_withdrawn: 'These items have been withdrawn from already.',
    order_cancelled: 'This order was cancelled already.',
    order_not_paid:
      'This order is not paid yet. An unpaid order is cancelled by itself when its payment time runs out.',
    rate_limited: 'Too many attempts. Please try again in a quarter of an hour.',
    failed: 'That did not work. Please try again or contact us.',
  },
  model_form_link: 'Prefer a form? The model withdrawal form',
  model_form_pdf: 'Download as PDF',
  model_form_intro:
    'You may use this form, but you do not have to: the “Withdraw from contract here” button is quicker and you get an acknowledgement at once.',
  form: MODEL_WITHDRAWAL_FORM_EN,
};
