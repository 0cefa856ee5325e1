/** Opaque list cursors: the last sequence number a page returned, so paging follows change order. */
import { ApiError } from './errors.js';

export function encodeCursor(seq: number): string {
  return Buffer.from(JSON.stringify({ s: seq })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, pointer = '#/cursor'): number {
  if (cursor === undefined) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown };
    if (typeof parsed.s === 'number' && Number.isSafeInteger(parsed.s) && parsed.s >= 0) return parsed.s;
  } catch {
    // fall through to the error below
  }
  throw new ApiError('invalid_parameter', {
    detail: 'cursor is not one this server issued',
    errors: [{ in: 'query', pointer, detail: 'not a valid cursor' }],
  });
}
