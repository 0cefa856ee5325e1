/**
 * JSON Schema 2020-12 identifiers in a platform document: a schema's `$id` starts a new base URI
 * (resolved against the enclosing one, the document's being its file), `$anchor` names a place
 * within it, and a `$ref` is resolved against the base it appears under (§8.2). Every such `$ref`
 * becomes a JSON pointer into the document (`#/components/schemas/Pet`) and the identifiers are
 * dropped, so the bundler, the validator and the generator see plain internal references. A
 * reference to an `$id` or `$anchor` that the document lacks is a start error naming the reference
 * and where it is. References to other files are left to the bundler; `$dynamicRef` is not read.
 */
import { pathToFileURL } from 'node:url';
import { PlatformDocumentError } from './load-error.js';

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

interface Ref {
  node: Record<string, unknown>;
  at: string;
  base: string;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

export function resolveSchemaIds<T>(file: string, path: string, doc: T): T {
  const documentBase = pathToFileURL(path).href;
  const resources = new Map<string, string>([[documentBase, '']]);
  const anchors = new Map<string, string>();
  const refs: Ref[] = [];
  const holders: Record<string, unknown>[] = [];
  let uses = false;
  const stack: [unknown, string, string][] = [[doc, '', documentBase]];
  while (stack.length) {
    const [node, at, enclosing] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    let base = enclosing;
    if (!Array.isArray(node)) {
      const o = node as Record<string, unknown>;
      // `$id` is a keyword of schemas only; a property named `$id` in `properties` is not one.
      if (typeof o.$id === 'string' && !at.endsWith('/properties')) {
        try {
          base = withoutFragment(new URL(o.$id, enclosing).href);
        } catch {
          throw new PlatformDocumentError(file, `#${at}/$id`, `$id ${o.$id} is not a URI reference`);
        }
        resources.set(base, at);
        holders.push(o);
        uses = true;
      }
      if (typeof o.$anchor === 'string' && !at.endsWith('/properties')) {
        anchors.set(`${base}#${o.$anchor}`, at);
        holders.push(o);
        uses = true;
      }
      if (typeof o.$ref === 'string' && !at.endsWith('/properties')) refs.push({ node: o, at: `#${at}/$ref`, base });
    }
    for (const [k, v] of Object.entries(node)) if (v && typeof v === 'object') stack.push([v, `${at}/${escape(k)}`, base]);
  }
  if (!uses) return doc;
  for (const ref of refs) {
    const value = ref.node.$ref as string;
    // A plain pointer under the document's own base is already internal.
    if (value.startsWith('#/') && ref.base === documentBase) continue;
    let target: URL;
    try {
      target = new URL(value, ref.base);
    } catch {
      throw new PlatformDocumentError(file, ref.at, `$ref ${value} is not a URI reference`);
    }
    const resource = resources.get(withoutFragment(target.href));
    if (resource === undefined) {
      // Another file: the bundler's; anything else names an $id the document lacks.
      if (target.protocol === 'file:' && withoutFragment(target.href) !== withoutFragment(ref.base)) continue;
      throw new PlatformDocumentError(file, ref.at, `$ref ${value} (resolved against ${ref.base} as ${target.href}) points at no $id in the document`);
    }
    const fragment = decodeURIComponent(target.hash.slice(1));
    let pointer: string | undefined;
    if (fragment === '' || fragment.startsWith('/')) pointer = resource + fragment;
    else pointer = anchors.get(`${withoutFragment(target.href)}#${fragment}`);
    if (pointer === undefined) throw new PlatformDocumentError(file, ref.at, `$ref ${value} names $anchor ${fragment}, which no schema under ${withoutFragment(target.href)} declares`);
    ref.node.$ref = `#${pointer}`;
  }
  for (const holder of holders) {
    delete holder.$id;
    delete holder.$anchor;
  }
  return doc;
}
