/**
 * The checkout address form's notes on filling a Dutch street and city from the postcode and
 * house number (decision 098). Imported by the form itself, not a dictionary: only the checkout
 * carries them.
 */
export const nl = {
  looking: 'Adres opzoeken…',
  found: 'Straat en plaats zijn ingevuld bij deze postcode en dit huisnummer; u kunt ze nog aanpassen.',
  addition_unknown:
    'Straat en plaats zijn ingevuld; deze toevoeging kennen we niet bij dit huisnummer. Controleer haar.',
  not_found: 'We vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.',
  unavailable: 'Het adres kan nu niet automatisch worden aangevuld. Vul straat en plaats zelf in.',
};

export const en: typeof nl = {
  looking: 'Looking up the address…',
  found: 'Street and city are filled in from this postcode and house number; you can still change them.',
  addition_unknown:
    'Street and city are filled in; we do not know this addition at this house number. Please check it.',
  not_found: 'We cannot find an address at this postcode and house number. Please enter the street and city.',
  unavailable: 'The address cannot be filled in automatically right now. Please enter the street and city.',
};
