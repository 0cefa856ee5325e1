/**
 * `/openapi.json` with `--platform-map`: an operation of ours that speaks the platform document's
 * names is published with them (query parameters, request and response fields), so that a client
 * generated from `/openapi.json` sends and reads what the sandbox really takes and answers. Only
 * the published copy changes: the router validates with our names, after the validation stage
 * has renamed the document's (http/validate.ts).
 */
import type { OpenApiDocument } from '../openapi/document.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import type { Dialect } from './dialect.js';
import { HTTP_METHODS } from '../openapi/methods.js';

type Json = Record<string, any>;

/** The same depth as the renaming of bodies (dialect.ts). */
const MAX_DEPTH = 4;

/** A copy of `schema` whose properties at the paths `renames` names (ours -> theirs) carry the new names. */
function renameSchema(doc: OpenApiDocument, schema: unknown, renames: ReadonlyMap<string, string>, prefix: string, depth: number): unknown {
  const node = resolveRef<Json | undefined>(doc, schema);
  if (!node || typeof node !== 'object' || depth > MAX_DEPTH) return schema;
  const out: Json = { ...node };
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(node[key])) out[key] = node[key].map((s: unknown) => renameSchema(doc, s, renames, prefix, depth + 1));
  }
  if (node.items) out.items = renameSchema(doc, node.items, renames, `${prefix}[]`, depth + 1);
  if (node.properties && typeof node.properties === 'object') {
    const names = new Map<string, string>();
    out.properties = {};
    for (const [name, sub] of Object.entries<unknown>(node.properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const to = renames.get(path);
      const published = to === undefined ? name : to.split('.').pop()!.replace(/\[\]$/, '');
      names.set(name, published);
      out.properties[published] = renameSchema(doc, sub, renames, path, depth + 1);
    }
    if (Array.isArray(node.required)) out.required = node.required.map((n: string) => names.get(n) ?? n);
  }
  return out;
}

function renameContent(doc: OpenApiDocument, holder: unknown, renames: ReadonlyMap<string, string>): unknown {
  const node = resolveRef<Json | undefined>(doc, holder);
  if (!node?.content || !renames.size) return holder;
  const content: Json = {};
  for (const [type, media] of Object.entries<Json>(node.content)) {
    content[type] = media?.schema ? { ...media, schema: renameSchema(doc, media.schema, renames, '', 0) } : media;
  }
  return { ...node, content };
}

function publishOperation(doc: OpenApiDocument, op: Json, dialect: Dialect): Json {
  const ourToTheirs = new Map([...dialect.parameters].map(([theirs, ours]) => [ours, theirs]));
  const requestRenames = new Map([...dialect.request].map(([theirs, ours]) => [ours, theirs]));
  const out: Json = { ...op };
  if (Array.isArray(op.parameters)) {
    out.parameters = op.parameters.map((p: unknown) => {
      const param = resolveRef<Json | undefined>(doc, p);
      const theirs = param?.in === 'query' ? ourToTheirs.get(param.name) : undefined;
      return theirs ? { ...param, name: theirs } : p;
    });
  }
  if (op.requestBody) out.requestBody = renameContent(doc, op.requestBody, requestRenames);
  if (op.responses) {
    out.responses = Object.fromEntries(
      Object.entries<unknown>(op.responses).map(([status, response]) => [status, /^2/.test(status) ? renameContent(doc, response, dialect.response) : response]),
    );
  }
  return out;
}

/** `published` with each mapped operation's names replaced by the document's (a copy; `published` is left as it is). */
export function publishDialects(published: OpenApiDocument, dialects: ReadonlyMap<string, Dialect> | undefined): OpenApiDocument {
  if (!dialects?.size) return published;
  const paths: Json = { ...published.paths };
  for (const [path, item] of Object.entries<Json>(paths)) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      const dialect = op && dialects.get(op.operationId);
      if (!dialect) continue;
      paths[path] = { ...paths[path], [method]: publishOperation(published, op, dialect) };
    }
  }
  return { ...published, paths };
}
