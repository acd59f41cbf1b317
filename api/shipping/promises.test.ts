/**
 * The order mail's delivery promise (decision 096): worded from the shipping data of the order's
 * country and method, through the real confirmation path; "morgen in huis" only for next day.
 */

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderConfirmations } from '../checkout/confirmation.ts';
import type { CheckoutContext } from '../checkout/context.ts';
import { rowsOf } from '../db/client.ts';
import type { Mail } from '../mail/mailer.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { deliveryPromiseTo, fillShipping, shippingData } from './promises.ts';

/** [iso, method (1 PostNL, 2 pickup point), next working day] as the shop's carrier terms have it. */
const cases: [string, number, boolean][] = [
  ['NL', 1, true],
  ['NL', 2, false],
  ['BE', 1, false],
  ['BE', 2, false],
  ['DE', 1, false],
  ['FR', 1, false],
  ['LU', 1, false],
  ['AT', 1, false],
  ['DK', 1, false],
  ['GB', 1, false],
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
        deliveryPromiseTo(t.api.database.db, id, method, l),
    } as unknown as CheckoutContext;
    await orderConfirmations(ctx).sendConfirmation(1);
    return sent[0]!.text;
  }

  it.each(cases)('%s by method %s: "tomorrow" only for next day (%s)', async (iso, methodId, nextDay) => {
    const nl = await mailTo(iso, methodId, 'nl');
    const en = await mailTo(iso, methodId, 'en');
    expect(nl.includes('morgen')).toBe(nextDay);
    expect(en.includes('tomorrow')).toBe(nextDay);
    // Some promise is always made: the working days where it is not next day.
    expect(nl).toMatch(/Op werkdagen voor 17:00 besteld/);
    expect(en).toMatch(/Ordered on a working day before 17:00/);
  });

  it('fills the content placeholders from the same data, leaving unknown ones', async () => {
    const data = await shippingData(t.api.database.db, 'nl');
    // Prices are written with a no-break space after the euro sign (shared/format.ts).
    const fill = (html: string) => fillShipping(html, data, 'nl').replace(/\u00a0/g, ' ');
    expect(fill('{{shipping.BE.line}}')).toBe('België: € 9,95, gratis vanaf € 100,-');
    expect(fill('{{shipping.GB.free_shipping}}')).toBe('Verzending naar Verenigd Koninkrijk: € 24,95');
    expect(fill('{{shipping.home.delivery}}')).toBe('Op werkdagen voor 17:00 besteld, morgen in huis');
    expect(fill('{{shipping.XX.cost}} {{shipping.nope}}')).toBe('{{shipping.XX.cost}} {{shipping.nope}}');
  });
});
