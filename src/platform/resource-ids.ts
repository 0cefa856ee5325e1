/**
 * The id of an inferred resource, as its item schema says. The id field is, in order: a property
 * named like the item path's parameter, `id`, `name`, looked up at the top of the item schema and
 * then one level down inside a required object property (`metadata.name`, `data.id`); several
 * candidates one level down make the resource ambiguous, which `x-sandbox-id: <JSON pointer>` on
 * its item path settles. Ids are minted as the id's schema says: integers count up per resource
 * and project; strings honour `format` (uuid, date-time), `pattern` and `minLength`/`maxLength`.
 */
import { hashKey, rngStream, seededUuid } from '../core/rng.js';
import type { OpenApiDocument } from '../openapi/document.js';
import type { Generate } from './generate.js';
import { mergeAllOf } from './merge-all-of.js';

type Schema = Record<string, any>;

export type IdLookup =
  | { found: true; path: string[]; schema: Schema }
  | { found: false; reason: string };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Named like the parameter: the same words (`petId`, `pet_id`), or its last ones (`slug` of `team_slug`). */
function rankOf(name: string, param: string): number {
  if (norm(name) === norm(param)) return 0;
  const words = param.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());
  for (let i = 1; i < words.length; i++) if (norm(name) === words.slice(i).join('')) return 0.5;
  return name === 'id' ? 1 : name === 'name' ? 2 : -1;
}

export const scalarType = (s: Schema): string | undefined => {
  const t = Array.isArray(s.type) ? s.type.filter((x: string) => x !== 'null') : [s.type];
  return t.length === 1 && ['string', 'integer', 'number'].includes(t[0]) ? (t[0] === 'number' ? 'integer' : t[0]) : undefined;
};

/**
 * The candidates of an object schema, best first: scalar fields whose type the item path's
 * parameter can carry (an integer id is no id of a path that takes a string name, unless the
 * parameter is named like it: Discourse's `/posts/{id}.json` declares `id` a string once).
 */
function candidates(doc: OpenApiDocument, schema: Schema, param: string, paramType: string | undefined): { name: string; rank: number; schema: Schema }[] {
  const props: Record<string, unknown> = mergeAllOf(doc, schema).properties ?? {};
  const out: { name: string; rank: number; schema: Schema }[] = [];
  for (const [name, sub] of Object.entries(props)) {
    const rank = rankOf(name, param);
    if (rank < 0) continue;
    const merged = mergeAllOf(doc, sub as Schema);
    const type = scalarType(merged);
    // A string parameter carries an integer field's digits only where the field is named like it (`{id}` and `id`).
    if (!type || (paramType === 'integer' && type !== 'integer') || (paramType === 'string' && type !== 'string' && rank !== 0)) continue;
    out.push({ name, rank, schema: merged });
  }
  return out.sort((a, b) => a.rank - b.rank);
}

const isScalar = (s: Schema) => scalarType(s) !== undefined;

/** The id field of an item schema, by the order above. */
export function findIdField(doc: OpenApiDocument, item: Schema | undefined, param: string, paramSchema?: Schema): IdLookup {
  if (!item) return { found: false, reason: 'its item answer has no JSON schema' };
  const merged = mergeAllOf(doc, item);
  const paramType = paramSchema ? scalarType(mergeAllOf(doc, paramSchema)) : undefined;
  const top = candidates(doc, merged, param, paramType);
  if (top.length) return { found: true, path: [top[0].name], schema: top[0].schema };
  const required: string[] = Array.isArray(merged.required) ? merged.required : [];
  const inner: { path: string[]; rank: number; schema: Schema }[] = [];
  for (const name of required) {
    const sub = merged.properties?.[name];
    if (!sub) continue;
    const found = candidates(doc, sub, param, paramType);
    if (found.length) inner.push({ path: [name, found[0].name], rank: found[0].rank, schema: found[0].schema });
  }
  inner.sort((a, b) => a.rank - b.rank);
  if (inner.length === 1 || (inner.length > 1 && inner[0].rank < inner[1].rank)) return { found: true, path: inner[0].path, schema: inner[0].schema };
  if (inner.length > 1) return { found: false, reason: `its id could be ${inner.filter((c) => c.rank === inner[0].rank).map((c) => `/${c.path.join('/')}`).join(' or ')}` };
  return { found: false, reason: `its item schema has no id field (a property named ${param}, id or name, at the top or inside a required object)` };
}

/** `x-sandbox-id: /metadata/name` resolved in the item schema, or why not. */
export function idAtPointer(doc: OpenApiDocument, item: Schema | undefined, pointer: string): IdLookup {
  const path = pointer.replace(/^#/, '').split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (!path.length || !pointer.replace(/^#/, '').startsWith('/')) return { found: false, reason: `${pointer} is not a JSON pointer (/field or /object/field)` };
  let schema: Schema | undefined = item && mergeAllOf(doc, item);
  for (const key of path) {
    const next = schema?.properties?.[key];
    if (!next) return { found: false, reason: `${pointer} does not resolve in the item schema: it has no property ${key} there` };
    schema = mergeAllOf(doc, next);
  }
  if (!schema || !isScalar(schema)) return { found: false, reason: `${pointer} is not a string or integer field of the item schema` };
  return { found: true, path, schema };
}

export const getAt = (record: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((o, k) => (o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>)[k] : undefined), record);

/** The record with the value at `path` set (objects on the way copied, made if missing). */
export function setAt(record: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (!rest.length) return { ...record, [head]: value };
  const inner = record[head];
  return { ...record, [head]: setAt(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value) };
}

export type IdKind = 'integer' | 'string';

export function idKind(schema: Schema): IdKind {
  const t = Array.isArray(schema.type) ? schema.type.filter((x: string) => x !== 'null')[0] : schema.type;
  return t === 'integer' || t === 'number' ? 'integer' : 'string';
}

/** The string form an id has in a path and as a key of the store. */
export const idKey = (id: unknown): string => String(id);

/**
 * A new id for the `n`th record a project creates in a resource: integers from `firstInteger`
 * up; strings drawn from the seed, project, resource and n as the schema says.
 */
export function mintId(schema: Schema, generate: Generate, seed: number, project: string, resource: string, n: number, firstInteger: number): string | number {
  if (idKind(schema) === 'integer') return firstInteger + n - 1;
  const stream = () => rngStream(seed, project, `platform-crud ${resource} ${n}`);
  if (schema.format === 'uuid' || (!schema.pattern && !schema.format && schema.minLength === undefined && schema.maxLength === undefined && !schema.enum)) {
    const uuid = seededUuid(stream());
    if (schema.maxLength === undefined || schema.maxLength >= 36) return uuid;
  }
  if (schema.format === 'date-time') return new Date(Date.UTC(2000, 0, 1) + n * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  if (schema.pattern || schema.format || schema.enum) return String(generate({ ...schema, example: undefined, examples: undefined, default: undefined }, hashKey(seed, project, resource, String(n))));
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 24);
  const rng = stream();
  const length = Math.min(max, Math.max(min, 16));
  let out = '';
  while (out.length < length) out += rng.uint32().toString(36);
  return out.slice(0, length);
}
