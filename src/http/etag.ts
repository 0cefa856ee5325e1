/** Entity tags from record versions (RFC 9110 §8.8.3), and the conditional-request checks. */
export function etagOf(version: number): string {
  return `W/"${version}"`;
}

function tags(header: string): string[] {
  return header.split(',').map((t) => t.trim().replace(/^W\//, ''));
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return tags(ifNoneMatch).includes(etag.replace(/^W\//, ''));
}

/** If-Match: true when the precondition fails. */
export function preconditionFails(ifMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifMatch) return false;
  if (ifMatch.trim() === '*') return etag === undefined;
  return etag === undefined || !tags(ifMatch).includes(etag.replace(/^W\//, ''));
}
