/**
 * `/_sandbox/mcp`: the MCP server over Streamable HTTP, one session per client. It is a control-API
 * operation, so the control chain's guard (Origin, Host) and authentication (the admin token when
 * set) apply before a byte reaches the transport. Each POST is answered with JSON (no stream is
 * held open: `GET` answers 405, as the transport's spec allows), and the session's tools call the
 * sandbox through the app itself, so their calls pass the platform chain and the journal.
 *
 * Without an admin token the endpoint is open, so a POST's body is read first through the
 * unauthenticated budget (http/body-budget.ts: bytes across requests, seconds each), as the
 * inbox's is; with one, the control chain has authenticated the caller before the body is read.
 *
 * Sessions are bounded: MAX_SESSIONS_PER_OWNER per admin token (or per open sandbox), MAX_SESSIONS
 * in all, each ended by `DELETE`, or dropped after IDLE_MS unused when room is needed.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { monotonicMs } from '../core/clock.js';
import { ApiError } from '../core/errors.js';
import type { BodyBudget } from '../http/body-budget.js';
import { bodyLimit } from '../http/body-limit.js';
import type { AppEnv } from '../http/env.js';
import type { Stage } from '../http/stage.js';
import { ADMIN_BODY_LIMIT_BYTES } from '../admin/guard.js';
import type { SandboxLink } from './link.js';
import { McpSession } from './session.js';

/** The MCP SDK and its schemas (zod), loaded by the first session rather than by every start (about 150 ms). */
const loadSdk = () => Promise.all([import('./server.js'), import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js')]);

export const MAX_SESSIONS_PER_OWNER = 16;
const MAX_SESSIONS = 64;
const IDLE_MS = 30 * 60_000;

interface Entry {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  session: McpSession;
  owner: string;
  lastUsedMs: number;
  /** The environment (Node's socket) of the session's latest request: the tools' calls carry it. */
  env: unknown;
}

export interface McpEndpointOptions {
  /** The app's own fetch: a tool's call goes through the whole app. */
  fetch(request: Request, env: unknown): Response | Promise<Response>;
  /** Why the endpoint is off (`--shared` without an admin token, `--cluster`), or undefined when it serves. */
  off: string | undefined;
  /** Given when no admin token is set: the budget an open endpoint's bodies are read through. */
  budget?: BodyBudget;
}

const jsonRpcError = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), { status, headers: { 'content-type': 'application/json', ...headers } });

function bearerOf(c: Context<AppEnv>): string | undefined {
  const m = /^Bearer +(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return m?.[1];
}

export class McpEndpoint {
  readonly #sessions = new Map<string, Entry>();
  readonly #openBody: Stage | undefined;

  constructor(private readonly options: McpEndpointOptions) {
    this.#openBody = options.budget && bodyLimit(ADMIN_BODY_LIMIT_BYTES, { budget: options.budget });
  }

  get sessionCount(): number {
    return this.#sessions.size;
  }

  async handle(c: Context<AppEnv>): Promise<Response> {
    if (this.options.off) throw new ApiError('not_found', { detail: this.options.off });
    if (this.#openBody && c.req.method === 'POST') {
      try {
        await this.#openBody.enter!(c);
      } catch (err) {
        if (err instanceof ApiError && err.status === 413) return jsonRpcError(413, -32000, err.message);
        throw err;
      }
    }
    const token = bearerOf(c);
    // The control chain has checked the token when the sandbox has one; sessions are kept apart by it.
    const owner = token === undefined ? 'open' : createHash('sha256').update(token).digest('hex');
    const id = c.req.header('mcp-session-id');
    if (c.req.method === 'GET') return jsonRpcError(405, -32000, 'this endpoint answers each POST with JSON and opens no stream', { allow: 'POST, DELETE' });
    if (id !== undefined) {
      const entry = this.#sessions.get(id);
      if (!entry || entry.owner !== owner) return jsonRpcError(404, -32001, 'Session not found: start a new one with initialize');
      entry.lastUsedMs = monotonicMs();
      entry.env = c.env;
      const answer = await entry.transport.handleRequest(c.req.raw);
      if (c.req.method === 'DELETE') await this.#end(id);
      return answer;
    }
    if (c.req.method !== 'POST') return jsonRpcError(400, -32000, 'Bad Request: no Mcp-Session-Id header');
    this.#makeRoom(owner);
    return this.#open(c, owner, token);
  }

  async #open(c: Context<AppEnv>, owner: string, token: string | undefined): Promise<Response> {
    const id = randomUUID();
    const origin = new URL(c.req.url).origin;
    const host = c.req.header('host');
    let entry: Entry | undefined;
    const link: SandboxLink = {
      adminToken: token,
      fetch: async (path, init) => {
        const headers = new Headers(init.headers);
        if (host) headers.set('host', host);
        return this.options.fetch(new Request(`${origin}${path}`, { ...init, headers }), entry?.env ?? c.env);
      },
    };
    const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await loadSdk();
    const session = new McpSession(link, `mcp-${id}`, `mcp:${id.slice(0, 8)}`);
    const server = createMcpServer(session);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => id,
      enableJsonResponse: true,
      maxRequestBodySize: ADMIN_BODY_LIMIT_BYTES,
      onsessioninitialized: () => {
        entry = { transport, server, session, owner, lastUsedMs: monotonicMs(), env: c.env };
        this.#sessions.set(id, entry);
      },
    });
    await server.connect(transport);
    const answer = await transport.handleRequest(c.req.raw);
    if (!this.#sessions.has(id)) await server.close();
    return answer;
  }

  /** Room for one more session of `owner`: idle sessions go first; past the bounds, 429. */
  #makeRoom(owner: string): void {
    const now = monotonicMs();
    for (const [id, e] of this.#sessions) if (now - e.lastUsedMs > IDLE_MS) void this.#end(id);
    const mine = [...this.#sessions.values()].filter((e) => e.owner === owner).length;
    if (mine >= MAX_SESSIONS_PER_OWNER || this.#sessions.size >= MAX_SESSIONS) {
      const bound = mine >= MAX_SESSIONS_PER_OWNER ? `${MAX_SESSIONS_PER_OWNER} MCP sessions per admin token` : `${MAX_SESSIONS} MCP sessions in all`;
      throw new ApiError('rate_limited', { detail: `too many open MCP sessions (${bound}): end one with DELETE /_sandbox/mcp`, headers: { 'retry-after': '60' } });
    }
  }

  async #end(id: string): Promise<void> {
    const entry = this.#sessions.get(id);
    if (!entry) return;
    this.#sessions.delete(id);
    await entry.session.close();
    await entry.server.close().catch(() => undefined);
  }

  /** Ends every session (the server stops). */
  async close(): Promise<void> {
    await Promise.all([...this.#sessions.keys()].map((id) => this.#end(id)));
  }
}

/** Why `/_sandbox/mcp` is off with this configuration, or undefined. */
export function mcpOff(config: { shared: boolean; cluster: boolean; adminToken?: string }): string | undefined {
  if (config.cluster) return 'the MCP endpoint is off in --cluster mode: run `platform-sandbox mcp --url <the cluster\'s entry>` instead (docs/agents.md)';
  if (config.shared && !config.adminToken) return 'the MCP endpoint is off: --shared needs SANDBOX_ADMIN_TOKEN to serve it (docs/agents.md)';
  return undefined;
}
