/**
 * The proxy's stages in the platform chain (src/app.ts). `proxyRoute`, after routing, decides
 * whether a real deployment answers the call; `proxyAuth`
 * wraps the auth stage, which a pass-through call (no `--proxy-credential`: the caller's own
 * credential goes upstream) skips; `proxyForward`, after the rate limit, forwards the call and
 * answers with the upstream's answer, marked `X-Sandbox-Source: proxy` (a refusal of the sandbox's
 * own stages stays `emulated`), then checks and records the exchange off the answer's path.
 * So a proxied call passes route, body limit, auth, project, faults, rate limit and the journal
 * like any call, and never the idempotency, validation or handler of an emulated one.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import type { AppEnv } from '../http/env.js';
import { rawHeadersOf, type Journal } from '../http/journal.js';
import { built, setResponseHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';
import { MAX_JSON_DEPTH, jsonDepth } from '../http/validate.js';
import { bodyText } from './body.js';
import { unsafePath, type ForwardAnswer } from './forward.js';
import type { Upstream } from './settings.js';
import type { ProxySetup } from './setup.js';

interface Decision {
  upstream: Upstream;
  /** No `--proxy-credential`: the caller's `Authorization` goes upstream, sandbox auth is skipped. */
  passThrough: boolean;
}

const decisions = new WeakMap<Context<AppEnv>, Decision>();
const NO_BODY_STATUS = new Set([101, 204, 205, 304]);
/** Characters of a body the journal's excerpt may need (it keeps 2,048), in UTF-8 bytes at most. */
const EXCERPT_BYTES = 8192;

/** After routing (and the source mark): whether the upstream answers this call. */
export function proxyRoute(proxy: ProxySetup): Stage {
  const passThrough = proxy.plan.credential === undefined;
  return {
    name: 'proxy-route',
    enter(c) {
      const upstream = proxy.upstreamFor(c, c.get('operation'));
      if (!upstream) return;
      const raw = c.req.url;
      const path = raw.slice(raw.indexOf('/', raw.indexOf('//') + 2)).split('?')[0];
      if (unsafePath(path)) {
        throw new ApiError('bad_request', { detail: 'a proxied path may not hold . or .. segments or encoded slashes', errors: [{ in: 'path', pointer: '#', detail: 'has a dot segment or an encoded slash' }] });
      }
      decisions.set(c, { upstream, passThrough });
      // A pass-through call has no sandbox token: the rate limit counts it by the credential it carries.
      if (passThrough) c.set('rateLimitKey', `upstream:${createHash('sha256').update(c.req.header('authorization') ?? '').digest('base64url')}`);
    },
  };
}

/**
 * Leaves this call to the sandbox after all (a replay's unmatched call, `unmatched: emulate`);
 * false for a pass-through call, whose caller the sandbox's auth did not check.
 */
export function keepFromProxy(c: Context<AppEnv>): boolean {
  const decision = decisions.get(c);
  if (decision?.passThrough) return false;
  decisions.delete(c);
  return true;
}

/** Whether the proxy takes this call; `passThrough`: with the caller's own credential, unchecked by the sandbox. */
export function proxied(c: Context<AppEnv>): { passThrough: boolean } | undefined {
  return decisions.get(c);
}

/** The auth stage, skipped for a pass-through call (whose credential only the upstream can judge). */
export function proxyAuth(auth: Stage): Stage {
  return {
    name: auth.name,
    enter: (c) => (decisions.get(c)?.passThrough ? undefined : auth.enter?.(c)),
    leave: auth.leave && ((c) => (decisions.get(c)?.passThrough ? undefined : auth.leave!(c))),
  };
}

/** After the rate limit: the call forwarded, the upstream's answer given back unchanged. */
export function proxyForward(proxy: ProxySetup, journal: Journal, bodyLimitBytes: number): Stage {
  return {
    name: 'proxy-forward',
    async enter(c) {
      const decision = decisions.get(c);
      if (!decision) return;
      const started = performance.now();
      const hasBody = c.req.header('content-length') ? c.req.header('content-length') !== '0' : c.req.header('transfer-encoding') !== undefined;
      const body = hasBody ? Buffer.from(await c.req.arrayBuffer()) : undefined;
      if (body?.length && !c.req.header('content-encoding')) c.set('requestText', body.subarray(0, EXCERPT_BYTES).toString('utf8'));
      const url = c.req.url;
      const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
      const rawHeaders = rawHeadersOf(c);
      const answer = await proxy.forwarder.forward(
        decision.upstream,
        { method: c.req.method, pathAndQuery, rawHeaders, body, authorization: proxy.plan.credential },
        bodyLimitBytes,
        started,
      );
      setResponseHeader(c, 'x-sandbox-source', 'proxy');
      const res = respond(c, answer);
      const finish = (size: number) => setImmediate(() => afterAnswer(c, proxy, journal, decision, answer, body, size, rawHeaders, bodyLimitBytes));
      if (answer.rest) answer.rest = counted(answer.rest, finish);
      else finish(answer.size ?? answer.head.length);
      return res.withBody(answer.rest);
    },
  };
}

/**
 * The upstream's answer with the pipeline's headers where the upstream sent none of that name. The
 * headers stay a plain object (a repeated one, `Set-Cookie`, as a list), which the Node adapter
 * writes as it is, without building a web `Headers` (decision 0013).
 */
function respond(c: Context<AppEnv>, answer: ForwardAnswer) {
  const headers: Record<string, string | string[]> = {};
  const decided = c.get('responseHeaders');
  for (const [name, value] of answer.headers) {
    const lower = name.toLowerCase();
    const had = headers[lower];
    headers[lower] = had === undefined ? value : lower === 'set-cookie' ? [had, value].flat() : `${had}, ${value}`;
  }
  for (const name in decided) if (!(name in headers)) headers[name] = decided[name];
  headers['x-sandbox-source'] = 'proxy';
  const text = 'content-encoding' in headers ? undefined : answer.head.subarray(0, EXCERPT_BYTES).toString('utf8');
  return {
    withBody(rest: AsyncIterable<Buffer> | undefined): Response {
      const noBody = NO_BODY_STATUS.has(answer.status) || c.req.method === 'HEAD';
      const body = noBody ? null : rest ? (Readable.toWeb(Readable.from(rest)) as ReadableStream) : (answer.head as Uint8Array<ArrayBuffer>);
      const res = new Response(body, { status: answer.status, statusText: answer.statusText, headers: headers as unknown as Record<string, string> });
      if (text && !noBody) c.set('responseText', text);
      built(c, res, headers);
      c.set('upstreamAnswer', true);
      return res;
    },
  };
}

/** A long body as it streams to the caller, counted; `done` gets the whole length. */
async function* counted(rest: AsyncIterable<Buffer>, done: (size: number) => void): AsyncIterable<Buffer> {
  let size = 0;
  try {
    for await (const chunk of rest) {
      size += chunk.length;
      yield chunk;
    }
  } finally {
    done(size);
  }
}

const header = (list: readonly [string, string][], name: string) => list.find(([n]) => n.toLowerCase() === name)?.[1];

/** A JSON body parsed (bounded in depth), the text when it is no JSON, undefined when unread. */
function parsed(bytes: Buffer, headers: readonly [string, string][], max: number): unknown {
  if (!bytes.length) return undefined;
  const decoded = bodyText(bytes, header(headers, 'content-encoding'), max);
  if ('problem' in decoded) return undefined;
  if (jsonDepth(decoded.text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return decoded.text;
  try {
    return JSON.parse(decoded.text);
  } catch {
    return decoded.text;
  }
}

function pairs(raw: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push([raw[i], raw[i + 1]]);
  return out;
}

/** Off the answer's path: the exchange checked against the descriptions, then recorded. */
function afterAnswer(c: Context<AppEnv>, proxy: ProxySetup, journal: Journal, decision: Decision, answer: ForwardAnswer, body: Buffer | undefined, size: number, rawHeaders: readonly string[], max: number): void {
  const project = c.get('project').id;
  const operation = c.get('operation');
  const requestId = c.get('requestId');
  const requestHeaders = pairs(rawHeaders);
  const complete = size === answer.head.length;
  const responseBody = complete && c.req.method !== 'HEAD' ? parsed(answer.head, answer.headers, max) : undefined;
  if (operation.bulk && answer.status >= 200 && answer.status <= 299) proxy.bulk.add('proxy', operation, answer.status, responseBody, false);
  const found = proxy.conformance.check({
    time: new Date(c.get('journalTimeMs')).toISOString(),
    requestId,
    project,
    method: c.req.method,
    path: c.req.path,
    operation,
    requestType: header(requestHeaders, 'content-type') ?? '',
    requestBody: body ? parsed(body, requestHeaders, max) : undefined,
    status: answer.status,
    responseType: header(answer.headers, 'content-type') ?? null,
    // A body recorded cut is not judged: its end is not there to judge.
    responseBody,
  });
  if (found.length) {
    const first = found[0];
    journal.note('proxy_violation', `${c.req.method} ${c.req.path} (${requestId}): ${found.length} departure(s) from ${[...new Set(found.map((v) => v.against))].join(', ')}; first: ${first.in} ${first.pointer} ${first.expected}, seen ${first.seen}`);
  }
  const authorization = c.req.header('authorization');
  proxy.recorder?.record({
    startedMs: c.get('journalTimeMs'),
    waitMs: answer.waitMs,
    receiveMs: answer.receiveMs,
    project,
    operation: operation.id,
    requestId,
    upstream: decision.upstream.label,
    request: { method: c.req.method, url: answer.url, headers: answer.sentHeaders, body: body ?? Buffer.alloc(0) },
    response: { status: answer.status, statusText: answer.statusText, headers: answer.headers, body: answer.head, size },
    secrets: authorization ? [authorization, authorization.replace(/^\S+\s+/, '')] : [],
  });
}
