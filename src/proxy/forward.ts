/**
 * One call forwarded to the upstream through undici's `request` (keep-alive pool per origin; no
 * automatic decompression, no redirect following: the bytes and the 3xx come back as they are).
 * Hop-by-hop headers (RFC 9110 §7.6.1: `Connection` and what it names, `Keep-Alive`,
 * `Proxy-Connection`, `TE`, `Transfer-Encoding`, `Upgrade`) are not forwarded either way, nor the
 * caller's `Host`, `Proxy-Authorization` (meant for us, §11.7.2), `Expect`, or the sandbox's own
 * `X-Sandbox-*` headers (nor `Trailer`: trailers are not forwarded); the upstream's `Set-Cookie` for `/_sandbox` or the dashboard's cookie is
 * dropped. The answer's body is read up to `keepBytes`; a longer one streams on.
 */
import { Agent, errors as undiciErrors } from 'undici';
import type { Dispatcher } from 'undici';
import { COOKIE as DASHBOARD_COOKIE } from '../admin/ui/cookie.js';
import { ApiError } from '../core/errors.js';
import type { Upstream } from './settings.js';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'transfer-encoding', 'upgrade', 'trailer']);
/** Sockets kept open to one upstream origin at most. */
const UPSTREAM_CONNECTIONS = 64;
const REQUEST_ONLY = new Set(['host', 'proxy-authorization', 'expect', 'content-length']);

export interface ForwardRequest {
  method: string;
  /** Path and query as received (still percent-encoded). */
  pathAndQuery: string;
  /** Names and values in turn, as received. */
  rawHeaders: readonly string[];
  body: Buffer | undefined;
  /** Replaces the caller's `Authorization` (`--proxy-credential`). */
  authorization?: string;
}

export interface ForwardAnswer {
  url: string;
  status: number;
  statusText: string;
  /** As the upstream sent them, hop-by-hop removed, cookies filtered. */
  headers: [string, string][];
  /** The first `keepBytes` of the body. */
  head: Buffer;
  /** When the body is longer than `keepBytes`: all of it as it streams on (from its first byte), else undefined. */
  rest?: AsyncIterable<Buffer>;
  /** The body's length when it was read whole, else undefined until `rest` ends. */
  size?: number;
  waitMs: number;
  receiveMs: number;
  /** Headers sent upstream (for the recording). */
  sentHeaders: [string, string][];
}

/** Names listed in `Connection` are hop-by-hop for this message too. */
function dropped(pairs: readonly string[]): Set<string> {
  const out = new Set(HOP_BY_HOP);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    if (pairs[i].toLowerCase() === 'connection') for (const n of pairs[i + 1].split(',')) out.add(n.trim().toLowerCase());
  }
  return out;
}

/** A Set-Cookie the caller must not get: one for the sandbox's own paths or its dashboard cookie. */
function foreignCookie(value: string): boolean {
  const [pair, ...attributes] = value.split(';');
  if (pair.split('=')[0].trim() === DASHBOARD_COOKIE) return true;
  return attributes.some((a) => {
    const [name, v = ''] = a.split('=');
    return name.trim().toLowerCase() === 'path' && v.trim().startsWith('/_sandbox');
  });
}

/**
 * A dot segment (`..`, `%2e%2E`) or an encoded slash or backslash (which a server may decode
 * into one) would let a proxied path climb out of the operation it was routed to.
 */
export function unsafePath(path: string): boolean {
  return /%2f|%5c|\\/i.test(path) || path.split('/').some((s) => /^(?:\.|%2e){1,2}$/i.test(s));
}

export class Forwarder {
  readonly #agent: Agent;

  constructor(private readonly timeoutMs: number) {
    // At most UPSTREAM_CONNECTIONS sockets per upstream origin; calls beyond wait for one (within the timeout).
    this.#agent = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connectTimeout: timeoutMs, keepAliveTimeout: 10_000, connections: UPSTREAM_CONNECTIONS });
  }

  async forward(upstream: Upstream, req: ForwardRequest, keepBytes: number, started: number): Promise<ForwardAnswer> {
    const skip = dropped(req.rawHeaders);
    const headers: [string, string][] = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      const lower = name.toLowerCase();
      if (skip.has(lower) || REQUEST_ONLY.has(lower) || lower.startsWith('x-sandbox-')) continue;
      if (lower === 'authorization' && req.authorization !== undefined) continue;
      headers.push([name, req.rawHeaders[i + 1]]);
    }
    if (req.authorization !== undefined) headers.push(['authorization', req.authorization]);
    headers.push(['via', '1.1 platform-sandbox']);
    const path = `${upstream.basePath}${req.pathAndQuery}`;
    const url = `${upstream.origin}${path}`;
    let res: Dispatcher.ResponseData;
    try {
      res = await this.#agent.request({
        origin: upstream.origin,
        path,
        method: req.method as Dispatcher.HttpMethod,
        headers: headers.flat(),
        body: req.body?.length ? req.body : undefined,
      });
    } catch (err) {
      throw upstreamError(err, upstream, this.timeoutMs);
    }
    const waitMs = performance.now() - started;
    const responseHeaders: [string, string][] = [];
    const raw = rawPairs(res.headers);
    const skipBack = dropped(raw);
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const lower = raw[i].toLowerCase();
      if (skipBack.has(lower)) continue;
      if (lower === 'set-cookie' && foreignCookie(raw[i + 1])) continue;
      responseHeaders.push([raw[i], raw[i + 1]]);
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const iterator = res.body[Symbol.asyncIterator]();
    try {
      while (length <= keepBytes) {
        const next = await iterator.next();
        if (next.done) {
          return { url, status: res.statusCode, statusText: res.statusText ?? '', headers: responseHeaders, head: Buffer.concat(chunks, length), size: length, waitMs, receiveMs: performance.now() - started - waitMs, sentHeaders: headers };
        }
        chunks.push(next.value as Buffer);
        length += (next.value as Buffer).length;
      }
    } catch (err) {
      throw upstreamError(err, upstream, this.timeoutMs);
    }
    const all = Buffer.concat(chunks, length);
    const rest = (async function* () {
      yield all;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
    })();
    return { url, status: res.statusCode, statusText: res.statusText ?? '', headers: responseHeaders, head: all.subarray(0, keepBytes), rest, waitMs, receiveMs: performance.now() - started - waitMs, sentHeaders: headers };
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}

/** undici gives headers as an object (a repeated one as an array); pairs keep `Set-Cookie` apart. */
function rawPairs(headers: Record<string, string | string[] | undefined>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push(name, v);
  }
  return out;
}

/** 504 when the upstream was too slow, 502 when it could not be reached or broke off; both name it. */
function upstreamError(err: unknown, upstream: Upstream, timeoutMs: number): ApiError {
  const e = err as { code?: string; message?: string; cause?: { code?: string } };
  const slow = err instanceof undiciErrors.HeadersTimeoutError || err instanceof undiciErrors.BodyTimeoutError || err instanceof undiciErrors.ConnectTimeoutError;
  const extensions = { upstream: upstream.label };
  if (slow) return new ApiError('upstream_timeout', { detail: `the upstream ${upstream.label} did not answer within ${timeoutMs / 1000} s (--proxy-timeout)`, extensions });
  const reason = e.cause?.code ?? e.code ?? e.message ?? 'unknown error';
  return new ApiError('upstream_unavailable', { detail: `the upstream ${upstream.label} could not be reached or broke off (${reason})`, extensions });
}
