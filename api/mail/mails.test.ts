/**
 * Every mail the shop sends besides the order confirmation (checkout/order-mail.test.ts), built
 * with the one layout (issue 26): an HTML and a text part, both greeting the customer by name in
 * the customer's language and signed with the shop's name; hostile names escaped in the HTML.
 */
import { describe, expect, it } from 'vitest';
import { resetMail } from '../auth/reset-mail.ts';
import { reminderMail } from '../customer/inspection-reminders.ts';
import { invitationMail } from '../orders/review-invitations.ts';
import { backInStockMail } from '../stock-alerts/service.ts';
import { escapeHtml, SHOP_NAME } from './layout.ts';
import type { Mail } from './mailer.ts';

type Locale = 'nl' | 'en';
interface Person {
  first: string;
  middle: string;
  last: string;
}

const EVA: Person = { first: 'Eva', middle: 'de', last: 'Vries' };
/** security-battery.md rows 12 and 32, as names */
const HOSTILE: Person = {
  first: '"><script>__xss(32)</script>',
  middle: '',
  last: "<script>__xss(12)</script>'",
};

const LINK = 'https://shop.example/pad?token=abc&x=1';

/** Each mail, made for a person in a locale, with what it must say (in both parts). */
const MAILS: Record<string, { make: (p: Person, l: Locale) => Mail; says: Record<Locale, string[]> }> = {
  'password reset': {
    make: (p, locale) =>
      resetMail({
        locale,
        to: 'eva@example.nl',
        firstname: p.first,
        middleName: p.middle,
        lastname: p.last,
        link: LINK,
      }),
    says: {
      nl: ['Wachtwoord opnieuw instellen', 'De link werkt één keer, een uur lang.', LINK],
      en: ['Reset your password', 'The link works once, for one hour.', LINK],
    },
  },
  'inspection reminder': {
    make: (p, locale) =>
      reminderMail({
        email: 'eva@example.nl',
        language_id: locale === 'en' ? 4 : 1,
        firstname: p.first,
        middle_name: p.middle,
        lastname: p.last,
        model: 'Lelit Bianca',
        serial_number: 'LB-123',
        next_due: '2026-12-24',
      }),
    says: {
      nl: ['Keuring gepland: Lelit Bianca', 'uw Lelit Bianca (serienummer LB-123)', '24 december 2026'],
      en: ['Inspection due: Lelit Bianca', 'your Lelit Bianca (serial number LB-123)', '24 December 2026'],
    },
  },
  'overdue inspection': {
    make: (p, locale) =>
      reminderMail(
        {
          email: 'eva@example.nl',
          language_id: locale === 'en' ? 4 : 1,
          firstname: p.first,
          middle_name: p.middle,
          lastname: p.last,
          model: 'Lelit Bianca',
          serial_number: 'LB-123',
          next_due: '2026-10-01',
        },
        true,
      ),
    says: {
      nl: ['Keuring verlopen: Lelit Bianca', 'is verlopen', '1 oktober 2026'],
      en: ['Inspection overdue: Lelit Bianca', 'is now overdue', '1 October 2026'],
    },
  },
  'review invitation': {
    make: (p, locale) =>
      invitationMail('eva@example.nl', locale, 'KK-2026-1001', LINK, {
        first: p.first,
        last: [p.middle, p.last].filter(Boolean).join(' '),
      }),
    says: {
      nl: ['Hoe bevalt uw bestelling KK-2026-1001?', 'Wilt u een korte review schrijven?', LINK],
      en: ['How was your order KK-2026-1001?', 'Would you write a short review?', LINK],
    },
  },
  'back in stock': {
    make: (p, locale) =>
      backInStockMail(
        {
          email: 'eva@example.nl',
          languageId: locale === 'en' ? 4 : 1,
          name: 'Comandante C40',
          slug: 'comandante-c40',
          firstname: p.first,
          middleName: p.middle,
          lastname: p.last,
        },
        'https://shop.example/',
      ),
    says: {
      nl: [
        'Weer op voorraad: Comandante C40',
        'https://shop.example/comandante-c40',
        'U ontvangt deze e-mail',
      ],
      en: [
        'Back in stock: Comandante C40',
        'https://shop.example/en/comandante-c40',
        'You receive this e-mail',
      ],
    },
  },
};

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe.each(Object.entries(MAILS))('the %s mail', (_, { make, says }) => {
  it.each(['nl', 'en'] as const)(
    'in %s: HTML and text, with the name, its content and the signature',
    (locale) => {
      const mail = make(EVA, locale);
      expect(mail.to).toBe('eva@example.nl');
      const html = plain(mail.html ?? '');
      const text = plain(mail.text);
      const hello = locale === 'en' ? 'Dear Eva,' : 'Beste mevrouw/heer De Vries,';
      expect(text.startsWith(`${hello}\n\n`)).toBe(true);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(hello);
      for (const words of says[locale]) {
        if (words !== says[locale][0]) expect(text).toContain(words);
        expect(html).toContain(escapeHtml(words));
      }
      expect(mail.subject).toBe(says[locale][0]);
      const bye = `${locale === 'en' ? 'Kind regards' : 'Met vriendelijke groet'},\n${SHOP_NAME}`;
      expect(text.endsWith(bye)).toBe(true);
      expect(html).toContain(escapeHtml(bye).replace('\n', '<br>'));
    },
  );

  it.each(['nl', 'en'] as const)('in %s: greets without a name when there is none', (locale) => {
    const mail = make({ first: '', middle: '', last: '' }, locale);
    const hello = locale === 'en' ? 'Dear customer,' : 'Beste klant,';
    expect(mail.text.startsWith(hello)).toBe(true);
    expect(mail.html).toContain(hello);
  });

  it.each(['nl', 'en'] as const)('in %s: escapes a hostile name in the HTML part', (locale) => {
    const mail = make(HOSTILE, locale);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain(
      locale === 'en'
        ? 'Dear &quot;&gt;&lt;script&gt;__xss(32)&lt;/script&gt;,'
        : 'Beste mevrouw/heer &lt;script&gt;__xss(12)&lt;/script&gt;&#39;,',
    );
  });
});

it('links the back-in-stock notice to the storefront, or by path when its URL is not known', () => {
  const alert = { email: 'a@example.nl', languageId: 4, name: 'Kettle', slug: 'kettle' };
  expect(backInStockMail(alert).text).toContain('\n/en/kettle');
  // A path is no link a mail client can open: shown, not linked.
  expect(backInStockMail(alert).html).not.toContain('href="/en/kettle"');
  expect(backInStockMail(alert, 'https://shop.example').html).toContain(
    'href="https://shop.example/en/kettle"',
  );
});
