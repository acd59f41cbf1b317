/**
 * The order mail's delivery promise (decision 096): worded from the shipping data of the order's
 * country and method, through the real confirmation path: the expected day (decision 098), "morgen"
 * only for next day.
 */

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderConfirmations } from '../checkout/confirmation.ts';
import type { CheckoutContext } from '../checkout/context.ts';
import { rowsOf } from '../db/client.ts';
import type { Mail } from '../mail/mailer.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { deliveryPromiseTo, fillShipping, shippingData } from './promises.ts';

/**
 * [iso, method (1 PostNL, 2 pickup point), the day in Dutch, in English] for an order paid on
 * Wednesday 2 December 2026 at 10:00 in Amsterdam, as the shop's carrier terms have it (working
 * days NL 1, pickup 1–2, BE 1–2, BE pickup 2–3, DE/LU 2–3, FR/AT/DK 3–5, GB 4–7; decisions 096, 098):
 * "morgen" / "tomorrow" only for next day.
 */
const WEDNESDAY_10 = new Date('2026-12-02T09:00:00Z');
const NL_DAYS: Record<string, string> = {
  3: 'donderdag',
  4: 'vrijdag',
  7: 'maandag',
  8: 'dinsdag',
  9: 'woensdag',
  10: 'donderdag',
  11: 'vrijdag',
};
const EN_DAYS: Record<string, string> = {
  3: 'Thursday',
  4: 'Friday',
  7: 'Monday',
  8: 'Tuesday',
  9: 'Wednesday',
  10: 'Thursday',
  11: 'Friday',
};
/** To the door between two days of December 2026. */
const between = (a: number, b: number): [string, string] => [
  `Tussen ${NL_DAYS[a]} ${a} december en ${NL_DAYS[b]} ${b} december in huis`,
  `Delivered between ${EN_DAYS[a]} ${a} December and ${EN_DAYS[b]} ${b} December`,
];
const cases: [string, number, string, string][] = [
  ['NL', 1, 'Morgen, donderdag 3 december, in huis', 'Delivered tomorrow, Thursday 3 December'],
  [
    'NL',
    2,
    'Tussen donderdag 3 december en vrijdag 4 december af te halen',
    'Ready for collection between Thursday 3 December and Friday 4 December',
  ],
  ['BE', 1, ...between(3, 4)],
  [
    'BE',
    2,
    'Tussen vrijdag 4 december en maandag 7 december af te halen',
    'Ready for collection between Friday 4 December and Monday 7 December',
  ],
  ['DE', 1, ...between(4, 7)],
  ['FR', 1, ...between(7, 9)],
  ['LU', 1, ...between(4, 7)],
  // 8 December (Mariä Empfängnis) is an Austrian public holiday (Feiertagsruhegesetz 1957 § 7).
  ['AT', 1, ...between(7, 10)],
  ['DK', 1, ...between(7, 9)],
  ['GB', 1, ...between(8, 11)],
];

describeEachDatabase('shipping promises', (driver) => {
  const t = useTestApi(driver);
  const idOf = async (iso: string) =>
    rowsOf<{ id: number }>(
      await t.api.database.db.execute(sql`SELECT id FROM countries WHERE iso = ${iso}`),
    )[0]!.id;

  /** The confirmation mail of a paid order to the country by the method, as the API sends it. */
  async function mailTo(iso: string, methodId: number, locale: 'nl' | 'en') {
    const countryId = await idOf(iso);
    const sent: Mail[] = [];
    const order = {
      id: 1,
      number: 'K-1',
      languageId: locale === 'en' ? 4 : 1,
      invoiceAddress: { email: 'a@example.nl', firstname: 'A', lastname: 'B' },
      deliveryAddress: {
        street: 'Straat',
        house_number: '1',
        postcode: '1234',
        city: 'Stad',
        country_id: countryId,
      },
      pickupPoint: methodId === 2 ? { country_id: countryId, name: 'Punt' } : null,
      shippingMethodId: methodId,
      shippingGross: 0,
      discountGross: 0,
      totalGross: 10_000,
      totalNet: 8_264,
      vatLines: [],
      reverseCharge: false,
      vatNumber: null,
      viesConsultationNumber: null,
      viesCheckedAt: null,
      accessToken: 'x',
    };
    const ctx = {
      repo: { claimConfirmation: async () => true, byId: async () => order, lines: async () => [] },
      send: async (mail: Mail) => sent.push(mail),
      storefrontUrl: 'https://shop.example',
      deliveryPromise: (id: number, method: number, l: 'nl' | 'en') =>
        deliveryPromiseTo(t.api.database.db, id, method, l, WEDNESDAY_10),
    } as unknown as CheckoutContext;
    await orderConfirmations(ctx).sendConfirmation(1);
    return sent[0]!.text;
  }

  it.each(cases)(
    '%s by method %s: the expected day; "tomorrow" only for next day',
    async (iso, methodId, nl, en) => {
      expect(await mailTo(iso, methodId, 'nl')).toContain(nl);
      expect(await mailTo(iso, methodId, 'en')).toContain(en);
    },
  );

  it('fills the content placeholders from the same data, leaving unknown ones', async () => {
    const data = await shippingData(t.api.database.db, 'nl');
    // Prices are written with a no-break space after the euro sign (shared/format.ts).
    const fill = (html: string) => fillShipping(html, data, 'nl').replace(/\u00a0/g, ' ');
    expect(fill('{{shipping.BE.line}}')).toBe('België: € 9,95, gratis vanaf € 100,-');
    expect(fill('{{shipping.GB.free_shipping}}')).toBe('Verzending naar het Verenigd Koninkrijk: € 24,95');
    expect(fill('{{shipping.home.delivery}}')).toBe('Op werkdagen voor 17:00 besteld, morgen in huis');
    expect(fill('{{shipping.XX.cost}} {{shipping.nope}}')).toBe('{{shipping.XX.cost}} {{shipping.nope}}');
  });

  it('names a country as a sentence does: the Netherlands, het Verenigd Koninkrijk', async () => {
    const en = await shippingData(t.api.database.db, 'en');
    const fill = (html: string, locale: 'nl' | 'en', data = en) =>
      fillShipping(html, data, locale).replace(/\u00a0/g, ' ');
    expect(fill('{{shipping.NL.free_shipping}}', 'en')).toBe('Free shipping from € 50,- in the Netherlands');
    expect(fill('{{shipping.GB.free_shipping}}', 'en')).toBe('Shipping to the United Kingdom: € 24,95');
    expect(fill('{{shipping.BE.free_shipping}}', 'en')).toBe('Free shipping from € 100,- in Belgium');
    const nl = await shippingData(t.api.database.db, 'nl');
    expect(fill('{{shipping.NL.free_shipping}}', 'nl', nl)).toBe(
      'Gratis verzending vanaf € 50,- in Nederland',
    );
  });
});
