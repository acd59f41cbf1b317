/**
 * The published contract: docs/openapi.json and docs/api-reference.md are what the generator makes
 * of shared/contract now (stale: regenerate), and the document holds together as OpenAPI 3.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { calls } from './calls.ts';
import type { JsonSchema } from './json-schema.ts';
import { buildOpenApi, openApiJson, REGENERATE_COMMAND, renderReference } from './openapi.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');
const doc = buildOpenApi();
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([m]) => methods.includes(m))
      .map(([method, op]) => ({ path: p, method, op })),
  );

describe('the published API contract', () => {
  it.each([
    ['openapi.json', openApiJson(doc)],
    ['api-reference.md', renderReference(doc)],
  ])('docs/%s is up to date', (name, generated) => {
    const committed = fs.existsSync(path.join(docs, name))
      ? fs.readFileSync(path.join(docs, name), 'utf8')
      : '';
    expect(
      committed === generated,
      `docs/${name} is stale: run \`${REGENERATE_COMMAND}\` and commit it`,
    ).toBe(true);
  });

  it('is the same document every time', () => {
    expect(openApiJson(buildOpenApi())).toBe(openApiJson(doc));
  });

  it('is OpenAPI 3.1 with the JSON Schema 2020-12 dialect', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(operations()).toHaveLength(calls.length);
  });

  it('resolves every $ref', () => {
    const unresolved: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const ref = (value as JsonSchema).$ref;
        if (typeof ref === 'string') {
          let target: unknown = doc;
          for (const part of ref.replace(/^#\//, '').split('/'))
            target = (target as JsonSchema | undefined)?.[part];
          if (!ref.startsWith('#/') || target === undefined) unresolved.push(ref);
        }
        Object.values(value).forEach(walk);
      }
    };
    walk(doc);
    expect(unresolved).toEqual([]);
  });

  it('declares every path parameter, and only those, as required', () => {
    for (const { path: p, method, op } of operations()) {
      const inPath = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters as JsonSchema[]).filter((x) => x.in === 'path');
      expect(declared.map((x) => x.name).sort(), `${method} ${p}`).toEqual(inPath);
      for (const x of declared) expect(x.required, `${method} ${p} ${x.name}`).toBe(true);
    }
  });

  it('has unique operationIds and a 2xx answer and error answers on every operation', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path: p, method, op } of operations()) {
      const statuses = Object.keys(op.responses as object);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        `${method} ${p}`,
      ).toBe(true);
      expect(statuses, `${method} ${p}`).toContain('5XX');
    }
  });

  it('has schemas that compile as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'openapi', components: doc.components });
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.compile({ $ref: `openapi#/components/schemas/${name}` }), name).not.toThrow();
    }
  });

  it('changes when a schema of shared/contract changes', () => {
    const call = calls.find((c) => c.id === 'getVersion')!;
    const changed = {
      ...call,
      answers: { 200: { description: 'OK', schema: yup.object({ version: yup.number() }) } },
    };
    const before = buildOpenApi([call]).paths['/version']!.get!;
    const after = buildOpenApi([changed]).paths['/version']!.get!;
    expect(after).not.toEqual(before);
    expect(after.responses).toMatchObject({
      200: { content: { 'application/json': { schema: { properties: { version: { type: 'number' } } } } } },
    });
  });

  it('names the headers the storefront sends', () => {
    const find = (id: string) => operations().find(({ op }) => op.operationId === id)!.op;
    const refs = (id: string) => (find(id).parameters as JsonSchema[]).map((p) => p.$ref).filter(Boolean);
    expect(refs('placeOrder')).toEqual(
      expect.arrayContaining(['#/components/parameters/IdempotencyKey', '#/components/parameters/CartToken']),
    );
    expect(refs('sendChatMessage')).toContain('#/components/parameters/ChatToken');
    expect(refs('getShopInfo')).toEqual(['#/components/parameters/LanguageId']);
    expect(find('getMe').security).toEqual([{ customerToken: [] }]);
  });
});
