/** Following JSON pointers (`#/components/...`) and local `$ref`s in an OpenAPI document: the one follower. */
import { pointerTokens } from '../core/json-pointer.js';

/** The value a `#/...` pointer names in `doc` (RFC 6901, in its URI fragment form), or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (ref === '#') return doc;
  return pointerTokens(ref).reduce<any>((o, k) => (o && typeof o === 'object' ? o[decodeURIComponent(k)] : undefined), doc);
}

/** Follows local `$ref`s until a value that is not one (at most 32 hops: a circle of refs ends there). */
export function resolveRef<T = any>(doc: unknown, value: unknown): T {
  let v: any = value;
  for (let hops = 0; v && typeof v === 'object' && typeof v.$ref === 'string' && (v.$ref === '#' || v.$ref.startsWith('#/')) && hops < 32; hops++) {
    v = resolvePointer(doc, v.$ref);
  }
  return v as T;
}
