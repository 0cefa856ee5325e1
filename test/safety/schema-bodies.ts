/**
 * fast-check arbitraries built from the contract's JSON Schemas: values that match a schema, and
 * mutations of them (a field dropped, a value of another type, anything JSON at all).
 */
import fc from 'fast-check';

type Schema = Record<string, any>;

export function resolver(doc: Schema): (s: Schema | undefined) => Schema {
  return (s) => {
    let v: Schema = s ?? {};
    for (let i = 0; i < 20 && typeof v.$ref === 'string' && v.$ref.startsWith('#/'); i++) {
      v = v.$ref.slice(2).split('/').reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) ?? {};
    }
    return v;
  };
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  email: fc.emailAddress(),
  uri: fc.constantFrom('https://example.test/hook', 'http://127.0.0.1:9/x', 'http://2852039166/'),
  uuid: fc.uuid(),
};

/** A value that (mostly) matches the schema; depth-bounded for recursive schemas. */
export function valueOf(resolve: (s: Schema | undefined) => Schema, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(raw);
  if (depth > 5) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  for (const k of ['oneOf', 'anyOf'] as const) if (Array.isArray(s[k]) && s[k].length) return fc.oneof(...s[k].map((x: Schema) => valueOf(resolve, x, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return valueOf(resolve, Object.assign({}, ...s.allOf.map((x: Schema) => resolve(x))), depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format && FORMATS[s.format]) return FORMATS[s.format];
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 200));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e9), max: Math.min(s.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(resolve, s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object':
    default: {
      const props: Record<string, Schema> = s.properties ?? {};
      const required: string[] = s.required ?? [];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = valueOf(resolve, v, depth + 1);
      if (!Object.keys(record).length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
    }
  }
}

/** A body from the schema, or a mutation of one: a field dropped or retyped, or any JSON at all. */
export function bodyOf(resolve: (s: Schema | undefined) => Schema, schema: Schema | undefined): fc.Arbitrary<unknown> {
  const valid = valueOf(resolve, schema);
  const retyped = fc.tuple(valid, fc.jsonValue({ maxDepth: 2 }), fc.nat()).map(([v, other, n]) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return other;
    const keys = Object.keys(v);
    if (!keys.length) return v;
    const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    const key = keys[n % keys.length];
    if (n % 2) delete copy[key];
    else copy[key] = other;
    return copy;
  });
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: retyped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}
