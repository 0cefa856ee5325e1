/**
 * The credential locations the platform documents declare, added at start to the one list of
 * core/redact.ts: an API key's header name to the headers, its query parameter or cookie name to
 * the members (query strings, form fields, JSON members and logged objects). HTTP Basic and bearer
 * schemes travel in `Authorization`, which the list holds already. A name that is not a plain
 * token (letters, digits, `_`, `-`, `.`) cannot be a pattern of the list and is left out.
 */
import { addCredentialNames } from '../core/redact.js';
import type { PlatformDocument } from './load.js';

const PLAIN = /^[A-Za-z0-9_.-]+$/;

function declaredCredentialNames(documents: readonly PlatformDocument[]): { headers: string[]; members: string[] } {
  const headers = new Set<string>();
  const members = new Set<string>();
  for (const { document } of documents) {
    for (const scheme of Object.values<any>(document.components?.securitySchemes ?? {})) {
      if (scheme?.type !== 'apiKey' || typeof scheme.name !== 'string' || !PLAIN.test(scheme.name)) continue;
      (scheme.in === 'header' ? headers : members).add(scheme.name.toLowerCase());
    }
  }
  return { headers: [...headers], members: [...members] };
}

/** Adds the documents' credential names to the list; before the loggers are made, so they see them too. */
export function redactDeclaredCredentials(documents: readonly PlatformDocument[]): void {
  addCredentialNames(declaredCredentialNames(documents));
}
