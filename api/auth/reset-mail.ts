/**
 * The password reset mail (spec 8, issue 26): in the language of the page it was asked on, in
 * HTML and text (mail/layout.ts), greeting the account's holder by name, with the single-use link.
 */
import { customerName, renderMail, SHOP_NAME } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

interface ResetMailInput {
  locale: 'nl' | 'en';
  to: string;
  /** the account's name parts as stored (customers.firstname, middle_name, lastname) */
  firstname?: string | null;
  middleName?: string | null;
  lastname?: string | null;
  link: string;
}

export function resetMail(r: ResetMailInput): Mail {
  const en = r.locale === 'en';
  return renderMail({
    to: r.to,
    locale: r.locale,
    name: customerName(r.firstname, r.middleName, r.lastname),
    subject: en ? 'Reset your password' : 'Wachtwoord opnieuw instellen',
    blocks: en
      ? [
          {
            p: `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account. Choose a new password with the link below.`,
          },
          { button: { label: 'Choose a new password', url: r.link } },
          {
            p: 'The link works once, for one hour. Did not ask for it? Then you can ignore this e-mail; your password stays as it is.',
          },
        ]
      : [
          {
            p: `Er is gevraagd om het wachtwoord van uw ${SHOP_NAME}-account opnieuw in te stellen. Kies met de link hieronder een nieuw wachtwoord.`,
          },
          { button: { label: 'Nieuw wachtwoord kiezen', url: r.link } },
          {
            p: 'De link werkt één keer, een uur lang. Heeft u dit niet gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft zoals het is.',
          },
        ],
  });
}
