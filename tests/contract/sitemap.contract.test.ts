/**
 * Contract of the sitemap calls (decision 061): the summary and a keyset page of every kind,
 * validated strictly against shared/contract, on PGlite (and PostgreSQL with DATABASE_URL).
 */
import request from 'supertest';
import { expect, it } from 'vitest';
import type * as yup from 'yup';
import { describeEachDatabase, useTestApi } from '../../api/testing/test-api.ts';
import {
  apiError,
  envelope,
  sitemapKinds,
  sitemapPage,
  sitemapSummary,
} from '../../shared/contract/index.ts';

function valid(schema: yup.AnySchema, value: unknown) {
  return schema.validateSync(value, { strict: true, abortEarly: false });
}

describeEachDatabase('the sitemap calls keep the storefront contract', (driver) => {
  const t = useTestApi(driver);

  it('the summary and a page of each kind match, as the storefront asks for them', async () => {
    const { data } = valid(
      envelope(sitemapSummary),
      (await request(t.app).get('/api/sitemap?width=24999').expect(200)).body,
    );
    expect(data.children.map((c: { kind: string }) => c.kind)).toEqual([...sitemapKinds]);
    for (const child of data.children) {
      const page = valid(
        sitemapPage,
        (
          await request(t.app)
            .get(`/api/sitemap/${child.kind}`)
            .query({ after: child.first_id - 1, through: child.last_id, limit: 2000 })
            .expect(200)
        ).body,
      );
      expect(page.data.length).toBeGreaterThan(0);
    }
  });

  it('bad input answers the error shape', async () => {
    valid(apiError, (await request(t.app).get('/api/sitemap?width=0').expect(400)).body);
    valid(apiError, (await request(t.app).get('/api/sitemap/products?limit=9999').expect(400)).body);
    valid(apiError, (await request(t.app).get('/api/sitemap/orders').expect(400)).body);
  });
});
