/**
 * The contract's calls (shared/contract/calls.ts) are the API's: every one is routed by the
 * reference API (no "route does not exist" 404), the JSON the API answers without a login fits
 * the published schemas, and the API serves the document at /api/openapi.json.
 */
import fs from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Call, calls } from '../../shared/contract/calls.ts';
import { buildOpenApi } from '../../shared/contract/openapi.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';
import { OPENAPI_CACHE_CONTROL, openApiRoutes } from './routes.ts';

const ROUTE_MISSING = 'This API route does not exist';

/** A value for each path parameter (one that passes its checks, so the route itself answers). */
const sampleParams: Record<string, string> = {
  id: '1',
  poId: '1',
  productId: '1',
  slug: 'no-such-product',
  token: 'no-such-token',
  kind: 'products',
  uuid: '6f1c1b8e-3f7a-4c1e-9d2a-2b1f0c9e8a71',
  hash: 'AAAAAAAAAAAAAAAAAAAAAA',
  file: '1.svg',
};
/** Required query parameters. */
const sampleQuery: Record<string, string> = { path: '/over-ons', postcode: '3511AB', q: 'rocket' };

function urlOf(call: Call, params = sampleParams): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]!));
  const query = new URLSearchParams();
  for (const [name, field] of Object.entries(call.query?.fields ?? {}))
    if ((field as unknown as { spec: { optional: boolean } }).spec.optional === false)
      query.set(name, sampleQuery[name]!);
  return `/api${path}${query.size ? `?${query}` : ''}`;
}

describe('GET /openapi.json', () => {
  const app = express().use('/api', openApiRoutes());

  it('answers the committed document, as JSON, publicly cached for a short while', async () => {
    const res = await request(app).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    expect(res.body).toEqual(
      JSON.parse(fs.readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')),
    );
    // made once: the same bytes again
    expect((await request(app).get('/api/openapi.json')).text).toBe(res.text);
  });
});

describeEachDatabase('the reference API routes every call of the contract', (driver) => {
  const t = useTestApi(driver);

  /** What the API answers the call's method and path with an empty request: its status, or 'missing' (no route). */
  const answerOf = async (call: Call) => {
    const req = request(t.app)[call.method](urlOf(call)).set('X-FZ-Language-Id', '1');
    const res = await (call.method === 'get' || call.method === 'delete' ? req : req.send({}));
    return res.status === 404 && res.body?.message === ROUTE_MISSING ? 'missing' : res.status;
  };
  const isRouted = async (call: Call) => (await answerOf(call)) !== 'missing';

  it('routes every method and path of the table, answering a status the table declares', async () => {
    const missing: string[] = [];
    const undeclared: string[] = [];
    for (const call of calls) {
      const status = await answerOf(call);
      if (status === 'missing') missing.push(`${call.method} ${call.path}`);
      else if (!(status in call.answers) && !(call.errors as number[]).includes(status) && status < 500)
        undeclared.push(`${call.id} ${status}`);
    }
    expect(missing).toEqual([]);
    expect(undeclared).toEqual([]);
    // and would notice one it does not route
    const getMe = calls.find((c) => c.id === 'getMe')!;
    expect(await isRouted({ ...getMe, method: 'delete' })).toBe(false);
    expect(await isRouted({ ...getMe, path: '/customer/mine' })).toBe(false);
  });

  it('answers GETs (and their errors) as the published schemas say', async () => {
    const login = await request(t.app)
      .post('/api/customerAuth/login')
      .send({ email: 'dealer@demo.nl', password: 'Demo1234!' })
      .expect(200);
    const dealer = `Bearer ${login.body.token}`;
    const listing = await request(t.app).post('/api/queryProducts').send({ per_page: 1 }).expect(200);
    const params = { ...sampleParams, slug: String(listing.body.products.data[0].uri).slice(1) };
    const doc = buildOpenApi();
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi', ...doc });
    const pointer = (...parts: string[]) =>
      parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
    const checked: string[] = [];
    for (const call of calls.filter((c) => c.method === 'get' && c.id !== 'followChat')) {
      const req = request(t.app).get(urlOf(call, params)).set('X-FZ-Language-Id', '1');
      const res = await (call.auth === 'none' ? req : req.set('Authorization', dealer));
      const responses = doc.paths[call.path]!.get!.responses as Record<string, { $ref?: string }>;
      const answer = responses[String(res.status)] ?? (res.status >= 500 ? responses['5XX'] : undefined);
      if (!answer) throw new Error(`${call.id} answered ${res.status}, which the table does not declare`);
      const where = answer.$ref
        ? ['components', 'responses', answer.$ref.split('/').pop()!]
        : ['paths', call.path, 'get', 'responses', String(res.status)];
      if (!res.headers['content-type']?.startsWith('application/json')) continue;
      const at = pointer(...where, 'content', 'application/json');
      const validate = ajv.compile({ $ref: `openapi#/${at}/schema` });
      expect(validate(res.body), `${call.id} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      checked.push(`${call.id} ${res.status}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining(
        ['getShopInfo', 'listMenus', 'getCart', 'getMe', 'listOrders', 'searchQuickOrder', 'getProduct'].map(
          (id) => expect.stringMatching(new RegExp(`^${id} 200`)),
        ),
      ),
    );
    if (process.env.OPENAPI_DEBUG) console.log(checked.join('\n'));
    // and would notice an answer that does not fit
    const shopInfo = ajv.getSchema(
      `openapi#/${pointer('paths', '/shopInfo', 'get', 'responses', '200', 'content', 'application/json')}/schema`,
    )!;
    expect(shopInfo({ data: { name: 'x' } })).toBe(false);
  });

  it('serves the document at /api/openapi.json', async () => {
    const res = await request(t.app).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
  });
});
