/** GraphQL calls through the black-box harness. */
import { expect } from 'vitest';
import type { CallOptions, Reply, TestSandbox } from '../helpers/sandbox.js';

export interface GqlOptions extends CallOptions {
  path?: string;
  accept?: string;
}

export function gql(h: TestSandbox, query: string, variables?: Record<string, unknown>, options: GqlOptions = {}): Promise<Reply<any>> {
  const { path = '/graphql', accept = 'application/graphql-response+json', ...rest } = options;
  return h.call('POST', path, { ...rest, body: { query, variables }, headers: { accept, ...rest.headers } });
}

/** A query or mutation that must succeed: 200, no errors; answers `data`. */
export async function ok<T = any>(h: TestSandbox, query: string, variables?: Record<string, unknown>, options?: GqlOptions): Promise<T> {
  const r = await gql(h, query, variables, options);
  expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
  expect(r.status).toBe(200);
  return r.body.data as T;
}

/** A field error: 200 (the request was executed), the error's code and field pointers. */
export async function fieldError(h: TestSandbox, query: string, variables?: Record<string, unknown>) {
  const r = await gql(h, query, variables);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toContain('application/graphql-response+json');
  expect(r.body.errors?.length).toBe(1);
  return r.body.errors![0] as { message: string; path: string[]; extensions: { code: string; status: number; errors?: { pointer: string; detail: string }[] } };
}
