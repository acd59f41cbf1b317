/**
 * One contract at run time (decision 082): every call of shared/contract that takes a body or a
 * query is checked by its route with that call's schema (contract-input.ts), and no file of the
 * API defines a yup schema of its own, so the published contract and the API cannot disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Call, calls, callTable } from '../../shared/contract/calls.ts';
import { CART_AMOUNT_MAX, CART_LINES_MAX, MAX_INT } from '../../shared/contract/payloads.ts';
import {
  CHAT_PAGE_MAX,
  MENU_DEPTH_MAX,
  NEAREST_DEALERS_MAX,
  PLACES_MAX,
} from '../../shared/contract/queries.ts';
import { INSIGHTS_QUERY_LIMITS, staffCalls } from '../../shared/contract/staff.ts';
import { CART_LIMITS } from '../cart/lines.ts';
import { CHAT_LIMITS } from '../chat/service.ts';
import { MAX_NEAREST } from '../dealer-locator/service.ts';
import { MAX_MENU_DEPTH } from '../menus/service.ts';
import { MAX_PLACES } from '../places/service.ts';
import { INSIGHTS_LIMITS } from '../search/analytics.ts';
import { MAX_ID } from '../sitemap/repository.ts';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

const API = path.resolve(import.meta.dirname, '..');
/** The one API file that may build yup schemas: the settings (decision 054), not a request. */
const SCHEMA_FILES = new Set(['config.ts']);

/** What of yup a source file takes beyond types and ValidationError (where it could build a schema). */
function yupSchemaImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+['"]yup['"]/gm)) {
    if (match[1]) continue;
    const clause = match[2]!.trim();
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (!named) {
      found.push(clause);
      continue;
    }
    for (const part of named[1]!
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean))
      if (!part.startsWith('type ') && part !== 'ValidationError') found.push(part);
  }
  return found;
}

function apiSources(dir = API): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : apiSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the API builds no request schema of its own', () => {
  it('imports nothing from yup that builds a schema, outside the settings', () => {
    const offenders = apiSources()
      .map((file) => path.relative(API, file))
      .filter((file) => !SCHEMA_FILES.has(file))
      .flatMap((file) =>
        yupSchemaImports(fs.readFileSync(path.join(API, file), 'utf8')).map((name) => `${file}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would notice a route file that builds one', () => {
    expect(yupSchemaImports("import * as yup from 'yup';\nconst body = yup.object({});")).toEqual([
      '* as yup',
    ]);
    expect(yupSchemaImports("import { object, string } from 'yup';")).toEqual(['object', 'string']);
    expect(
      yupSchemaImports(
        "import { ValidationError } from 'yup';\nimport type { InferType } from 'yup';\nimport { type Schema } from 'yup';",
      ),
    ).toEqual([]);
  });

  it("keeps the API's limits where the contract's are", () => {
    expect(CART_LIMITS).toEqual({ maxAmount: CART_AMOUNT_MAX, maxLines: CART_LINES_MAX });
    expect(CHAT_LIMITS.pageMax).toBe(CHAT_PAGE_MAX);
    expect(MAX_MENU_DEPTH).toBe(MENU_DEPTH_MAX);
    expect(MAX_NEAREST).toBe(NEAREST_DEALERS_MAX);
    expect(MAX_PLACES).toBe(PLACES_MAX);
    expect(INSIGHTS_LIMITS).toEqual(INSIGHTS_QUERY_LIMITS);
    expect(MAX_ID).toBe(MAX_INT);
  });
});

/** A value for each path parameter that passes the route's own checks. */
const sampleParams: Record<string, string> = {
  id: '1',
  poId: '1',
  token: 'no-such-token',
  kind: 'products',
  slug: 'no-such-product',
};
const STAFF_TOKEN = 'contract-input-test-staff-token-0123456789';

/** The calls whose route must check input with the contract: every one with a body or a query. */
const checkedCalls = (): Call[] =>
  [...callTable, ...staffCalls].filter((call: Call) => call.body !== undefined || call.query !== undefined);

/**
 * The call whose contract each call's route checked its input with: each is asked once (logged in
 * where it needs a login, the staff token for staff calls), logout last.
 */
async function checkedWith(app: express.Express, calls: Call[], bearer: string) {
  let checked: unknown;
  const outer = express()
    .use((_req, res, next) => {
      res.on('finish', () => {
        checked = res.locals.contractCall;
      });
      next();
    })
    .use(app);
  const answers: Record<string, unknown> = {};
  const ordered = [...calls].sort((a, b) => Number(a.id === 'logout') - Number(b.id === 'logout'));
  for (const call of ordered) {
    checked = undefined;
    const url = `/api${call.path.replace(/\{(\w+)\}/g, (_m, name: string) => sampleParams[name]!)}`;
    let req = request(outer)[call.method](url).set('X-FZ-Language-Id', '1');
    if (call.tag === 'Staff' && call.auth === 'none') req = req.set('Authorization', `Bearer ${STAFF_TOKEN}`);
    else if (call.auth !== 'none') req = req.set('Authorization', bearer);
    if (call.idempotencyKey) req = req.set('Idempotency-Key', 'contract-input-test-0001');
    const res = await (call.body ? req.send({}) : req);
    await new Promise((resolve) => setImmediate(resolve));
    answers[call.id] = checked ?? `not checked (answered ${res.status})`;
  }
  return answers;
}

describeEachDatabase('every route checks its input with the contract', (driver) => {
  const t = useTestApi(driver, () => ({ chatStaffToken: STAFF_TOKEN }));

  const dealer = async () => {
    const login = await request(t.app)
      .post('/api/customerAuth/login')
      .set('X-Forwarded-For', '10.82.0.1')
      .send({ email: 'dealer@demo.nl', password: 'Demo1234!' })
      .expect(200);
    return `Bearer ${login.body.token}`;
  };

  it('asks each call with a body or query, and its route checks it with that call', async () => {
    const calls = checkedCalls();
    expect(calls.length).toBeGreaterThan(40);
    const answers = await checkedWith(t.app, calls, await dealer());
    expect(answers).toEqual(Object.fromEntries(calls.map((call) => [call.id, call.id])));
  });

  it('would notice a route that checks its input some other way', async () => {
    const addToCart = calls.find((call) => call.id === 'addToCart')!;
    const own = express()
      .use(express.json())
      .post('/api/shoppingCart/add', (req, res) => {
        if (typeof req.body?.amount !== 'number') res.status(400);
        res.json({});
      });
    expect(await checkedWith(own, [addToCart], '')).toEqual({ addToCart: 'not checked (answered 400)' });
  });
});

describeEachDatabase("the cart's amounts", (driver) => {
  const t = useTestApi(driver);
  const body = (id: string) => calls.find((call) => call.id === id)!.body!;

  it('adds from 1 unit and sets from 0, as the contract says and the API answers', async () => {
    // Adding makes the line when there is none (spec 7): adding nothing would make an empty line.
    expect(body('addToCart').isValidSync({ po_id: 1, amount: 0 }, { strict: true })).toBe(false);
    expect(body('addToCart').isValidSync({ po_id: 1, amount: 1 }, { strict: true })).toBe(true);
    // Setting 0 removes the line.
    expect(body('setCartLine').isValidSync({ po_id: 1, amount: 0 }, { strict: true })).toBe(true);
    const add = await request(t.app).post('/api/shoppingCart/add').send({ po_id: 1, amount: 0 }).expect(400);
    expect(add.body).toEqual({ message: 'amount must be at least 1', error: 'validation_failed' });
    const set = await request(t.app).post('/api/shoppingCart/set').send({ po_id: 1, amount: -1 }).expect(400);
    expect(set.body).toEqual({ message: 'amount must be at least 0', error: 'validation_failed' });
  });

  it('publishes the same bounds in the OpenAPI document', () => {
    const doc = JSON.parse(fs.readFileSync(path.join(API, '../docs/openapi.json'), 'utf8'));
    const amountOf = (name: string) => doc.components.schemas[name].properties.amount;
    const bodyRef = (p: string) =>
      doc.paths[p].post.requestBody.content['application/json'].schema.$ref.split('/').pop();
    expect(amountOf(bodyRef('/shoppingCart/add'))).toMatchObject({ minimum: 1, maximum: 999 });
    expect(amountOf(bodyRef('/shoppingCart/set'))).toMatchObject({ minimum: 0, maximum: 999 });
  });
});
