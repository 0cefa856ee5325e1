/**
 * One proxied exchange as a HAR 1.2 entry (http://www.softwareishard.com/blog/har-12-spec/), built
 * through the scrubber only, so no field of it holds what the scrubber did not see. Fields of our
 * own start with `_` as HAR allows: `_project`, `_operation`, `_requestId`, `_upstream`.
 */
import type { HarNameValue, Scrubber } from './scrub.js';

/** What the proxy saw of one exchange, as it came and went (nothing redacted yet). */
export interface CapturedExchange {
  /** Business time the call entered the sandbox (ms). */
  startedMs: number;
  /** Real ms: until the upstream's headers, then until its whole body. */
  waitMs: number;
  receiveMs: number;
  project: string;
  operation: string;
  requestId: string;
  /** The upstream's label (origin and base path). */
  upstream: string;
  request: { method: string; url: string; headers: [string, string][]; body: Buffer };
  response: { status: number; statusText: string; headers: [string, string][]; body: Buffer; size: number };
  /** Values blotted out of this exchange wherever they appear (the caller's token). */
  secrets: string[];
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string; comment?: string };
    headersSize: number;
    bodySize: number;
    comment?: string;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string; comment?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  _project: string;
  _operation: string;
  _requestId: string;
  _upstream: string;
}

const header = (list: readonly [string, string][], name: string) => list.find(([n]) => n.toLowerCase() === name)?.[1];
const ms = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The request part of an entry: what a recording holds of a request. The replay (src/replay/) builds
 * it for an incoming request with the same scrubber (the same key), so the two compare as equal.
 */
export function harRequest(req: CapturedExchange['request'], scrub: Scrubber, maxBody: number, secrets: readonly string[]): HarEntry['request'] {
  const { url, queryString } = scrub.url(req.url, secrets);
  const postData = req.body.length ? scrub.body(req.body, header(req.headers, 'content-type') ?? '', header(req.headers, 'content-encoding'), maxBody, secrets) : undefined;
  return {
    method: req.method,
    url,
    httpVersion: 'HTTP/1.1',
    cookies: scrub.cookies(req.headers, 'cookie'),
    headers: scrub.headers(req.headers, secrets),
    queryString,
    ...(postData && { postData: { mimeType: postData.mimeType, text: postData.text ?? '', ...(postData.comment && { comment: postData.comment }) } }),
    headersSize: -1,
    bodySize: req.body.length,
  };
}

/** The entry of one exchange; `maxBody` bounds a body and what a compressed one may expand to. */
export function harEntry(ex: CapturedExchange, scrub: Scrubber, maxBody: number): HarEntry {
  const { response: res, secrets } = ex;
  const content = scrub.body(res.body, header(res.headers, 'content-type') ?? '', header(res.headers, 'content-encoding'), maxBody, secrets);
  const cut = res.size > res.body.length ? `answer of ${res.size} bytes recorded cut at ${res.body.length} bytes (the body limit)` : undefined;
  return {
    startedDateTime: new Date(ex.startedMs).toISOString(),
    time: ms(ex.waitMs + ex.receiveMs),
    request: harRequest(ex.request, scrub, maxBody, secrets),
    response: {
      status: res.status,
      statusText: res.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: scrub.cookies(res.headers, 'set-cookie'),
      headers: scrub.headers(res.headers, secrets),
      content: {
        size: res.size,
        mimeType: content.mimeType,
        ...(content.text !== undefined && { text: content.text }),
        ...((content.comment || cut) && { comment: [cut, content.comment].filter(Boolean).join('; ') }),
      },
      redirectURL: scrub.text(header(res.headers, 'location') ?? '', secrets),
      headersSize: -1,
      bodySize: res.size,
    },
    cache: {},
    timings: { send: 0, wait: ms(ex.waitMs), receive: ms(ex.receiveMs) },
    _project: ex.project,
    _operation: ex.operation,
    _requestId: ex.requestId,
    _upstream: ex.upstream,
  };
}
