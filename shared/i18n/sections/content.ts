/**
 * The contact form's messages (a lazy section): the contract's schema (shared/contract/contact.ts)
 * names them and the API answers with them (api/contact/routes.ts), so they are not a screen's. The
 * content pages' own texts are in client/routes/content/texts.ts, the home page's in
 * client/routes/home/texts.ts (decision 106).
 */
export const nl = {
  /** The contact page's form (issue 26). */
  contact: {
    errors: {
      summary: 'Controleer de gemarkeerde velden.',
      required: 'Dit veld is verplicht.',
      email: 'Vul een geldig e-mailadres in.',
      order_number: 'Een bestelnummer bestaat uit letters, cijfers en streepjes.',
      too_long: 'Deze tekst is te lang.',
      too_short: 'Schrijf minimaal 10 tekens.',
      invalid: 'Vul hier tekst in.',
      busy: 'U heeft zojuist al een aantal berichten gestuurd. Probeer het over een paar minuten opnieuw.',
    },
  },
};

export const en: typeof nl = {
  contact: {
    errors: {
      summary: 'Please check the marked fields.',
      required: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      order_number: 'An order number consists of letters, digits and hyphens.',
      too_long: 'This text is too long.',
      too_short: 'Write at least 10 characters.',
      invalid: 'Enter text here.',
      busy: 'You have just sent several messages. Please try again in a few minutes.',
    },
  },
};
