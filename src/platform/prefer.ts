/**
 * The `Prefer` header as Prism reads it (`Prefer: code=404, example=name, dynamic=true`): which
 * declared answer a client asks for. Preferences of other kinds (RFC 7240's `respond-async`,
 * `return=minimal`) are no concern of an answer from a document and are left alone.
 */
export interface Preferences {
  code?: string;
  example?: string;
  dynamic?: boolean;
}

export function parsePrefer(header: string | undefined): Preferences {
  const out: Preferences = {};
  if (!header) return out;
  for (const part of header.slice(0, 1024).split(/[,;]/)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (name === 'code') out.code = value;
    else if (name === 'example') out.example = value;
    else if (name === 'dynamic') out.dynamic = value === 'true';
  }
  return out;
}
