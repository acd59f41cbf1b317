/**
 * The model withdrawal form of Directive 2011/83/EU, Annex I(B), in the Directive's own Dutch and
 * English wording (decision 093): the storefront's page (through the withdraw folder's texts,
 * `withdrawScreen.form`) and the API's PDF print the same text. The trader fills in the "To" line (the shop's settings).
 * Each language's form is a constant of its own, so the page's module for one language carries only that one.
 */
export const MODEL_WITHDRAWAL_FORM_NL = {
  title: 'Modelformulier voor herroeping',
  subtitle: '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
  to: 'Aan',
  notice:
    'Ik/Wij (*) deel/delen (*) u hierbij mede, dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*)',
  ordered: 'Besteld op (*)/Ontvangen op (*)',
  consumer_name: 'Naam/Namen consument(en)',
  consumer_address: 'Adres consument(en)',
  signature: 'Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend)',
  date: 'Datum',
  strike: '(*) Doorhalen wat niet van toepassing is.',
  source: 'Bijlage I, onderdeel B, van Richtlijn 2011/83/EU.',
};

export const MODEL_WITHDRAWAL_FORM_EN = {
  title: 'Model withdrawal form',
  subtitle: '(complete and return this form only if you wish to withdraw from the contract)',
  to: 'To',
  notice:
    'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
  ordered: 'Ordered on (*)/received on (*),',
  consumer_name: 'Name of consumer(s),',
  consumer_address: 'Address of consumer(s),',
  signature: 'Signature of consumer(s) (only if this form is notified on paper),',
  date: 'Date',
  strike: '(*) Delete as appropriate.',
  source: 'Annex I, part B, of Directive 2011/83/EU.',
};

export const MODEL_WITHDRAWAL_FORM = { nl: MODEL_WITHDRAWAL_FORM_NL, en: MODEL_WITHDRAWAL_FORM_EN };
