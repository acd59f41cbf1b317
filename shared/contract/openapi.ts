/**
 * The published shop API contract: OpenAPI 3.1 made from the call table (calls.ts) and the yup
 * schemas of shared/contract (json-schema.ts), so it cannot drift from what the code validates.
 * `buildOpenApi()` is the document (docs/openapi.json, served at /api/openapi.json);
 * `renderReference()` the readable page made from it (docs/api-reference.md). Both are
 * deterministic: the same schemas give the same bytes. Regenerate: `npm run openapi`.
 */
import * as answers from './answers.ts';
import { type Call, calls, type ErrorStatus, errorBody } from './calls.ts';
import * as chat from './chat.ts';
import * as contact from './contact.ts';
import * as contract from './index.ts';
import { type JsonSchema, schemaConverter } from './json-schema.ts';
import * as machines from './machines.ts';
import * as payloads from './payloads.ts';

export const API_CONTRACT_VERSION = '1.0.0';
/** The command that writes docs/openapi.json and docs/api-reference.md. */
export const REGENERATE_COMMAND = 'npm run openapi';

const errors: Record<ErrorStatus | '5XX', { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is not valid (validation_failed, malformed_json, …)' },
  401: { name: 'Unauthorized', description: 'Not logged in, or the token is not valid (unauthenticated)' },
  403: { name: 'Forbidden', description: 'Logged in, but not allowed (a dealer-only call, a guest account)' },
  404: { name: 'NotFound', description: 'No such entity (not_found)' },
  409: {
    name: 'Conflict',
    description:
      'The state does not allow it (out_of_stock, insufficient_stock, cart_empty, price_changed, …)',
  },
  410: { name: 'Gone', description: 'No longer valid (an expired or accepted quote)' },
  422: {
    name: 'UnprocessableContent',
    description: 'Understood but refused (idempotency_key_reused: the key came with another request)',
  },
  429: { name: 'TooManyRequests', description: 'Rate limited: try again after Retry-After seconds' },
  503: {
    name: 'ServiceUnavailable',
    description: 'Switched off or not configured here; Retry-After may say when',
  },
  '5XX': { name: 'ServerError', description: 'Our fault: internal_error, db_unavailable (503, Retry-After)' },
};

const headerParams = {
  LanguageId: {
    name: 'X-FZ-Language-Id',
    in: 'header',
    required: true,
    description:
      'The language of the answer: 1 = nl, 4 = en (the storefront sends it on every call; absent: 1)',
    schema: { type: 'integer', enum: [1, 4] },
  },
  LanguageIdOptional: {
    name: 'X-FZ-Language-Id',
    in: 'header',
    required: false,
    description: 'The language: 1 = nl, 4 = en (absent: 1); this answer does not depend on it',
    schema: { type: 'integer', enum: [1, 4] },
  },
  CartToken: {
    name: 'X-FZ-Cart-Token',
    in: 'header',
    required: false,
    description:
      "A guest's cart token, as answered by the first change of the cart (decision 018; the storefront keeps it in an httpOnly cookie)",
    schema: { type: 'string' },
  },
  ChatToken: {
    name: 'X-FZ-Chat-Token',
    in: 'header',
    required: false,
    description: "A guest's chat token, as answered by the first message (decision 024)",
    schema: { type: 'string' },
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    description: 'One per checkout attempt: the same key and request again answer the same order',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' },
  },
} as const;

const answerHeaders = {
  'X-FZ-Cart-Token': {
    description: "A guest's new cart token (the first change): send it back as the request header",
    schema: { type: 'string' },
  },
  'X-FZ-Chat-Token': {
    description: "A guest's new chat token (the first message): send it back as the request header",
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description: 'true: the answer of an earlier request with this key',
    schema: { type: 'string', enum: ['true'] },
  },
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
} as const;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const methodOrder = ['get', 'put', 'post', 'delete'];

type Doc = JsonSchema & {
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> } & JsonSchema;
};

/** The OpenAPI 3.1 document of these calls (default: every call of calls.ts). */
export function buildOpenApi(table: readonly Call[] = calls): Doc {
  const converter = schemaConverter({
    ...contract,
    ...chat,
    ...contact,
    ...machines,
    ...answers,
    ...payloads,
  });
  const convert = converter.convert;

  function operation(call: Call): JsonSchema {
    const parameters: JsonSchema[] = [];
    for (const [where, shape] of [
      ['path', call.params],
      ['query', call.query],
    ] as const) {
      for (const [name, field] of Object.entries(shape?.fields ?? {})) {
        const schema = field as Parameters<typeof convert>[0];
        const required =
          where === 'path' || (schema as { spec?: { optional?: boolean } }).spec?.optional === false;
        parameters.push({ name, in: where, required, schema: convert(schema) });
      }
    }
    parameters.push(ref('parameters', call.language === 'required' ? 'LanguageId' : 'LanguageIdOptional'));
    if (call.tokens?.includes('cart')) parameters.push(ref('parameters', 'CartToken'));
    if (call.tokens?.includes('chat')) parameters.push(ref('parameters', 'ChatToken'));
    if (call.idempotencyKey) parameters.push(ref('parameters', 'IdempotencyKey'));

    const responses: Record<string, JsonSchema> = {};
    for (const status of Object.keys(call.answers).sort()) {
      const answer = call.answers[Number(status)]!;
      const contentType = answer.contentType ?? 'application/json';
      const out: JsonSchema = { description: answer.description };
      if (answer.headers?.length)
        out.headers = Object.fromEntries(answer.headers.map((h) => [h, ref('headers', h)]));
      out.content = { [contentType]: answer.schema ? { schema: convert(answer.schema) } : {} };
      responses[status] = out;
    }
    for (const status of [...call.errors].sort()) {
      responses[String(status)] =
        status === 400 && call.refusal
          ? {
              description: errors[400].description,
              content: { 'application/json': { schema: convert(call.refusal) } },
            }
          : ref('responses', errors[status].name);
    }
    responses['5XX'] = ref('responses', errors['5XX'].name);

    const op: JsonSchema = { operationId: call.id, summary: call.summary, tags: [call.tag] };
    if (call.auth === 'dealer') op.description = 'Dealer accounts only (403 for other customers).';
    op.parameters = parameters;
    if (call.body)
      op.requestBody = {
        required: !call.bodyOptional,
        content: { 'application/json': { schema: convert(call.body, { strict: !call.cast }) } },
      };
    op.responses = responses;
    op.security =
      call.auth === 'none'
        ? []
        : call.auth === 'optional'
          ? [{}, { customerToken: [] }]
          : [{ customerToken: [] }];
    return op;
  }

  const paths: Doc['paths'] = {};
  for (const call of [...table].sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
      methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method),
  )) {
    paths[call.path] ??= {};
    paths[call.path]![call.method] = operation(call);
  }

  const responses: Record<string, JsonSchema> = {};
  const errorSchema = convert(errorBody);
  for (const [status, { name, description }] of Object.entries(errors).sort((a, b) =>
    a[1].name.localeCompare(b[1].name),
  )) {
    const response: JsonSchema = { description };
    if (status === '429' || status === '503' || status === '5XX')
      response.headers = { 'Retry-After': ref('headers', 'Retry-After') };
    response.content = { 'application/json': { schema: errorSchema } };
    responses[name] = response;
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Koffie shop API',
      version: API_CONTRACT_VERSION,
      description:
        'Every call the storefront makes to the shop API (spec section 7 and the calls added since), generated from the yup schemas in shared/contract. Answers are JSON, most wrapped as `{ data }`; every error answer is `{ message, error }` (ApiError). Prices are euros with two decimals. Besides the headers named per call, the storefront sends X-Request-Id and, with tracing on, the W3C traceparent and tracestate; none of them changes an answer.',
    },
    servers: [{ url: '/api' }],
    tags: [...new Set(table.map((c) => c.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: converter.components(),
      parameters: headerParams,
      headers: answerHeaders,
      responses,
      securitySchemes: {
        customerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "The customer's token from login (the storefront's proxy sends it from its httpOnly cookie)",
        },
      },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export const openApiJson = (doc: JsonSchema = buildOpenApi()) => `${JSON.stringify(doc, null, 2)}\n`;

// The readable page.

function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `[${name}](#${name.toLowerCase()})`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeText).join(' \\| ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return types
    .map((t) => {
      if (t === 'array') return `${typeText(schema.items as JsonSchema)}[]`;
      if (t === undefined) return 'any';
      return t;
    })
    .join(' \\| ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function rules(schema: JsonSchema): string {
  const out: string[] = [];
  if (Array.isArray(schema.enum))
    out.push(`one of ${schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
  for (const key of [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'format',
    'pattern',
  ])
    if (schema[key] !== undefined)
      out.push(`${key} ${key === 'pattern' ? `\`${schema[key]}\`` : schema[key]}`);
  if (schema.additionalProperties === false) out.push('no other fields');
  if (typeof schema.description === 'string') out.push(schema.description);
  return cell(out.join('; '));
}

/** The rows of an object's fields, nested objects (and arrays of them) as `a.b` and `a[].b`. */
function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, field]) => {
    const row = `| \`${prefix}${name}\` | ${typeText(field)} | ${required.has(name) ? 'yes' : 'no'} | ${rules(field)} |`;
    const items = field.items as JsonSchema | undefined;
    if (field.properties) return [row, ...fieldRows(field, `${prefix}${name}.`)];
    if (items?.properties) return [row, ...fieldRows(items, `${prefix}${name}[].`)];
    return [row];
  });
}

function fieldsTable(schema: JsonSchema): string[] {
  if (!schema.properties) return [`${typeText(schema)}${rules(schema) ? ` (${rules(schema)})` : ''}`, ''];
  return ['| Field | Type | Required | Rules |', '|---|---|---|---|', ...fieldRows(schema), ''];
}

/** docs/api-reference.md: per call its method and path, headers, parameters, body and answers; then every schema. */
export function renderReference(doc: Doc = buildOpenApi()): string {
  const { components } = doc;
  const parameters = components.parameters as Record<string, JsonSchema>;
  const responses = components.responses as Record<string, JsonSchema>;
  const lines: string[] = [
    '# Shop API reference',
    '',
    `<!-- Generated from shared/contract by \`${REGENERATE_COMMAND}\`: do not edit by hand. -->`,
    '',
    `${(doc.info as JsonSchema).description} The machine-readable contract is [openapi.json](openapi.json) (OpenAPI 3.1), also served by the API at \`/api/openapi.json\`. Paths are under \`/api\`. Any call may also answer 5xx with an ApiError (\`internal_error\`; \`db_unavailable\` with Retry-After).`,
    '',
  ];
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  for (const { name: tag } of doc.tags as { name: string }[]) {
    lines.push(`## ${tag}`, '');
    for (const { path, method, op } of operations.filter((o) => (o.op.tags as string[])[0] === tag)) {
      lines.push(`### ${method.toUpperCase()} /api${path}`, '', `${op.summary} (\`${op.operationId}\`)`, '');
      if (op.description) lines.push(String(op.description), '');
      const security = op.security as JsonSchema[];
      lines.push(
        `- Login: ${security.length === 0 ? 'none' : security.length === 2 ? 'optional (Authorization: Bearer <token>)' : 'required (Authorization: Bearer <token>)'}`,
      );
      const params = (op.parameters as JsonSchema[]).map((p) =>
        p.$ref ? parameters[String(p.$ref).split('/').pop()!]! : p,
      );
      for (const p of params.filter((p) => p.in === 'header'))
        lines.push(`- Header \`${p.name}\`${p.required ? ' (required)' : ''}: ${p.description}`);
      lines.push('');
      const others = params.filter((p) => p.in !== 'header');
      if (others.length) {
        lines.push('| Parameter | In | Type | Required | Rules |', '|---|---|---|---|---|');
        for (const p of others)
          lines.push(
            `| \`${p.name}\` | ${p.in} | ${typeText(p.schema as JsonSchema)} | ${p.required ? 'yes' : 'no'} | ${rules(p.schema as JsonSchema)} |`,
          );
        lines.push('');
      }
      const body = (op.requestBody as JsonSchema | undefined)?.content as
        | Record<string, JsonSchema>
        | undefined;
      if (body) {
        const schema = body['application/json']!.schema as JsonSchema;
        const named = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
        lines.push(`Body (JSON)${named ? `: ${typeText(schema)}` : ''}`, '');
        lines.push(...fieldsTable(named ? components.schemas[named]! : schema));
      }
      lines.push('Answers:', '');
      for (const [status, answer] of Object.entries(op.responses as Record<string, JsonSchema>)) {
        if (status === '5XX') continue;
        const shown = answer.$ref ? responses[String(answer.$ref).split('/').pop()!]! : answer;
        const content = Object.entries((shown.content ?? {}) as Record<string, JsonSchema>)[0];
        let what = '';
        if (content && content[0] !== 'application/json') what = ` (${content[0]})`;
        else if (content?.[1].schema) {
          const schema = content[1].schema as JsonSchema;
          const props = schema.properties as Record<string, JsonSchema> | undefined;
          what = props
            ? `: \`{ ${Object.keys(props)
                .map((k) => `${k}: ${typeText(props[k])}`)
                .join(', ')} }\``
            : `: ${typeText(schema)}`;
          what = what.replace(/`\{ (.*) \}`/, (_m, inner: string) => `{ ${inner} }`);
        }
        const headers = Object.keys((shown.headers ?? {}) as object);
        lines.push(
          `- ${status} ${shown.description}${what}${headers.length ? `; headers ${headers.map((h) => `\`${h}\``).join(', ')}` : ''}`,
        );
      }
      lines.push('');
    }
  }
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(components.schemas)) {
    lines.push(`### ${name}`, '', ...fieldsTable(schema));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
