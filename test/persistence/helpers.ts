/** Sandboxes started and stopped by the test itself, on a persist directory it controls. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import type { SandboxOptions } from '../../src/config/config.js';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send, type CallOptions, type Reply } from '../helpers/sandbox.js';

/** A temporary directory removed after the file's tests. */
export function tempDirs(): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), 'sbx-persist-'));
    made.push(d);
    return d;
  };
}

export const baseOptions: SandboxOptions = { port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', validateResponses: true };

export async function start(options: SandboxOptions): Promise<Sandbox> {
  return startSandbox({ ...baseOptions, ...options });
}

/** Stop, after checking that every response of this sandbox matched the contract. */
export async function stop(sb: Sandbox): Promise<void> {
  await sb.stop();
  expect(sb.violations, 'responses that do not match the contract').toEqual([]);
}

export function call<T = any>(sb: Sandbox, method: string, path: string, project: string, options: CallOptions = {}): Promise<Reply<T>> {
  return send<T>(`${sb.url}${path}`, method, { defaultToken: sb.operatorToken, defaultProject: project, ...options });
}

export function admin<T = any>(sb: Sandbox, method: string, path: string, body?: unknown): Promise<Reply<T>> {
  return send<T>(`${sb.url}/_sandbox${path}`, method, { body, token: null, project: null });
}

export function newDevice(sb: Sandbox, project: string, name: string): Promise<Reply> {
  return call(sb, 'POST', '/v2/registry/devices', project, { body: { name, serial_number: `SN-${name}` } });
}

/** Write a state file's data as the sandbox does: JSON with a valid checksum last (edits that keep the file well-formed). */
export function writeSealed(file: string, data: Record<string, unknown>): void {
  const { checksum: _old, ...rest } = data;
  const prefix = JSON.stringify(rest).slice(0, -1);
  writeFileSync(file, `${prefix},"checksum":"sha256:${createHash('sha256').update(prefix).digest('hex')}"}`);
}
