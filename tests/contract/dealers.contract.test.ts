/**
 * Contract of the dealer locator's calls (issue 7): what the storefront's keys ask is answered as
 * shared/contract/dealers.ts describes, on PGlite (and PostgreSQL with DATABASE_URL).
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import type * as yup from 'yup';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import { parseKey } from '../../shared/api-keys.ts';
import { dealers, envelope, places } from '../../shared/contract/index.ts';
import { dealerKeys } from '../../shared/dealer-keys.ts';

const valid = (schema: yup.AnySchema, value: unknown) =>
  schema.validateSync(value, { strict: true, abortEarly: false });

describeEachDatabase('the dealer locator calls keep the storefront contract', (driver) => {
  const t = useTestApi(driver);
  const send = (key: string) => {
    const { path, locale } = parseKey(key);
    return request(t.app)
      .get(path)
      .set('X-FZ-Language-Id', locale === 'en' ? '4' : '1');
  };

  for (const locale of ['nl', 'en'] as const) {
    it(`every dealer, the nearest ones and places match (${locale})`, async () => {
      const all = (await send(dealerKeys.all(locale)).expect(200)).body;
      valid(envelope(dealers), all);
      const nearest = (await send(dealerKeys.nearest(locale, { lat: 52.0907, lng: 5.1214 })).expect(200))
        .body;
      valid(envelope(dealers), nearest);
      expect(nearest.data).toHaveLength(10);
      expect(nearest.data.every((d: { distance?: number }) => typeof d.distance === 'number')).toBe(true);
      for (const q of ['Utrecht', '3511 AB', '1000', 'zzzz', 'Stationsweg 12, Gent']) {
        valid(envelope(places), (await send(dealerKeys.places(locale, q)).expect(200)).body);
      }
    });
  }
});
