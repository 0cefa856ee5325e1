/**
 * The shared behaviour suite (clients/shared/behaviour.json) in all three languages, against one
 * real sandbox: the TypeScript client runs here; pytest and `go test` run as child processes with
 * PLATFORM_BEHAVIOUR_CONTEXT naming the cases prepared for them, and report each item's status.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BulkError, createPlatformClient, RateLimitError, type BulkResult } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { buildItems, goBinary, prepare, repo, scenarioNamed, spawnRunner, suite, tool, verify, type Case, type Outcomes } from './behaviour-harness.js';

const h = useSandbox();
const python = tool('Python', `${repo}.venv/bin/pytest`, 'the venv with pytest and platform_sdk');
const go = tool('Go', goBinary() === 'go' ? '/nonexistent/go' : goBinary(), 'a Go toolchain');

function check(result: BulkResult, expected: Record<string, any>, items: Record<string, unknown>[]) {
  expect(result.results.map((r) => r.index)).toEqual(items.map((_, i) => i));
  expect(result.results.map((r) => r.id)).toEqual(items.map((i) => i.id));
  expect(result.ok).toBe(expected.ok);
  expect(result.calls).toBe(expected.calls);
  for (const r of result.results) {
    const want = expected.every
      ? (r.index + 1) % expected.every === 0
        ? [expected.every_status]
        : expected.other_statuses
      : [expected.statuses?.[String(r.index)] ?? expected.status];
    expect(want, `item ${r.index}`).toContain(r.status);
    expect(r.error === undefined || r.error === null, `item ${r.index} error`).toBe(r.status < 300);
  }
}

/** The TypeScript runner: the same steps as clients/python/tests and clients/go. */
async function runTypeScript(c: Case): Promise<number[]> {
  const s = scenarioNamed(c.scenario);
  const token = c.refresh_token ? { accessToken: c.token, refreshToken: c.refresh_token } : c.token;
  const client = createPlatformClient({ baseUrl: h.url, project: c.project, token, maxRateLimitRetries: s.max_rate_limit_retries ?? 5 });
  const items = buildItems(s, c.ids) as { id: string }[];
  const bulk = (key?: string) =>
    s.resource === 'requests'
      ? client.requests.bulk_patch(items as Parameters<typeof client.requests.bulk_patch>[0], { idempotencyKey: key })
      : client.devices.bulk_patch(items, { idempotencyKey: key });
  let result: BulkResult;
  if (s.expect.sync) {
    const first = await client.devices.sync();
    const paged: string[] = [];
    for await (const d of client.devices.iterate({ limit: s.page_size })) paged.push(d.id);
    expect(new Set(paged).size).toBe(first.items.length);
    expect(first.items.length).toBeGreaterThan(items.length);
    const again = await client.devices.sync(first.watermark);
    expect(again.items).toEqual([]);
    expect(again.watermark).toBe(first.watermark);
    result = await bulk(s.idempotency_key);
    check(result, s.expect, items);
    const after = await client.devices.sync(first.watermark);
    expect(after.items.map((d) => d.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(Date.parse(after.watermark!)).toBeGreaterThan(Date.parse(first.watermark!));
  } else if (s.expect.error_status) {
    const err = await bulk(s.idempotency_key).catch((e) => e);
    expect(err).toBeInstanceOf(BulkError);
    expect(err.cause).toBeInstanceOf(RateLimitError);
    expect(err.cause.status).toBe(s.expect.error_status);
    expect(err.idempotencyKey).toBe(s.idempotency_key);
    expect(err.partial.results.map((r: { index: number }) => r.index)).toEqual(Array.from({ length: s.expect.applied }, (_, i) => i));
    expect(err.partial.ok).toBe(true);
    result = await bulk(err.idempotencyKey);
    check(result, s.expect.then, items);
    expect(result.replayed).toBe(s.expect.then.replayed);
  } else {
    const results: BulkResult[] = [];
    for (let n = 0; n < (s.runs ?? 1); n++) results.push(await bulk(s.idempotency_key));
    results.forEach((r, n) => {
      check(r, s.expect, items);
      if (s.expect.replayed) expect(r.replayed).toBe(s.expect.replayed[n]);
      expect(r.results).toEqual(results[0].results);
    });
    result = results[0];
  }
  if (s.expect.refreshed) expect(client.transport.credentials.accessToken).not.toBe(c.token);
  return result.results.map((r) => r.status);
}

async function prepareAll(variants: string[]): Promise<Case[]> {
  const cases: Case[] = [];
  for (const variant of variants) for (const s of suite.scenarios) cases.push(await prepare(h, s, variant));
  return cases;
}

/** Hands the cases to a runner in another process and reads back what it reported. */
async function runElsewhere(cases: Case[], cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<Outcomes> {
  const dir = mkdtempSync(join(tmpdir(), 'behaviour-'));
  writeFileSync(join(dir, 'context.json'), JSON.stringify({ base_url: h.url, cases }));
  const { code, output } = await spawnRunner(cmd, args, cwd, { PLATFORM_BEHAVIOUR_CONTEXT: join(dir, 'context.json'), PLATFORM_BEHAVIOUR_OUT: join(dir, 'out.json') }, timeoutMs);
  expect(code, output).toBe(0);
  return JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
}

describe('the shared behaviour suite (clients/shared/behaviour.json)', () => {
  it('TypeScript: every scenario', async () => {
    for (const c of await prepareAll(['default'])) await verify(h, c, await runTypeScript(c));
  }, 120_000);

  it.skipIf(!python.ok)(`Python (sync and async)${python.reason ? `: skipped, ${python.reason}` : ''}`, async () => {
    const cases = await prepareAll(['sync', 'async']);
    const outcomes = await runElsewhere(cases, `${repo}.venv/bin/pytest`, ['-q', '-p', 'no:cacheprovider', 'clients/python/tests'], repo, 300_000);
    for (const c of cases) await verify(h, c, outcomes[`${c.variant}:${c.scenario}`]);
  }, 360_000);

  it.skipIf(!go.ok)(`Go${go.reason ? `: skipped, ${go.reason}` : ''}`, async () => {
    const cases = await prepareAll(['default']);
    const outcomes = await runElsewhere(cases, goBinary(), ['test', '-count=1', '-run', 'TestBehaviour', '.'], `${repo}clients/go`, 900_000);
    for (const c of cases) await verify(h, c, outcomes[`${c.variant}:${c.scenario}`]);
  }, 960_000);
});
