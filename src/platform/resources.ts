/**
 * The inferred resources of the platform documents, settled at start: each one's id (field, schema,
 * how ids are minted) and its seed records, the objects of its list and item answers' examples,
 * so the ids the document shows exist and lists show them. Examples that fail their own schema
 * are not seeded; they are listed (pointer, reason) with the resources whose id is ambiguous.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { defaultStatus } from './answer.js';
import { declaredResponse } from '../openapi/declared-response.js';
import { checkValue } from './check-value.js';
import type { Generate } from './generate.js';
import { pathPointer, PlatformDocumentError } from './load.js';
import { mergeAllOf } from './merge-all-of.js';
import { findIdField, getAt, idAtPointer, idKey, idKind, mintId, scalarType, type IdKind } from './resource-ids.js';
import type { DocumentOperation, PlatformSurface } from './surface.js';

type Schema = Record<string, any>;

export interface ResourceSpec {
  resource: string;
  /** Where the id sits in a record (`['id']`, `['metadata', 'name']`). */
  idPath: string[];
  idSchema: Schema;
  kind: IdKind;
  /** The first integer id a project mints: one more than the largest seeded. */
  firstInteger: number;
  /** The example objects a project starts with, in the document's order. */
  seeds: Record<string, unknown>[];
  /** Other fields the item path's parameter also names a record by (Vercel's `{idOrName}`: `id` beside `name`). */
  aliases: string[][];
}

/** The fields a parameter named `idOrName` (`xOrY`) names beside the id's own: those the item schema has next to it. */
function aliasesOf(doc: OpenApiDocument, item: Schema | undefined, param: string, idPath: string[]): string[][] {
  const parts = param.split(/Or(?=[A-Z])/);
  if (parts.length < 2 || !item) return [];
  const parent = idPath.slice(0, -1).reduce<Schema | undefined>((s, k) => (s?.properties?.[k] ? mergeAllOf(doc, s.properties[k]) : undefined), mergeAllOf(doc, item));
  return parts
    .map((part) => part[0].toLowerCase() + part.slice(1))
    .filter((name) => name !== idPath.at(-1) && parent?.properties?.[name] && scalarType(mergeAllOf(doc, parent.properties[name])))
    .map((name) => [...idPath.slice(0, -1), name]);
}

interface ExampleProblem {
  file: string;
  pointer: string;
  reason: string;
}

export interface Resources {
  specs: Map<string, ResourceSpec>;
  /** Resources served without state (answered from the document) until `x-sandbox-id` names their id. */
  ambiguous: { file: string; resource: string; pointer: string; reason: string }[];
  invalidExamples: ExampleProblem[];
  /** The invalid examples' values (by identity in the served document): the answerer skips them. */
  invalidValues: Set<unknown>;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The JSON media type of an operation's answer for a status, and its pointer. */
function jsonMedia(doc: OpenApiDocument, op: Record<string, any>, status: number): { media: Schema; type: string } | undefined {
  const content: Record<string, Schema> = declaredResponse(doc, op, status)?.content ?? {};
  const type = Object.keys(content).find((t) => t === 'application/json' || t.endsWith('+json'));
  return type ? { media: content[type], type } : undefined;
}

/** Every example of a media type: name (for the pointer) and value. */
function examplesOf(doc: OpenApiDocument, media: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (media.example !== undefined) out.push(['example', media.example]);
  for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
    const value = resolveRef(doc, ex)?.value;
    if (value !== undefined) out.push([`examples/${escape(name)}/value`, value]);
  }
  return out;
}

/** The records of a list answer: the body itself when an array, else its first array field. */
export function listItems(doc: OpenApiDocument, schema: unknown, body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isObject(body)) return [];
  const s = mergeAllOf(doc, (schema ?? {}) as Schema);
  const field = Object.entries<any>(s.properties ?? {}).find(([, p]) => mergeAllOf(doc, p).type === 'array')?.[0];
  const items = field ? body[field] : undefined;
  return Array.isArray(items) ? items : [];
}

/** The schema of a list answer's records (its items, or its first array field's), where it has one. */
export function listItemSchema(doc: OpenApiDocument, schema: unknown): Schema | undefined {
  const s = mergeAllOf(doc, (schema ?? {}) as Schema);
  if (s.type === 'array') return s.items ? mergeAllOf(doc, s.items) : undefined;
  const field = Object.values<any>(s.properties ?? {}).map((p) => mergeAllOf(doc, p)).find((p) => p.type === 'array');
  return field?.items ? mergeAllOf(doc, field.items) : undefined;
}

export function describeResources(surface: PlatformSurface, generate: Generate): Resources {
  const { served } = surface;
  const invalidExamples: ExampleProblem[] = [];
  const invalidValues = new Set<unknown>();
  const ambiguous: Resources['ambiguous'] = [];
  const specs = new Map<string, ResourceSpec>();
  const fileOf = (a: DocumentOperation) => surface.documents[a.document].file;
  const itemPointerOf = (a: DocumentOperation) => pathPointer(surface.documents[a.document], a.documentPath);
  const pointerOf = (a: DocumentOperation) => `${itemPointerOf(a)}/${a.method.toLowerCase()}`;

  /** The valid examples of an operation's 2xx JSON answer; the invalid ones listed. */
  const validExamples = (a: DocumentOperation): { value: unknown; schema: unknown }[] => {
    const status = defaultStatus(a.op);
    const found = jsonMedia(served, a.op, status);
    if (!found) return [];
    const schema = found.media.schema;
    const out: { value: unknown; schema: unknown }[] = [];
    for (const [where, value] of examplesOf(served, found.media)) {
      const problem = checkValue(served, schema, value);
      if (problem) {
        invalidValues.add(value);
        invalidExamples.push({ file: fileOf(a), pointer: `${pointerOf(a)}/responses/${status}/content/${escape(found.type)}/${where}`, reason: problem });
        continue;
      }
      out.push({ value, schema });
    }
    return out;
  };

  const byResource = new Map<string, DocumentOperation[]>();
  for (const a of surface.answered) if (a.crud) byResource.set(a.crud.resource, [...(byResource.get(a.crud.resource) ?? []), a]);
  const checked = new Set<DocumentOperation>();
  for (const [resource, ops] of byResource) {
    const read = ops.find((o) => o.crud!.verb === 'read')!;
    const file = fileOf(read);
    const item = jsonMedia(served, read.op, defaultStatus(read.op))?.media.schema as Schema | undefined;
    const itemPath = surface.documents[read.document].document.paths?.[read.documentPath];
    const declared = itemPath?.['x-sandbox-id'];
    const at = `${itemPointerOf(read)}/x-sandbox-id`;
    const param = (read.op.parameters ?? []).map((p: unknown) => resolveRef(served, p)).find((p: Schema) => p?.in === 'path' && p.name === read.crud!.param);
    const lookup = declared !== undefined
      ? typeof declared === 'string' ? idAtPointer(served, item, declared) : ({ found: false, reason: 'must be a JSON pointer string' } as const)
      : findIdField(served, item, read.crud!.param, param?.schema);
    if (!lookup.found) {
      if (declared !== undefined) throw new PlatformDocumentError(file, at, lookup.reason);
      ambiguous.push({ file, resource, pointer: itemPointerOf(read), reason: `${lookup.reason}; name it with x-sandbox-id: <JSON pointer> on this path item` });
      for (const o of ops) o.crud = undefined;
      continue;
    }
    // The id must also fit the item path's parameter (a path may bound it more than the record does).
    // (A string parameter over an integer id only carries its digits: the id keeps its own schema.)
    if (param?.schema && scalarType(mergeAllOf(served, param.schema)) === scalarType(lookup.schema)) lookup.schema = mergeAllOf(served, { allOf: [lookup.schema, param.schema] });
    const kind = idKind(lookup.schema);
    // The id's schema must be one the generator can draw.
    const sample = mintId(lookup.schema, generate, 0, 'check', resource, 1, 1);
    const wrong = checkValue(served, lookup.schema, sample);
    if (wrong) {
      throw new PlatformDocumentError(file, declared !== undefined ? at : `${pointerOf(read)}/responses`, `the id /${lookup.path.join('/')} of ${resource} has a schema the sandbox cannot draw ids from (drew ${JSON.stringify(sample)}: ${wrong})`);
    }
    const seeds = new Map<string, Record<string, unknown>>();
    const add = (record: unknown) => {
      const id = getAt(record, lookup.path);
      if (!isObject(record) || (typeof id !== 'string' && typeof id !== 'number') || seeds.has(idKey(id))) return;
      seeds.set(idKey(id), record);
    };
    const list = ops.find((o) => o.crud!.verb === 'list');
    for (const a of [list, read]) {
      if (!a) continue;
      checked.add(a);
      for (const { value, schema } of validExamples(a)) {
        if (a === read) add(value);
        else for (const record of listItems(served, schema, value)) add(record);
      }
    }
    const integers = [...seeds.values()].map((r) => getAt(r, lookup.path)).filter((v): v is number => typeof v === 'number' && Number.isInteger(v));
    const floor = typeof lookup.schema.minimum === 'number' ? lookup.schema.minimum : 1;
    specs.set(resource, { resource, idPath: lookup.path, idSchema: lookup.schema, kind, firstInteger: Math.max(floor, ...integers.map((i) => i + 1)), seeds: [...seeds.values()], aliases: aliasesOf(served, item, read.crud!.param, lookup.path) });
  }
  // The examples of every other answered operation are checked too: an invalid one is served, but named.
  for (const a of surface.answered) if (!checked.has(a)) validExamples(a);
  return { specs, ambiguous, invalidExamples, invalidValues };
}
