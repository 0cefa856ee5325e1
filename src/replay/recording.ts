/**
 * A recording as the replay holds it. A HAR file (ours from `--record`, or one a browser or
 * another proxy wrote) is checked whole before anything of it is kept: at most 64 MiB and 10,000
 * entries, HAR 1.2 by its schema (har-schema), base64 bodies decoded within the body limit, and
 * every entry an operation the sandbox serves (ours or a platform document's). Each entry then
 * goes through the recorder's one scrubber (the directory's pseudonym key, the `--redact`
 * pointers), exactly as a proxied exchange is recorded, and is reduced to what the replay
 * matches (method, path, query, body) and answers (status, headers, body).
 */
import type { ValidateFunction } from 'ajv';
import harSchema from 'har-schema';
import { createValidator } from '../openapi/validator.js';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/validate.js';
import type { OperationTable } from '../openapi/operations.js';
import { harEntry, type CapturedExchange, type HarEntry } from '../proxy/record/har.js';
import type { Scrubber } from '../proxy/record/scrub.js';

export const MAX_HAR_BYTES = 64 * 1024 * 1024;
const MAX_HAR_ENTRIES = 10_000;

/** What a replay compares of a request: all of it scrubbed as the recording is. */
export interface RequestShape {
  method: string;
  path: string;
  /** Decoded pairs, in the order sent. */
  query: [string, string][];
  requestType: string;
  requestText: string;
}

export interface RecordedExchange extends RequestShape {
  /** Position in the recording (0-based, across its files). */
  index: number;
  /** The file it came from, for messages. */
  file: string;
  /** The operation it is, found by the sandbox's router. */
  operation: string;
  status: number;
  statusText: string;
  /** The answer's headers as a replay sends them (no hop-by-hop, encoding or length headers, no credentials). */
  headers: [string, string][];
  mimeType: string;
  /** The answer's text, decoded and scrubbed; undefined when the recording left the body out. */
  text?: string;
  /** `_project` of our recordings. */
  project?: string;
}

export interface Recording {
  name: string;
  /** Where it came from: its files, or `import`. */
  source: string;
  exchanges: RecordedExchange[];
  /** Characters of its bodies, what the library's bound counts. */
  size: number;
}

/** A HAR refused: the file, where in it, and why; `tooLarge` for a size or count limit (413, else 422). */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
    readonly tooLarge = false,
  ) {
    super(`${file}: ${pointer === '#' ? '' : `${pointer} `}${reason}`);
  }
}

let validateHar: ValidateFunction | undefined;
/**
 * HAR 1.2's schema (har-schema, draft-06) compiled by the sandbox's one validator factory: its
 * keywords mean the same in 2020-12, so each file's `$schema` is left out rather than a second
 * ajv made for draft-06.
 */
function harValidator(): ValidateFunction {
  if (!validateHar) {
    const ajv = createValidator();
    for (const schema of Object.values(harSchema as Record<string, Record<string, unknown>>)) {
      const { $schema: _draft, ...rest } = schema;
      ajv.addSchema(rest);
    }
    validateHar = ajv.getSchema('har.json#')!;
  }
  return validateHar;
}

/** Headers a replayed answer never repeats: hop-by-hop (RFC 9110 §7.6.1), and what the recording undid (encoding, length). */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'transfer-encoding', 'upgrade', 'trailer', 'content-encoding', 'content-length', 'set-cookie']);
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
const MiB = (n: number) => `${n / 1024 / 1024} MiB`;

interface HarLike {
  log: { version: string; entries: RawEntry[] };
}
interface RawEntry {
  startedDateTime: string;
  request: { method: string; url: string; headers: { name: string; value: string }[]; postData?: { mimeType?: string; text?: string; params?: { name: string; value?: string }[] } };
  response: { status: number; statusText: string; headers: { name: string; value: string }[]; content: { mimeType?: string; text?: string; encoding?: string } };
  _project?: unknown;
  _operation?: unknown;
  _requestId?: unknown;
  _upstream?: unknown;
}

/** Path and query of a URL, the upstream's base path taken off (`_upstream` of our recordings). */
function pathAndQuery(url: string, upstream: string | undefined): string {
  let rest = upstream && url.startsWith(upstream) ? url.slice(upstream.length) : url;
  if (rest === url) {
    const scheme = url.indexOf('://');
    if (scheme !== -1) {
      const slash = url.indexOf('/', scheme + 3);
      rest = slash === -1 ? '/' : url.slice(slash);
    }
  }
  return rest.split('#')[0] || '/';
}

/** A scrubbed HAR request as the replay compares it. */
export function shapeOf(req: HarEntry['request'], upstream?: string): RequestShape {
  const path = pathAndQuery(req.url, upstream).split('?')[0];
  return {
    method: req.method.toUpperCase(),
    path,
    query: req.queryString.map((q) => [q.name, q.value]),
    requestType: (req.postData?.mimeType ?? '').split(';')[0].trim().toLowerCase(),
    requestText: req.postData?.text ?? '',
  };
}

function bodyBytes(file: string, pointer: string, text: string | undefined, base64: boolean, max: number): Buffer {
  if (text === undefined) return Buffer.alloc(0);
  if (base64) {
    if (Math.floor((text.length * 3) / 4) > max + 3) throw new ImportError(file, pointer, `is base64 that decodes to more than the body limit of ${max} bytes`, true);
    if (!BASE64.test(text)) throw new ImportError(file, pointer, 'says encoding "base64" but is not base64');
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length > max) throw new ImportError(file, pointer, `decodes to ${bytes.length} bytes, over the body limit of ${max} bytes`, true);
    return bytes;
  }
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > max) throw new ImportError(file, pointer, `is ${bytes.length} bytes, over the body limit of ${max} bytes`, true);
  return bytes;
}

/**
 * A HAR file's exchanges, checked whole and scrubbed; throws an ImportError at the first reason to
 * refuse it, having kept nothing. `first` numbers the exchanges (a recording's later files go on
 * from its earlier ones).
 */
export function importHar(bytes: Buffer, file: string, ctx: { scrub: Scrubber; operations: OperationTable; maxBody: number }, first = 0): RecordedExchange[] {
  if (bytes.length > MAX_HAR_BYTES) throw new ImportError(file, '#', `is ${bytes.length} bytes, over the import limit of ${MiB(MAX_HAR_BYTES)} per HAR file`, true);
  const text = bytes.toString('utf8');
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new ImportError(file, '#', `nests deeper than ${MAX_JSON_DEPTH} levels; a HAR file does not`);
  let har: HarLike;
  try {
    har = JSON.parse(text) as HarLike;
  } catch (err) {
    throw new ImportError(file, '#', `is not JSON, so not HAR 1.2 (${(err as Error).message})`);
  }
  const log = (har as { log?: unknown } | null)?.log as HarLike['log'] | undefined;
  if (!log || typeof log !== 'object') throw new ImportError(file, '#/log', 'is missing: not HAR 1.2 (a HAR file is {"log": {"version": "1.2", "entries": [...]}})');
  if (log.version !== '1.2') throw new ImportError(file, '#/log/version', `is ${JSON.stringify(log.version)}: not HAR 1.2`);
  if (Array.isArray(log.entries) && log.entries.length > MAX_HAR_ENTRIES) throw new ImportError(file, '#/log/entries', `holds ${log.entries.length} entries, over the import limit of ${MAX_HAR_ENTRIES}`, true);
  const validate = harValidator();
  if (!validate(har)) {
    const e = validate.errors![0];
    throw new ImportError(file, `#${e.instancePath}`, `${e.message ?? 'does not fit'}: not HAR 1.2`);
  }
  const out: RecordedExchange[] = [];
  log.entries.forEach((entry, i) => {
    const at = `#/log/entries/${i}`;
    const upstream = typeof entry._upstream === 'string' ? entry._upstream : undefined;
    const target = pathAndQuery(entry.request.url, upstream);
    const method = entry.request.method.toUpperCase();
    const found = ctx.operations.match(method, target.split('?')[0]);
    if (!found || 'allowed' in found) throw new ImportError(file, `${at}/request`, `${method} ${target.split('?')[0]} is no operation the sandbox serves (ours or a platform document's), so it cannot be replayed`);
    const post = entry.request.postData;
    const postText = post?.text ?? (post?.params ? post.params.map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.value ?? '')}`).join('&') : undefined);
    const pairs = (list: { name: string; value: string }[]) => list.map((h) => [h.name, h.value] as [string, string]);
    const requestHeaders = pairs(entry.request.headers).filter(([n]) => !['content-encoding', 'content-length'].includes(n.toLowerCase()));
    const responseHeaders = pairs(entry.response.headers).filter(([n]) => !['content-encoding', 'content-length'].includes(n.toLowerCase()));
    const requestBody = bodyBytes(file, `${at}/request/postData/text`, postText, false, ctx.maxBody);
    const responseBody = bodyBytes(file, `${at}/response/content/text`, entry.response.content.text, entry.response.content.encoding === 'base64', ctx.maxBody);
    const startedMs = Date.parse(entry.startedDateTime);
    const ex: CapturedExchange = {
      startedMs: Number.isFinite(startedMs) ? startedMs : 0,
      waitMs: 0,
      receiveMs: 0,
      project: typeof entry._project === 'string' ? entry._project : '',
      operation: found.operation.id,
      requestId: typeof entry._requestId === 'string' ? entry._requestId : '',
      upstream: upstream ?? '',
      request: { method, url: entry.request.url, headers: requestHeaders, body: requestBody },
      response: { status: entry.response.status, statusText: entry.response.statusText, headers: responseHeaders, body: responseBody, size: responseBody.length },
      secrets: [],
    };
    const scrubbed = harEntry(ex, ctx.scrub, ctx.maxBody);
    out.push({
      ...shapeOf(scrubbed.request, upstream),
      index: first + i,
      file,
      operation: found.operation.id,
      status: scrubbed.response.status,
      statusText: scrubbed.response.statusText,
      headers: scrubbed.response.headers.filter((h) => !NOT_REPLAYED.has(h.name.toLowerCase()) && !h.value.includes('[redacted]')).map((h) => [h.name, h.value]),
      mimeType: scrubbed.response.content.mimeType,
      text: scrubbed.response.content.text,
      project: typeof entry._project === 'string' ? entry._project : undefined,
    });
  });
  return out;
}

/** Characters a recording's exchanges hold (what the library's bound counts). */
export function sizeOf(exchanges: readonly RecordedExchange[]): number {
  let n = 0;
  for (const e of exchanges) n += e.requestText.length + (e.text?.length ?? 0) + e.path.length + 200;
  return n;
}
