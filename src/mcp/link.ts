/**
 * How the MCP tools reach a sandbox: through its HTTP interface only, so a tool can do nothing a
 * curl call could not. In-process (`/_sandbox/mcp`) the link is the app's own `fetch`; over stdio
 * (`platform-sandbox mcp --url URL`) it is the network. Either way every call passes the whole
 * chain (auth, project, faults, rate limit) and lands in the journal.
 */

/** Characters of an answer's body a tool reads at most (a longer body is cut, and says so). */
const ANSWER_READ_CHARS = 1024 * 1024;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as text, at most ANSWER_READ_CHARS. */
  text: string;
  truncated: boolean;
  /** The body parsed, when it is JSON and was read whole. */
  json: unknown;
}

export interface SandboxLink {
  /** Calls the sandbox at a path (starting with `/`); the base URL is the link's. */
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** The control API's admin token the session holds (the one it connected with), if any. */
  adminToken: string | undefined;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is; `body` is sent as JSON unless it is a string. */
  headers?: Record<string, string>;
  /** Sent as `X-Service-Project` (a cluster's proxy routes by it, decision 1101). */
  project?: string;
  /** `Authorization: Bearer <token>`; the control API's calls carry the admin token instead. */
  token?: string;
}

async function readBounded(res: Response): Promise<{ text: string; truncated: boolean }> {
  if (!res.body) return { text: '', truncated: false };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.length > ANSWER_READ_CHARS) {
      text = text.slice(0, ANSWER_READ_CHARS);
      truncated = true;
      await reader.cancel();
      break;
    }
  }
  return { text: truncated ? text : text + decoder.decode(), truncated };
}

/** One call through the link; the answer read within its bound. */
export async function call(link: SandboxLink, path: string, o: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
  if (o.project !== undefined) headers['x-service-project'] = o.project;
  const bearer = o.token ?? (path.startsWith('/_sandbox/') ? link.adminToken : undefined);
  if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
  let body: string | undefined;
  if (o.body !== undefined) {
    body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await link.fetch(path, { method: o.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const { text, truncated } = await readBounded(res);
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    out[name] = value;
  });
  let json: unknown;
  if (!truncated && /json/i.test(out['content-type'] ?? '') && text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, headers: out, text, truncated, json };
}

/** A control-API answer that must succeed: its JSON, or an error naming the call and its answer. */
export async function control<T = any>(link: SandboxLink, path: string, o: CallOptions = {}): Promise<T> {
  const answer = await call(link, path, o);
  if (answer.status >= 400) {
    const detail = (answer.json as { detail?: string } | undefined)?.detail ?? answer.text.slice(0, 300);
    throw new Error(`${o.method ?? 'GET'} ${path} answered ${answer.status}: ${detail}`);
  }
  return answer.json as T;
}

/**
 * A link to a sandbox at `baseUrl` over the network (the stdio server's). Every call carries
 * `X-Service-Project` (the session's project unless the call names one), so a cluster's proxy
 * routes the control API's calls to the instance that holds the project too.
 */
export function networkLink(baseUrl: string, adminToken: string | undefined, project: string): SandboxLink {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    adminToken,
    fetch: (path, init) => {
      const headers = new Headers(init.headers);
      if (!headers.has('x-service-project')) headers.set('x-service-project', project);
      return fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' });
    },
  };
}
