import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { contractCommand } from '../../src/contract/cli.js';
import { sessionAs } from '../auth/helpers.js';
import { useSandbox } from '../helpers/sandbox.js';
import { waitFor } from '../events/receiver.js';
import { TestClient } from './clients.js';

const h = useSandbox();

/** Every delivery of the project attempted (a duplicate copy too), and with `settled` finished. */
async function deliveriesAttempted(project: string, settled: boolean) {
  await waitFor(async () => {
    const r = await h.call('GET', '/events/deliveries?limit=100', { project });
    const all = r.body.data as { status: string; attempts: unknown[]; injected_faults: string[] }[];
    return all.length > 0 && all.every((d) => d.attempts.length >= (d.injected_faults.includes('webhook_duplicate') ? 2 : 1) && (!settled || d.status === 'succeeded'));
  }, 'the webhook attempts');
}

/**
 * Signs a client in, starts its receiver, puts resilience-suite in force in its project, runs its
 * flow, lets the badly signed delivery's retry come (5 s on the sandbox's clock), answers the report.
 */
async function runUnderSuite(careful: boolean, project = h.newProject()) {
  const session = await sessionAs(h, 'admin');
  const client = new TestClient(h.url, project, { access: session.access_token, refresh: session.refresh_token }, careful);
  const rx = await client.listen();
  try {
    expect((await h.admin('POST', `/scenarios/projects/${project}`, { name: 'resilience-suite' })).status).toBe(201);
    await client.run();
    await deliveriesAttempted(project, false);
    expect((await h.admin('POST', '/clock', { advance_seconds: 5 })).status).toBe(200);
    await deliveriesAttempted(project, true);
  } finally {
    await rx.close();
  }
  const r = await h.admin('GET', `/projects/${project}/resilience`);
  expect(r.status).toBe(200);
  return r.body;
}

let careless = '';

const verdicts = (report: any) => Object.fromEntries(report.expectations.map((e: any) => [e.id, e.verdict]));

describe('the resilience report under resilience-suite', () => {
  it('a careful client meets every expectation the suite exercises', async () => {
    const report = await runUnderSuite(true);
    expect(verdicts(report)).toEqual({
      'rate_limit.retry_after': 'met',
      'rate_limit.concurrency': 'met',
      'rate_limit.give_up': 'met',
      'bulk.retry_failed_only': 'met',
      'bulk.new_key': 'met',
      'bulk.checked_items': 'met',
      'write.same_key': 'met',
      'read.retried': 'met',
      'retry.backoff_grows': 'met',
      'token.refresh_once': 'met',
      'token.no_refresh_loop': 'met',
      'token.401_not_403': 'met',
      'webhook.bad_signature_refused': 'met',
      'webhook.acknowledged': 'met',
      'webhook.duplicate_acknowledged': 'met',
    });
    expect(report.score).toEqual({ met: 15, exercised: 15, ratio: 1 });
    expect(report.fault_coverage.met).toEqual(report.fault_coverage.in_force);
    expect(report.fault_coverage.in_force).toEqual(['bulk_item_failure', 'connection_reset', 'empty_response', 'rate_limit', 'status', 'token_expired', 'webhook_bad_signature', 'webhook_duplicate']);
    // The bad attempt refused, then its retry and every other delivery acknowledged, the duplicate too.
    const exercised = Object.fromEntries(report.expectations.filter((e: any) => e.id.startsWith('webhook.')).map((e: any) => [e.id, e.exercised]));
    expect(exercised).toEqual({ 'webhook.bad_signature_refused': 1, 'webhook.acknowledged': report.deliveries - 2, 'webhook.duplicate_acknowledged': 1 });
  });

  it('a careless client: each flaw reported once, by the right expectation, with the calls as evidence', async () => {
    const report = await runUnderSuite(false);
    const violated = report.expectations.filter((e: any) => e.verdict === 'violated');
    expect(violated.map((e: any) => [e.id, e.violations.length])).toEqual([
      ['rate_limit.retry_after', 1],
      ['bulk.retry_failed_only', 1],
      ['write.same_key', 1],
      ['token.no_refresh_loop', 1],
      ['webhook.bad_signature_refused', 1],
    ]);
    const byId = Object.fromEntries(violated.map((e: any) => [e.id, e.violations[0]]));
    // Ignored Retry-After: the 429 and the retry, by time.
    expect(byId['rate_limit.retry_after'].detail).toMatch(/^retried \d+ ms after a 429 with Retry-After: 1$/);
    expect(byId['rate_limit.retry_after'].calls.map((c: any) => [c.method, c.path, c.status])).toEqual([
      ['GET', '/v2/registry/devices', 429],
      ['GET', '/v2/registry/devices', 200],
    ]);
    // The whole bulk resent: two applied items and the permanently failed one.
    expect(byId['bulk.retry_failed_only'].detail).toBe('the retry resent 2 item(s) the 207 had applied and 1 that failed for good');
    const [bulk, resent] = byId['bulk.retry_failed_only'].calls;
    expect(bulk).toMatchObject({ status: 207, faults: ['bulk_item_failure', 'bulk_item_failure'] });
    expect(resent.body_sha256).toBe(bulk.body_sha256);
    // The write retried with no key.
    expect(byId['write.same_key']).toMatchObject({ detail: 'the write carried no Idempotency-Key' });
    expect(byId['write.same_key'].calls.map((c: any) => [c.method, c.idempotency_key, c.faults])).toEqual([
      ['POST', null, ['connection_reset']],
      ['POST', null, []],
    ]);
    // Refreshes after a refused one.
    expect(byId['token.no_refresh_loop'].detail).toBe('2 further refresh(es) after a failed one');
    expect(byId['token.no_refresh_loop'].calls.map((c: any) => [c.path, c.status])).toEqual(Array(3).fill(['/v3/auth/sessions', 401]));
    expect(verdicts(report)['token.refresh_once']).toBe('met');
    // The badly signed attempt acknowledged: the delivery's first attempt, its answer, its webhook-id.
    const bad = byId['webhook.bad_signature_refused'];
    expect(bad.detail).toBe('a badly signed attempt was acknowledged with 200');
    expect(bad.calls).toEqual([]);
    expect(bad.deliveries).toEqual([expect.objectContaining({ event_type: 'device.created', attempt: 1, bad_signature: true, duplicate: false, status: 200, error: null })]);
    expect(bad.deliveries[0].webhook_id).toMatch(/^msg_/);
    expect(verdicts(report)['webhook.duplicate_acknowledged']).toBe('met');
    expect(report.score.met).toBeLessThan(report.score.exercised);
    careless = report.project;
  });

  it('contract resilience renders the report (terminal, JUnit, Markdown) and exits 1 on a violation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'resilience-'));
    const out: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    try {
      await contractCommand(['resilience', '--target', h.url, '--project', careless, '--junit', join(dir, 'r.xml'), '--summary', join(dir, 'r.md')]);
    } finally {
      write.mockRestore();
    }
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    const text = out.join('');
    expect(text).toMatch(/VIOLATED\s+write\.same_key/);
    expect(text).toMatch(/met\s+token\.refresh_once/);
    expect(text).toContain('Score: 9/14 expectations met');
    expect(text).toMatch(/VIOLATED\s+webhook\.bad_signature_refused[^\n]*\n\s+a badly signed attempt was acknowledged with 200\n\s+\S+ webhook msg_\w+ device\.created attempt 1 \(badly signed\) -> 200\n/);
    const junit = readFileSync(join(dir, 'r.xml'), 'utf8');
    expect(junit.match(/<failure /g)).toHaveLength(5);
    expect(junit).toContain('name="bulk.new_key"');
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).toContain('| `token.no_refresh_loop` | **violated** |');
  });

  it('a project with no recorded calls lists every expectation as not exercised', async () => {
    const r = await h.admin('GET', '/projects/nobody-here/resilience');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ calls: 0, dropped: 0, deliveries: 0, deliveries_dropped: 0, complete_from: null, score: { met: 0, exercised: 0, ratio: null } });
    expect(new Set(r.body.expectations.map((e: any) => e.verdict))).toEqual(new Set(['not_exercised']));
    expect(r.body.expectations).toHaveLength(15);
    const bad = await h.admin('GET', '/projects/nobody-here/resilience?max_attempts=0');
    expect(bad.status).toBe(400);
  });
});
