/**
 * yup schemas → JSON Schema (2020-12, as OpenAPI 3.1 uses it), for the published API contract
 * (shared/contract/openapi.ts). Walks the schema objects themselves: type, optional (not in
 * `required`), nullable (`null` allowed), oneOf (`enum`), min/max/length/integer/email/matches
 * (their JSON Schema keywords), arrays' items, objects' fields and noUnknown
 * (`additionalProperties: false`). A test with no JSON Schema keyword (a custom check) is named in
 * `description`. A schema's `meta({ jsonSchema })` adds keywords for what the API checks itself.
 *
 * Named schemas become `$ref`s to `#/components/schemas/<Name>`: an object schema is known by its
 * field list, which `.required()`, `.nullable()` and the like keep, so `category.required()` inside
 * a lazy is still Category (and a recursive schema ends in a `$ref` to itself).
 */
import type * as yup from 'yup';

export type JsonSchema = { [key: string]: unknown };

interface TestOptions {
  name?: string;
  params?: Record<string, unknown>;
  message?: unknown;
}
/** The parts of a yup schema object read here (yup 1.x). */
interface YupNode {
  type: string;
  spec: { optional: boolean; nullable: boolean; meta?: { jsonSchema?: JsonSchema } };
  tests: { OPTIONS?: TestOptions }[];
  _whitelist: { describe(): unknown[] };
  fields?: Record<string, YupNode>;
  _nodes?: readonly string[];
  innerType?: YupNode;
  resolve(options: object): YupNode;
}

const isSchema = (value: unknown): value is yup.Schema =>
  typeof value === 'object' && value !== null && '__isYupSchema__' in value;

/** The OpenAPI component name of an export: `shopInfo` → `ShopInfo`. */
export const componentName = (exportName: string) => exportName[0]!.toUpperCase() + exportName.slice(1);

export interface SchemaConverter {
  /**
   * The JSON Schema of a yup schema (a `$ref` where it is a named one). `strict`: the value is
   * checked as sent (a request body the API checks strictly), so `trim` refuses surrounding spaces
   * instead of removing them.
   */
  convert(schema: yup.Schema | yup.Lazy<unknown>, options?: { strict?: boolean }): JsonSchema;
  /** The named schemas used so far, by name (sorted). */
  components(): Record<string, JsonSchema>;
}

/**
 * A converter that knows these named schemas (export name → schema; only objects are named). Where
 * two names are one schema (an alias), the first in alphabetical order wins.
 */
export function schemaConverter(named: Record<string, unknown> = {}): SchemaConverter {
  const names = new Map<unknown, string>();
  for (const name of Object.keys(named).sort()) {
    const schema = named[name] as YupNode;
    if (isSchema(schema) && schema.type === 'object' && schema._nodes?.length && !names.has(schema._nodes))
      names.set(schema._nodes, componentName(name));
  }
  const defined = new Map<string, JsonSchema>();
  let strict = false;

  function node(schema: YupNode, root = false): JsonSchema {
    if (schema.type === 'lazy') return node(schema.resolve({}));
    const name = schema.type === 'object' ? names.get(schema._nodes) : undefined;
    if (name && !root) {
      if (!defined.has(name)) {
        defined.set(name, {});
        defined.set(name, node(schema, true));
      }
      return nullable(schema, { $ref: `#/components/schemas/${name}` });
    }
    const out: JsonSchema = {};
    const checks: string[] = [];
    let trimmed = false;
    let type: string | undefined;
    if (schema.type === 'string') type = 'string';
    else if (schema.type === 'number') type = 'number';
    else if (schema.type === 'boolean') type = 'boolean';
    else if (schema.type === 'date') {
      type = 'string';
      out.format = 'date-time';
    } else if (schema.type === 'array') {
      type = 'array';
      if (schema.innerType) out.items = node(schema.innerType);
    } else if (schema.type === 'object') {
      type = 'object';
      const fields = schema.fields ?? {};
      const keys = Object.keys(fields);
      if (keys.length) {
        out.properties = Object.fromEntries(keys.map((k) => [k, node(fields[k]!)]));
        const required = keys.filter((k) => fields[k]!.spec?.optional === false);
        if (required.length) out.required = required;
      }
    }
    for (const test of schema.tests) {
      const { name, params = {}, message } = test.OPTIONS ?? {};
      const n = (key: string) => params[key] as number;
      if (name === 'integer') type = 'integer';
      else if (name === 'min' || name === 'max' || name === 'length') {
        const limit = `${name === 'min' ? 'min' : 'max'}${type === 'array' ? 'Items' : type === 'string' ? 'Length' : 'imum'}`;
        if (type === 'number' || type === 'integer') {
          if ('more' in params) out.exclusiveMinimum = n('more');
          else if ('less' in params) out.exclusiveMaximum = n('less');
          else out[limit] = n(name);
        } else if (name === 'length') {
          const suffix = type === 'array' ? 'Items' : 'Length';
          out[`min${suffix}`] = n('length');
          out[`max${suffix}`] = n('length');
        } else out[limit] = n(name);
      } else if (name === 'email') out.format = 'email';
      else if (name === 'url') out.format = 'uri';
      else if (name === 'uuid') out.format = 'uuid';
      else if (name === 'matches') out.pattern = (params.regex as RegExp).source;
      else if (name === 'noUnknown') out.additionalProperties = false;
      else if (name === 'trim') trimmed = true;
      else if (name && !['required', 'defined', 'nullable', 'optional', 'typeError'].includes(name))
        checks.push(
          typeof message === 'string' && / /.test(message) && !message.includes('${')
            ? `${name} (${message})`
            : name,
        );
    }
    const values = schema._whitelist
      .describe()
      .filter((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
    if (values.length) out.enum = values;
    const notes = [
      trimmed ? (strict ? 'Must not begin or end with spaces.' : 'Trimmed before it is checked.') : '',
      checks.length ? `Also checked: ${checks.join('; ')}.` : '',
    ];
    if (trimmed || checks.length) out.description = notes.filter(Boolean).join(' ');
    // what yup cannot say (a value the API checks itself, in the request's language)
    Object.assign(out, schema.spec?.meta?.jsonSchema);
    const result = type ? { type, ...out } : out;
    return root ? result : nullable(schema, result);
  }

  function nullable(schema: YupNode, out: JsonSchema): JsonSchema {
    if (!schema.spec?.nullable) return out;
    if (out.$ref) return { anyOf: [out, { type: 'null' }] };
    // a `mixed().oneOf([...]).nullable()` has no type: null joins its values
    if (out.type === undefined && Array.isArray(out.enum) && !out.enum.includes(null))
      return { ...out, enum: [...out.enum, null] };
    if (typeof out.type !== 'string') return out;
    const withNull: JsonSchema = { ...out, type: [out.type, 'null'] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) withNull.enum = [...out.enum, null];
    return withNull;
  }

  return {
    convert: (schema, options = {}) => {
      strict = options.strict ?? false;
      return node(schema as unknown as YupNode);
    },
    components: () =>
      Object.fromEntries([...defined.keys()].sort().map((name) => [name, defined.get(name)!])),
  };
}
