/** Follows local `$ref`s (`#/components/...`) in the document until a value that is not one. */
import type { OpenApiDocument } from './document.js';

export function resolveRef<T = any>(doc: OpenApiDocument, value: any): T {
  let v = value;
  while (v && typeof v === 'object' && typeof v.$ref === 'string' && v.$ref.startsWith('#/')) {
    v = v.$ref
      .slice(2)
      .split('/')
      .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return v as T;
}
