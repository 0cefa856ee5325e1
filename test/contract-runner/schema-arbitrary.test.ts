import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryOf, NotGenerable, violationsOf } from '../../src/contract/schema-arbitrary.js';

const ajv = new Ajv2020({ strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

const doc = {
  components: {
    schemas: {
      Tag: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,9}$' },
      Node: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } } },
      Loop: { type: 'object', required: ['next'], properties: { next: { $ref: '#/components/schemas/Loop' } } },
    },
  },
};

const schemas: Record<string, unknown> = {
  formats: { type: 'object', required: ['at', 'id', 'mail', 'link'], properties: { at: { type: 'string', format: 'date-time' }, id: { type: 'string', format: 'uuid' }, mail: { type: 'string', format: 'email' }, link: { type: 'string', format: 'uri' } } },
  bounds: { type: 'object', required: ['n', 'x', 's', 'a'], additionalProperties: false, properties: { n: { type: 'integer', minimum: 3, exclusiveMaximum: 9 }, x: { type: 'number', minimum: 0.5, maximum: 1 }, s: { type: 'string', minLength: 2, maxLength: 4 }, a: { type: 'array', items: { $ref: '#/components/schemas/Tag' }, minItems: 1, maxItems: 2, uniqueItems: true } } },
  choices: { oneOf: [{ type: 'object', required: ['kind'], properties: { kind: { const: 'a' } } }, { type: 'object', required: ['kind', 'n'], properties: { kind: { const: 'b' }, n: { enum: [1, 2] } } }] },
  merged: { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'boolean' } } }, { required: ['b'], properties: { b: { anyOf: [{ type: 'string' }, { type: 'null' }] } } }] },
  recursive: { $ref: '#/components/schemas/Node' },
};

describe('JSON Schema to fast-check arbitraries', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: every generated value is valid against the schema`, () => {
      const validate = ajv.compile({ ...schema as object, components: doc.components });
      fc.assert(fc.property(arbitraryOf(schema, doc), (v) => validate(v) || (console.log(v, validate.errors), false)), { numRuns: 60, seed: 1 });
    });
  }

  it('shrinks: the smallest integer above a threshold is found', () => {
    const r = fc.check(fc.property(arbitraryOf({ type: 'integer', minimum: 0, maximum: 1000 }, doc), (n) => (n as number) < 500), { seed: 3 });
    expect(r.failed && r.counterexample?.[0]).toBe(500);
  });

  it('names a keyword it does not cover, a schema no value satisfies, and a recursion without a base case', () => {
    expect(() => arbitraryOf({ type: 'object', patternProperties: { '^x': {} } }, doc)).toThrow(/keyword "patternProperties"/);
    expect(() => arbitraryOf({ type: 'integer', minimum: 5, maximum: 4 }, doc)).toThrow(NotGenerable);
    expect(() => arbitraryOf({ type: 'string', minLength: 5, maxLength: 2 }, doc)).toThrow(/minLength 5 is above maxLength 2/);
    expect(() => arbitraryOf({ enum: [] }, doc)).toThrow(/empty enum/);
    expect(() => arbitraryOf({ $ref: '#/components/schemas/Loop' }, doc)).toThrow(/recursion without a base case/);
  });

  it('breaks a valid body one field at a time, each break refused by the schema', () => {
    const schema = schemas.bounds;
    const validate = ajv.compile({ ...schema as object, components: doc.components });
    const [valid] = fc.sample(arbitraryOf(schema, doc), { numRuns: 1, seed: 5 });
    const broken = violationsOf(schema, doc).map((v) => v.apply(valid));
    expect(broken.length).toBeGreaterThan(5);
    for (const b of broken) expect(validate(b)).toBe(false);
  });
});
