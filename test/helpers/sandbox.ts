/**
 * The black-box harness: one real sandbox per test file on port 0, a fresh project per test,
 * and every response checked against the contract (a mismatch fails the test that caused it).
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import type { SandboxOptions } from '../../src/config/config.js';

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  project?: string | null;
  token?: string | null;
  body?: unknown;
  /** A raw body, sent as it is. */
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  readonly sb: Sandbox;
  readonly url: string;
  readonly token: string;
  /** A project name no other test uses. */
  newProject(): string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  admin<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
}

let projects = 0;

export async function send<T = any>(url: string, method: string, options: CallOptions & { defaultToken?: string; defaultProject?: string } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? options.defaultToken : options.token;
  const project = options.project === undefined ? options.defaultProject : options.project;
  if (token) headers.authorization = `Bearer ${token}`;
  if (project) headers['x-service-project'] = project;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export function useSandbox(options: SandboxOptions = {}): TestSandbox {
  let sb: Sandbox | undefined;
  let defaultProject = '';
  beforeAll(async () => {
    sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', validateResponses: true, ...options });
  });
  afterAll(async () => {
    await sb?.stop();
  });
  afterEach(() => {
    const violations = sb?.violations.splice(0) ?? [];
    expect(violations, 'responses that do not match the contract').toEqual([]);
  });
  const harness: TestSandbox = {
    get sb() {
      if (!sb) throw new Error('the sandbox is not started yet (use it inside a test)');
      return sb;
    },
    get url() {
      return harness.sb.url;
    },
    get token() {
      return harness.sb.operatorToken;
    },
    newProject() {
      defaultProject = `t${process.pid}-${++projects}`;
      return defaultProject;
    },
    call(method, path, callOptions = {}) {
      return send(`${harness.url}${path}`, method, { ...callOptions, defaultToken: harness.token, defaultProject: defaultProject || harness.newProject() });
    },
    admin(method, path, body) {
      const headers: Record<string, string> = harness.sb.adminToken ? { authorization: `Bearer ${harness.sb.adminToken}` } : {};
      return send(`${harness.url}/_sandbox${path}`, method, { body, headers, token: null, project: null });
    },
  };
  return harness;
}
