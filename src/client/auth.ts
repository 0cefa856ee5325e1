import type { components } from '../generated/openapi.js';
import type { ClientContext } from './context.js';
import { problemOf, AuthenticationError } from './errors.js';
import { SESSIONS_PATH, unwrap } from './transport.js';

export type Session = components['schemas']['Session'];

export function authApi({ raw, header }: ClientContext) {
  return {
    async me() {
      return unwrap(await raw.GET('/v3/auth/users/{id}', { params: { path: { id: 'me' }, header: header() } }));
    },
    async user(id: string) {
      return unwrap(await raw.GET('/v3/auth/users/{id}', { params: { path: { id }, header: header() } }));
    },
    async signOut(sessionId: string) {
      unwrap(await raw.DELETE('/v3/auth/sessions/{id}', { params: { path: { id: sessionId }, header: header() } }));
    },
  };
}

/** Sign in with a username and password: the session's tokens, for `createPlatformClient`. */
export async function signInSession(options: { baseUrl: string; project: string; username: string; password: string; fetch?: typeof fetch }): Promise<Session> {
  const response = await (options.fetch ?? fetch)(`${options.baseUrl}${SESSIONS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-project': options.project },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  const body = await response.json().catch(() => undefined);
  if (response.status !== 201) throw new AuthenticationError(response.status, problemOf(response.status, body), response);
  return body as Session;
}
