import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { schemaConverter } from './json-schema.ts';

const convert = (schema: yup.Schema, named: Record<string, unknown> = {}) => {
  const converter = schemaConverter(named);
  return { schema: converter.convert(schema), components: converter.components() };
};

describe('yup → JSON Schema', () => {
  it('maps required, optional and defined fields to `required`', () => {
    const { schema } = convert(
      yup.object({
        a: yup.string().required(),
        b: yup.string(),
        c: yup.string().defined(),
        d: yup.number().default(1),
      }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'string' },
        c: { type: 'string' },
        d: { type: 'number' },
      },
      required: ['a', 'c'],
    });
  });

  it('maps nullable to a null type (and null in an enum)', () => {
    expect(convert(yup.string().nullable()).schema).toEqual({ type: ['string', 'null'] });
    expect(convert(yup.string().oneOf(['a', 'b']).nullable()).schema).toEqual({
      type: ['string', 'null'],
      enum: ['a', 'b', null],
    });
    expect(convert(yup.object({ u: yup.mixed().oneOf(['kg', 'l']).nullable() })).schema).toEqual({
      type: 'object',
      properties: { u: { enum: ['kg', 'l', null] } },
    });
  });

  it('maps oneOf to enum, integer, min and max', () => {
    expect(convert(yup.string().oneOf(['nl', 'en']).required()).schema).toEqual({
      type: 'string',
      enum: ['nl', 'en'],
    });
    expect(convert(yup.number().integer().min(1).max(10)).schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 10,
    });
    expect(convert(yup.number().moreThan(0).lessThan(5)).schema).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      exclusiveMaximum: 5,
    });
    expect(convert(yup.string().min(2).max(20).email()).schema).toEqual({
      type: 'string',
      minLength: 2,
      maxLength: 20,
      format: 'email',
    });
    expect(convert(yup.string().matches(/^[a-z]+$/)).schema).toEqual({ type: 'string', pattern: '^[a-z]+$' });
    expect(convert(yup.boolean().oneOf([true])).schema).toEqual({ type: 'boolean', enum: [true] });
  });

  it('maps arrays with their items and sizes', () => {
    expect(convert(yup.array(yup.number().integer().required()).min(1).max(4)).schema).toEqual({
      type: 'array',
      items: { type: 'integer' },
      minItems: 1,
      maxItems: 4,
    });
    expect(convert(yup.array(yup.number().required()).length(2)).schema).toEqual({
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      maxItems: 2,
    });
  });

  it('maps noUnknown to additionalProperties false and names custom checks and trimming', () => {
    const { schema } = convert(
      yup.object({ a: yup.string().test('even', 'a must be even', () => true) }).noUnknown(),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: { a: { type: 'string', description: 'Also checked: even (a must be even).' } },
      additionalProperties: false,
    });
    expect(
      convert(
        yup
          .string()
          .trim()
          .test('key', 'i18n.key', () => true),
      ).schema,
    ).toEqual({
      type: 'string',
      description: 'Trimmed before it is checked. Also checked: key.',
    });
  });

  it('refers to named schemas, also through required(), nullable() and a recursive lazy', () => {
    interface Node {
      id: number;
      children: Node[];
    }
    const node: yup.ObjectSchema<Node> = yup.object({
      id: yup.number().required(),
      children: yup.array(yup.lazy(() => node.required())).required(),
    }) as yup.ObjectSchema<Node>;
    const { schema, components } = convert(yup.object({ root: node.required(), maybe: node.nullable() }), {
      node,
    });
    expect(schema.properties).toEqual({
      root: { $ref: '#/components/schemas/Node' },
      maybe: { anyOf: [{ $ref: '#/components/schemas/Node' }, { type: 'null' }] },
    });
    expect(components.Node).toEqual({
      type: 'object',
      properties: {
        id: { type: 'number' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
      required: ['id', 'children'],
    });
  });

  it('follows a change of the schema', () => {
    const before = convert(yup.object({ a: yup.string().max(10) })).schema;
    const after = convert(yup.object({ a: yup.string().max(20).required() })).schema;
    expect(after).not.toEqual(before);
    expect(after).toEqual({
      type: 'object',
      properties: { a: { type: 'string', maxLength: 20 } },
      required: ['a'],
    });
  });
});
