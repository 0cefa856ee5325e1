/**
 * Issue 35: a write whose body arrives while other projects force eviction is applied and kept,
 * or refused (503, 507), never acknowledged and lost; and every exit of a request releases its
 * pin. Each test talks HTTP to a real sandbox; bodies are sent in two halves over a raw socket so
 * the project is chosen before its body has arrived.
 */
import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../src/config/config.js';
import type { Sandbox } from '../../src/server.js';
import { admin, call, start, stop, tempDirs } from '../persistence/helpers.js';

const temp = tempDirs();

interface Pending {
  req: ClientRequest;
  /** Sends the rest of the body and waits for the answer. */
  finish(): Promise<{ status: number; body: any }>;
}

/** A POST whose headers and first half of the body are sent now; the rest on `finish`. */
function halfSent(sb: Sandbox, project: string, path: string, body: unknown): Promise<Pending> {
  const text = JSON.stringify(body);
  const cut = Math.floor(text.length / 2);
  const url = new URL(path, sb.url);
  const req = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sb.operatorToken}`,
      'x-service-project': project,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (data += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: data ? JSON.parse(data) : null }));
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  req.flushHeaders();
  return new Promise((resolve) => {
    req.write(text.slice(0, cut), () => {
      // Give the server a moment to route the call and open (pin) its project.
      setTimeout(() => resolve({ req, finish: () => (req.end(text.slice(cut)), answer) }), 5);
    });
  });
}

async function pins(sb: Sandbox): Promise<number> {
  return (await admin(sb, 'GET', '/health')).body.pins;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const ITERATIONS = 50;

async function writesUnderEviction(options: SandboxOptions): Promise<{ sb: Sandbox; kept: string[] }> {
  const sb = await start({ maxProjects: 2, persistDelayMs: 10, ...options });
  const kept: string[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const write = await halfSent(sb, 'writer', '/v2/registry/devices', { name: `w${i}`, serial_number: `SN-W-${i}` });
    // Two other projects come in while the body is on its way: the cap is 2.
    for (const other of [`o${i}a`, `o${i}b`]) expect((await call(sb, 'POST', '/v2/registry/devices', other, { body: { name: other, serial_number: `SN-${other}` } })).status).toBe(201);
    const answer = await write.finish();
    expect([201, 503, 507]).toContain(answer.status);
    if (answer.status === 201) kept.push(answer.body.id);
  }
  return { sb, kept };
}

async function expectKept(sb: Sandbox, ids: string[]): Promise<void> {
  for (const id of ids) expect((await call(sb, 'GET', `/v2/registry/devices/${id}`, 'writer')).status, `device ${id}`).toBe(200);
}

describe('a write under eviction is kept or refused, never acknowledged and lost', () => {
  for (const [mode, options] of [
    ['default', {}],
    ['--shared', { shared: true }],
  ] as const) {
    it(`${mode}: ${ITERATIONS} writes whose bodies arrive while other projects force eviction`, async () => {
      const { sb, kept } = await writesUnderEviction(options);
      expect(kept.length).toBeGreaterThan(0);
      await expectKept(sb, kept);
      expect(await pins(sb)).toBe(0);
      await stop(sb);
    });
  }

  it(`--persist: the same, and every acknowledged write is there after a restart`, async () => {
    const dir = temp();
    const { sb, kept } = await writesUnderEviction({ persist: dir });
    await expectKept(sb, kept);
    await stop(sb);
    const again = await start({ persist: dir, maxProjects: 2 });
    await expectKept(again, kept);
    expect((await call(again, 'GET', '/v2/registry/devices?serial_number=SN-W-0', 'writer')).body.data).toHaveLength(1);
    await stop(again);
  });

  it('refuses a new project with 503 and Retry-After, naming the cap, while every project in memory is pinned', async () => {
    const sb = await start({ maxProjects: 2 });
    const first = await halfSent(sb, 'p1', '/v2/registry/devices', { name: 'one', serial_number: 'SN-P1' });
    const second = await halfSent(sb, 'p2', '/v2/registry/devices', { name: 'two', serial_number: 'SN-P2' });
    const refused = await call(sb, 'GET', '/v2/registry/devices?limit=1', 'p3');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body).toMatchObject({ bound: 'max_projects', limit: 2 });
    expect(refused.body.detail).toContain('--max-projects');
    expect(await pins(sb)).toBe(2);
    expect((await first.finish()).status).toBe(201);
    expect((await second.finish()).status).toBe(201);
    expect(await pins(sb)).toBe(0);
    expect((await call(sb, 'GET', '/v2/registry/devices?limit=1', 'p3')).status).toBe(200);
    await stop(sb);
  });
});

describe('every exit of a request releases its pin', () => {
  it('1,000 requests aborted mid-body leave the pin count at 0', async () => {
    const sb = await start({ maxProjects: 8 });
    for (let batch = 0; batch < 10; batch++) {
      const open = await Promise.all(Array.from({ length: 100 }, (_, i) => halfSent(sb, `a${i % 4}`, '/v2/registry/devices', { name: `x${i}`, serial_number: `SN-A-${batch}-${i}` })));
      if (batch === 0) expect(await pins(sb)).toBe(100);
      for (const p of open) p.req.destroy();
    }
    await until(async () => (await pins(sb)) === 0, 'the pins of aborted requests to be released');
    // Nothing half-applied: no device of an aborted request exists.
    for (let i = 0; i < 4; i++) expect((await call(sb, 'GET', '/v2/registry/devices?serial_number=SN-A-0-0', `a${i}`)).body.data).toEqual([]);
    await stop(sb);
  });
});
