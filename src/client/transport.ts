/**
 * The resilient fetch under the typed client: it adds the credentials and the project, waits out
 * 429s by their Retry-After, refreshes an expired access token once, and retries network errors
 * only where that is safe (reads, and writes that carry an Idempotency-Key).
 */
import { AuthenticationError, PlatformError, RateLimitError, problemOf } from './errors.js';

export interface Credentials {
  accessToken: string;
  refreshToken?: string;
}

export interface TransportOptions {
  baseUrl: string;
  /** X-Service-Project; left out, the token must imply the project (a token valid in one project, decision 0206). */
  project?: string;
  credentials: Credentials;
  /** Waits for Retry-After before giving up on a 429 (default 5). */
  maxRateLimitRetries?: number;
  /** Retries of a network error on a safe request (default 2). */
  maxNetworkRetries?: number;
  /** Longest single wait honoured, in seconds (default 60). */
  maxRetryAfterSeconds?: number;
  /** Called with the new pair after a refresh, so the caller can store it. */
  onTokens?: (credentials: Credentials) => void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Wall clock in ms, for Retry-After given as an HTTP date. */
  now?: () => number;
  /** Each wait is Retry-After plus up to this fraction of it (at least 50 ms), at random (default 0.1). */
  jitter?: number;
  /** A number in [0, 1) for the jitter (default: from crypto.getRandomValues). */
  random?: () => number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sign-in and refresh are POSTs to the sessions endpoint (decision 0208). */
export const SESSIONS_PATH = '/v3/auth/sessions';

/** X-Service-Project, or none when the token implies the project. */
function setProject(headers: Headers, project: string | undefined): void {
  if (project) headers.set('x-service-project', project);
  else headers.delete('x-service-project');
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const defaultRandom = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

/** Retry-After (seconds or an HTTP date; capped), plus jitter so that throttled clients spread out. */
function retryAfterMs(response: Response, opts: { maxRetryAfterSeconds: number; now: () => number; jitter: number; random: () => number }): number {
  const raw = response.headers.get('retry-after');
  const parsed = raw === null ? 1 : /^\d+$/.test(raw) ? Number(raw) : Math.max(0, (Date.parse(raw) - opts.now()) / 1000);
  const seconds = Math.min(Number.isFinite(parsed) ? parsed : 1, opts.maxRetryAfterSeconds);
  return (seconds + Math.max(0.05, seconds * opts.jitter) * opts.random()) * 1000;
}

export class Transport {
  readonly #opts: Required<Omit<TransportOptions, 'onTokens' | 'project'>> & Pick<TransportOptions, 'onTokens' | 'project'>;
  #refreshing: Promise<boolean> | null = null;

  constructor(options: TransportOptions) {
    this.#opts = {
      maxRateLimitRetries: 5,
      maxNetworkRetries: 2,
      maxRetryAfterSeconds: 60,
      fetch: globalThis.fetch.bind(globalThis),
      sleep: defaultSleep,
      now: Date.now,
      jitter: 0.1,
      random: defaultRandom,
      ...options,
      credentials: { ...options.credentials },
    };
  }

  get credentials(): Credentials {
    return { ...this.#opts.credentials };
  }

  /** The fetch handed to openapi-fetch. */
  readonly fetch = async (input: Request): Promise<Response> => {
    const template = input.clone();
    const retryNetwork = SAFE_METHODS.has(template.method) || template.headers.has('idempotency-key');
    let limited = 0;
    let networkErrors = 0;
    let refreshed = false;
    for (;;) {
      const request = template.clone();
      request.headers.set('authorization', `Bearer ${this.#opts.credentials.accessToken}`);
      setProject(request.headers, this.#opts.project);
      let response: Response;
      try {
        response = await this.#opts.fetch(request);
      } catch (err) {
        if (!retryNetwork || networkErrors++ >= this.#opts.maxNetworkRetries) throw err;
        await this.#opts.sleep(200 * 2 ** networkErrors);
        continue;
      }
      if (response.status === 429) {
        if (limited++ >= this.#opts.maxRateLimitRetries) {
          throw new RateLimitError(429, problemOf(429, await response.json().catch(() => undefined)), response);
        }
        await response.body?.cancel();
        await this.#opts.sleep(retryAfterMs(response, this.#opts));
        continue;
      }
      if (response.status === 401 && /invalid_token/.test(response.headers.get('www-authenticate') ?? '')) {
        const problem = problemOf(401, await response.json().catch(() => undefined));
        if (!refreshed && this.#opts.credentials.refreshToken) {
          refreshed = true;
          if (await this.refresh()) continue;
        }
        throw new AuthenticationError(401, problem, response);
      }
      return response;
    }
  };

  /** Exchange the refresh token for a new pair (the old refresh token is spent). One at a time. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#doRefresh()
      .then(() => true, () => false)
      .finally(() => (this.#refreshing = null));
    return this.#refreshing;
  }

  /** `refresh()`, failing with the platform's answer: AuthenticationError when it is refused or there is no refresh token. */
  async refreshOrThrow(): Promise<Credentials> {
    const running = this.#refreshing;
    if (running) await running;
    await this.#doRefresh();
    return this.credentials;
  }

  async #doRefresh(): Promise<void> {
    const refreshToken = this.#opts.credentials.refreshToken;
    if (!refreshToken) throw new AuthenticationError(401, { status: 401, title: 'no refresh token', detail: 'the client has no refresh token (token: { accessToken, refreshToken }, or signIn)' });
    const headers = new Headers({ 'content-type': 'application/json' });
    setProject(headers, this.#opts.project);
    const response = await this.#opts.fetch(new Request(`${this.#opts.baseUrl}${SESSIONS_PATH}`, { method: 'POST', headers, body: JSON.stringify({ refresh_token: refreshToken }) }));
    if (!response.ok) throw new AuthenticationError(response.status, problemOf(response.status, await response.json().catch(() => undefined)), response);
    const body = (await response.json()) as { access_token: string; refresh_token?: string };
    this.#opts.credentials = { accessToken: body.access_token, refreshToken: body.refresh_token ?? refreshToken };
    this.#opts.onTokens?.(this.credentials);
  }
}

/** openapi-fetch answers `{ data, error, response }`; this turns an error into a thrown PlatformError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw new PlatformError(result.response.status, problemOf(result.response.status, result.error), result.response);
  }
  return result.data as T;
}
