/**
 * What a tool answers: JSON of at most RESULT_CHARS characters. Lists are paged with an opaque
 * cursor; user data (bodies, payloads) travels as bounded JSON strings, never as structure an
 * agent could mistake for the sandbox's own words.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Characters of one tool result's JSON at most. */
const RESULT_CHARS = 16_000;
/** Characters of one piece of user data (a body, a payload) in a result at most. */
const DATA_CHARS = 6_000;
/** What a page of a list may take of a result, leaving room for the rest of it. */
const PAGE_CHARS = 12_000;

/** Bad input to a tool, naming the field: the SDK turns it into an MCP error result. */
export class ToolInputError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'ToolInputError';
  }
}

/** A piece of user data as a string of at most `max` characters (cut ones say so). */
export function untrusted(text: string | null | undefined, max = DATA_CHARS): string | null {
  if (text === null || text === undefined) return null;
  return text.length <= max ? text : `${text.slice(0, max)}…[cut: ${text.length - max} more characters]`;
}

function cutLongestString(value: unknown): boolean {
  let best: { holder: Record<string, unknown> | unknown[]; key: string | number; length: number } | undefined;
  const visit = (holder: Record<string, unknown> | unknown[]) => {
    for (const [key, v] of Object.entries(holder)) {
      if (typeof v === 'string' && v.length > 200 && (!best || v.length > best.length)) best = { holder, key: Array.isArray(holder) ? Number(key) : key, length: v.length };
      else if (v && typeof v === 'object') visit(v as Record<string, unknown>);
    }
  };
  if (value && typeof value === 'object') visit(value as Record<string, unknown>);
  if (!best) return false;
  const s = (best.holder as Record<string | number, string>)[best.key];
  const keep = Math.floor(s.length / 2);
  (best.holder as Record<string | number, string>)[best.key] = `${s.slice(0, keep)}…[cut: ${s.length - keep} more characters]`;
  return true;
}

/** The tool result for `value`, its JSON within RESULT_CHARS (the longest strings are cut if need be). */
export function result(value: Record<string, unknown>): CallToolResult {
  let text = JSON.stringify(value);
  while (text.length > RESULT_CHARS && cutLongestString(value)) text = JSON.stringify(value);
  if (text.length > RESULT_CHARS) throw new Error(`a result of ${text.length} characters is over the bound of ${RESULT_CHARS}`);
  return { content: [{ type: 'text', text }], structuredContent: value };
}

export interface Page<T> {
  items: T[];
  next_cursor?: string;
}

/** `items` from the cursor's position, as many as fit a page and `limit`; the next cursor when more remain. */
export function page<T>(items: readonly T[], cursor: string | undefined, limit = 50): Page<T> {
  let from = 0;
  if (cursor !== undefined) {
    const m = /^p(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
    if (!m) throw new ToolInputError('cursor', 'is not a cursor this tool gave');
    from = Number(m[1]);
  }
  const out: T[] = [];
  let chars = 0;
  let i = from;
  for (; i < items.length && out.length < limit; i++) {
    const size = JSON.stringify(items[i]).length + 1;
    if (out.length > 0 && chars + size > PAGE_CHARS) break;
    out.push(items[i]);
    chars += size;
  }
  return i < items.length ? { items: out, next_cursor: Buffer.from(`p${i}`, 'latin1').toString('base64url') } : { items: out };
}
