/** Errors the client throws, carrying the platform's problem details (RFC 9457) when it sent one. */
export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { in: string; pointer: string; detail: string }[];
  [extension: string]: unknown;
}

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    readonly response?: Response,
  ) {
    super(`${status} ${problem.title ?? 'error'}${problem.detail ? `: ${problem.detail}` : ''}`);
    this.name = 'PlatformError';
  }

  get code(): string | undefined {
    return this.problem.code;
  }
}

/** The access token expired and could not be refreshed (no refresh token, or refresh refused). */
export class AuthenticationError extends PlatformError {
  override name = 'AuthenticationError';
}

/** Still limited after the allowed number of waits for Retry-After. */
export class RateLimitError extends PlatformError {
  override name = 'RateLimitError';
}

export function problemOf(status: number, body: unknown): Problem {
  if (body && typeof body === 'object' && 'status' in body) return body as Problem;
  return { status, title: typeof body === 'string' && body ? body.slice(0, 200) : undefined };
}
