/**
 * The drift report: where the operations we emulate differ from the platform documents (paths
 * and methods one side lacks; parameters; request and response fields with name, type and
 * required; statuses; media types; security), the document's contradictions of the spec first,
 * and the renamings it can infer (same place and type, similar name) as a ready `--platform-map`.
 */
import { xmlOnly } from './answer.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { yaml } from '../core/yaml.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { HTTP_METHODS } from '../openapi/methods.js';
import { PathIndex, type PathTie } from '../openapi/path-index.js';
import { contradictions, type Contradiction } from './spec-rules.js';
import type { Resources } from './resources.js';
import type { PlatformSurface } from './surface.js';

type DriftKind = 'parameter' | 'request-field' | 'response-field' | 'status' | 'media-type' | 'security';

interface Difference {
  operation: string;
  method: string;
  path: string;
  kind: DriftKind;
  /** The parameter (`query imei`), field (`items[].serial_number`), status, media type or scheme. */
  name: string;
  document?: string;
  sandbox?: string;
}

interface ProposedMapping {
  operation: string;
  kind: 'parameters' | 'request' | 'response';
  document: string;
  sandbox: string;
}

export interface DriftReport {
  documents: { file: string; title?: string; version?: string; convertedFrom?: string }[];
  contradictions: Contradiction[];
  /** Operations both the documents and the sandbox describe: what the report compares. */
  shared: number;
  /** Said instead of the comparison when the documents share no operation with the sandbox. */
  note?: string;
  /** Schemas no value satisfies (their operations answer 501), examples that fail their own schema (not seeded, not served), resources whose id is ambiguous. */
  unsatisfiable: { file: string; pointer: string; reason: string }[];
  invalidExamples: { file: string; pointer: string; reason: string }[];
  ambiguousResources: { file: string; resource: string; pointer: string; reason: string }[];
  /** Path templates that can match one path with neither more specific: the first declared routes it (decision 1003). */
  pathTies: PathTie[];
  onlyInDocument: { method: string; path: string; operation: string; answeredAs: string }[];
  onlyInSandbox: { method: string; path: string; operation: string }[];
  differences: Difference[];
  proposedMap: { mappings: ProposedMapping[]; file: string };
  /** Operations whose answer is XML only: answered from their examples, else 501. */
  xmlOnly: { method: string; path: string; operation: string; mediaTypes: string[]; answeredAs: 'example' | 'not-implemented' }[];
}

interface Field {
  type: string;
  required: boolean;
}

function typeOf(doc: OpenApiDocument, schema: unknown): string {
  const s = resolveRef(doc, schema);
  if (!s || typeof s !== 'object') return 'any';
  if (s.type) return (Array.isArray(s.type) ? s.type.filter((t: string) => t !== 'null') : [s.type]).join('|');
  for (const k of ['allOf', 'oneOf', 'anyOf']) if (Array.isArray(s[k])) return [...new Set(s[k].map((x: unknown) => typeOf(doc, x)).filter((t: string) => t !== 'any'))].join('|') || 'any';
  if (s.properties) return 'object';
  return 'any';
}

/** A schema's properties and required names, `allOf` members merged. */
function propertiesOf(doc: OpenApiDocument, schema: unknown, depth = 0): { properties: Record<string, unknown>; required: Set<string> } {
  const s = resolveRef(doc, schema);
  const properties: Record<string, unknown> = { ...(s?.properties ?? {}) };
  const required = new Set<string>(Array.isArray(s?.required) ? s.required : []);
  if (depth < 8) {
    for (const part of Array.isArray(s?.allOf) ? s.allOf : []) {
      const inner = propertiesOf(doc, part, depth + 1);
      Object.assign(properties, inner.properties);
      for (const r of inner.required) required.add(r);
    }
    // Alternatives: the union of their fields, required where every alternative requires it.
    const alternatives: unknown[] = s?.oneOf ?? s?.anyOf ?? [];
    const inner = alternatives.map((part) => propertiesOf(doc, part, depth + 1));
    for (const alt of inner) for (const [k, v] of Object.entries(alt.properties)) properties[k] ??= v;
    for (const name of inner[0]?.required ?? []) if (inner.every((alt) => alt.required.has(name))) required.add(name);
  }
  return { properties, required };
}

/** Fields of a body schema, two levels deep (`name`, `items[].name`). */
function fieldsOf(doc: OpenApiDocument, schema: unknown): Map<string, Field> {
  const out = new Map<string, Field>();
  const visit = (s: unknown, prefix: string, depth: number) => {
    const resolved = resolveRef(doc, s);
    if (resolved?.type === 'array' && depth < 2) return visit(resolved.items, `${prefix}[]`, depth);
    const { properties, required } = propertiesOf(doc, resolved);
    for (const [name, p] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const type = typeOf(doc, p);
      out.set(path, { type, required: required.has(name) });
      if (depth < 1) {
        const inner = resolveRef(doc, p);
        if (type === 'array' || type === 'object') visit(inner, path, depth + 1);
      }
    }
  };
  visit(schema, '', 0);
  return out;
}

function jsonSchemaOf(doc: OpenApiDocument, holder: unknown): unknown {
  const content = resolveRef(doc, holder)?.content ?? {};
  return (content['application/json'] ?? Object.values<any>(content).find((m) => m?.schema))?.schema;
}

function successStatus(op: Record<string, any>): string | undefined {
  return Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s)).sort()[0];
}

function paramsOf(doc: OpenApiDocument, op: Record<string, any>): Map<string, Field> {
  const out = new Map<string, Field>();
  for (const p of (op.parameters ?? []) as unknown[]) {
    const r = resolveRef(doc, p);
    if (!r || r.in === 'path' || r.in === 'cookie') continue;
    out.set(`${r.in} ${r.in === 'header' ? String(r.name).toLowerCase() : r.name}`, { type: typeOf(doc, r.schema), required: r.required === true });
  }
  return out;
}

function securityOf(doc: OpenApiDocument, op: Record<string, any>): string[] {
  const reqs: Record<string, unknown>[] = op.security ?? doc.security ?? [];
  const schemes = doc.components?.securitySchemes ?? {};
  return [...new Set(reqs.flatMap((r) => Object.keys(r)).map((name) => {
    const s = resolveRef(doc, schemes[name]);
    return s ? `${s.type}${s.scheme ? ` ${String(s.scheme).toLowerCase()}` : ''}${s.in ? ` in ${s.in} ${s.name}` : ''}` : name;
  }))].sort();
}

const describe = (f: Field) => `${f.type}${f.required ? ', required' : ''}`;

function compareFields(kind: DriftKind, theirs: Map<string, Field>, ours: Map<string, Field>, base: Omit<Difference, 'kind' | 'name' | 'document' | 'sandbox'>, out: Difference[]): void {
  for (const [name, f] of theirs) {
    const o = ours.get(name);
    if (!o) out.push({ ...base, kind, name, document: describe(f) });
    else if (o.type !== f.type || o.required !== f.required) out.push({ ...base, kind, name, document: describe(f), sandbox: describe(o) });
  }
  for (const [name, o] of ours) if (!theirs.has(name)) out.push({ ...base, kind, name, sandbox: describe(o) });
}

const tokens = (s: string) => s.toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[0-9])/).filter(Boolean);

/** Names alike: one's words start the other's (`imei` and `imei_number`, `serial` and `serial_number`). */
function similar(a: string, b: string): boolean {
  const last = (s: string) => s.split(/[.\s]/).pop()!;
  const ta = tokens(last(a));
  const tb = tokens(last(b));
  if (!ta.length || !tb.length) return false;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  return short.every((t, i) => long[i] === t || long[i].startsWith(t) || t.startsWith(long[i]));
}

function proposeMappings(differences: Difference[]): ProposedMapping[] {
  const out: ProposedMapping[] = [];
  const groups = new Map<string, Difference[]>();
  for (const d of differences) {
    if (d.kind !== 'parameter' && d.kind !== 'request-field' && d.kind !== 'response-field') continue;
    const key = `${d.operation} ${d.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  for (const diffs of groups.values()) {
    const theirsOnly = diffs.filter((d) => d.document && !d.sandbox);
    const oursOnly = diffs.filter((d) => d.sandbox && !d.document);
    const taken = new Set<Difference>();
    for (const t of theirsOnly) {
      const place = (n: string) => n.split(' ').length > 1 ? n.split(' ')[0] : n.split('.').slice(0, -1).join('.');
      const typeOfDesc = (s: string) => s.split(',')[0];
      const match = oursOnly.find((o) => !taken.has(o) && place(o.name) === place(t.name) && typeOfDesc(o.sandbox!) === typeOfDesc(t.document!) && similar(o.name, t.name));
      if (!match) continue;
      taken.add(match);
      const kind = t.kind === 'parameter' ? 'parameters' : t.kind === 'request-field' ? 'request' : 'response';
      const bare = (n: string) => (t.kind === 'parameter' ? n.split(' ').slice(1).join(' ') : n);
      out.push({ operation: t.operation, kind, document: bare(t.name), sandbox: bare(match.name) });
    }
  }
  return out;
}

function mapFileText(mappings: ProposedMapping[]): string {
  if (!mappings.length) return '';
  const operations: Record<string, Record<string, Record<string, string>>> = {};
  for (const m of mappings) ((operations[m.operation] ??= {})[m.kind] ??= {})[m.document] = m.sandbox;
  return `# Proposed by the drift report: the document's name, then ours. Check each before using it.\n${yaml().stringify({ operations })}`;
}

export function driftReport(surface: PlatformSurface, contract: OpenApiDocument, resources?: Resources): DriftReport {
  const differences: Difference[] = [];
  for (const { ours, theirs } of surface.emulated) {
    const doc = surface.documents[theirs.document].document;
    const base = { operation: ours.id, method: ours.method, path: ours.path };
    const ourOp: Record<string, any> = { ...ours.op, parameters: [...(contract.paths[ours.path]?.parameters ?? []), ...(ours.op.parameters ?? [])] };
    compareFields('parameter', paramsOf(doc, theirs.op), paramsOf(contract, ourOp), base, differences);
    compareFields('request-field', fieldsOf(doc, jsonSchemaOf(doc, theirs.op.requestBody)), fieldsOf(contract, jsonSchemaOf(contract, ourOp.requestBody)), base, differences);
    const theirStatus = successStatus(theirs.op);
    const ourStatus = successStatus(ourOp);
    if (theirStatus && ourStatus) {
      compareFields('response-field', fieldsOf(doc, jsonSchemaOf(doc, theirs.op.responses[theirStatus])), fieldsOf(contract, jsonSchemaOf(contract, ourOp.responses[ourStatus])), base, differences);
    }
    const statuses = (op: Record<string, any>) => new Set(Object.keys(op.responses ?? {}).filter((s) => s !== 'default'));
    const ts = statuses(theirs.op);
    const os = statuses(ourOp);
    for (const s of ts) if (!os.has(s)) differences.push({ ...base, kind: 'status', name: s, document: 'declared' });
    for (const s of os) if (!ts.has(s)) differences.push({ ...base, kind: 'status', name: s, sandbox: 'declared' });
    const media = (d: OpenApiDocument, op: Record<string, any>, status?: string) => {
      const req = Object.keys(resolveRef(d, op.requestBody)?.content ?? {}).map((t) => `request ${t}`);
      const res = status ? Object.keys(resolveRef(d, op.responses[status])?.content ?? {}).map((t) => `response ${t}`) : [];
      return new Set([...req, ...res]);
    };
    const tm = media(doc, theirs.op, theirStatus);
    const om = media(contract, ourOp, ourStatus);
    for (const m of tm) if (!om.has(m)) differences.push({ ...base, kind: 'media-type', name: m, document: 'declared' });
    for (const m of om) if (!tm.has(m)) differences.push({ ...base, kind: 'media-type', name: m, sandbox: 'declared' });
    const tsec = securityOf(doc, theirs.op).join(' or ') || 'none';
    const osec = securityOf(contract, ourOp).join(' or ') || 'none';
    if (tsec !== osec) differences.push({ ...base, kind: 'security', name: 'security', document: tsec, sandbox: osec });
  }
  const broken: Contradiction[] = [];
  for (const { document: doc } of surface.documents) {
    const ops: { method: string; path: string; op: Record<string, any> }[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        if (item[method]) ops.push({ method: method.toUpperCase(), path, op: { ...item[method], parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])] } });
      }
    }
    broken.push(...contradictions(doc, ops));
  }
  const mappings = proposeMappings(differences);
  // A document that shares no operation with us (a third party's) has nothing to compare.
  const shared = surface.emulated.length;
  return {
    documents: surface.documents.map((d) => ({ file: d.file, title: d.document.info?.title, version: d.document.info?.version, ...(d.convertedFrom ? { convertedFrom: d.convertedFrom } : {}) })),
    contradictions: broken,
    shared,
    ...(shared ? {} : { note: `the documents cover none of the sandbox's operations: nothing to compare; their ${surface.answered.length} operations are answered from them` }),
    unsatisfiable: surface.unsatisfiable,
    invalidExamples: resources?.invalidExamples ?? [],
    ambiguousResources: resources?.ambiguous ?? [],
    pathTies: new PathIndex(Object.keys(surface.served.paths ?? {}).map((path) => ({ path, method: '', value: null }))).ties,
    onlyInDocument: shared ? surface.answered.map((a) => ({ method: a.method, path: a.documentPath, operation: a.id, answeredAs: a.op['x-sandbox-source'] })) : [],
    xmlOnly: surface.answered.flatMap((a) => {
      const mediaTypes = xmlOnly(surface.served, a.op);
      return mediaTypes ? [{ method: a.method, path: a.documentPath, operation: a.id, mediaTypes, answeredAs: a.op['x-sandbox-source'] === 'example' ? ('example' as const) : ('not-implemented' as const) }] : [];
    }),
    onlyInSandbox: shared ? surface.sandboxOnly.map((s) => ({ method: s.method, path: s.path, operation: s.id })) : [],
    differences,
    proposedMap: { mappings, file: mapFileText(mappings) },
  };
}

/** The short table printed at start. */
export function driftTable(report: DriftReport): string[] {
  const lines: string[] = [];
  const docs = report.documents.map((d) => `${d.file}${d.version ? ` (${d.version})` : ''}${d.convertedFrom ? ` converted from OpenAPI ${d.convertedFrom}` : ''}`).join(', ');
  lines.push(`platform documents: ${docs}`);
  for (const c of report.contradictions) lines.push(`  CONTRADICTS THE SPEC ${c.ref} (${c.rule}): ${c.operation} ${c.document}; served with the rule kept: ${c.spec}`);
  const listed = (title: string, items: { file: string; pointer: string; reason: string }[]) => {
    if (!items.length) return;
    lines.push(`  ${title}: ${items.length}`);
    for (const u of items.slice(0, 10)) lines.push(`    ${u.file} at ${u.pointer}: ${u.reason}`);
    if (items.length > 10) lines.push(`    and ${items.length - 10} more (GET /_sandbox/drift)`);
  };
  listed('schemas no value satisfies (operations that must answer one answer 501)', report.unsatisfiable);
  listed('examples that fail their own schema (not seeded, not served)', report.invalidExamples);
  listed('resources whose id is ambiguous (answered without state)', report.ambiguousResources);
  if (report.pathTies.length) {
    lines.push(`  path templates that tie (a path both match goes to the first declared): ${report.pathTies.length}`);
    for (const t of report.pathTies.slice(0, 10)) lines.push(`    ${t.first} before ${t.second}`);
    if (report.pathTies.length > 10) lines.push(`    and ${report.pathTies.length - 10} more (GET /_sandbox/drift)`);
  }
  if (report.note) {
    lines.push(`  ${report.note}`, '  full report: GET /_sandbox/drift');
    return lines;
  }
  const count = (kind: DriftKind) => report.differences.filter((d) => d.kind === kind).length;
  lines.push(
    `  answered from the documents: ${report.onlyInDocument.length} operations; sandbox-only: ${report.onlyInSandbox.length}; emulated operations that differ: ${new Set(report.differences.map((d) => d.operation)).size}`,
    `  differences: parameters ${count('parameter')}, request fields ${count('request-field')}, response fields ${count('response-field')}, statuses ${count('status')}, media types ${count('media-type')}, security ${count('security')}`,
  );
  for (const x of report.xmlOnly) lines.push(`  XML only (${x.mediaTypes.join(', ')}): ${x.method} ${x.path} ${x.answeredAs === 'example' ? 'answers its example' : 'answers 501: no example, and XML is not generated'}`);
  for (const m of report.proposedMap.mappings) lines.push(`  proposed mapping: ${m.operation} ${m.kind} ${m.document} -> ${m.sandbox}`);
  lines.push('  full report: GET /_sandbox/drift');
  return lines;
}
