import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../../src/contract/runner.js';
import type { RunReport } from '../../src/contract/types.js';
import { startPrism, type Running } from './targets.js';

let prism: Running;
let report: RunReport;

beforeAll(async () => {
  prism = await startPrism();
  report = await runContract({ target: prism.url, token: 'any-token', project: 'contract-prism', ledgerDir: mkdtempSync(join(tmpdir(), 'contract-ledger-')), mode: 'isolated-writes' });
}, 90_000);
afterAll(async () => {
  await prism?.stop();
});

const outcome = (id: string) => report.results.find((r) => r.id === id)?.outcome;

describe("contract run against Prism's stateless mock of the same contract", () => {
  it('is not mistaken for a sandbox, and exits 1', () => {
    expect(report.target.isSandbox).toBe(false);
    expect(report.exitCode).toBe(1);
  });

  it('passes the schema checks generated from the contract', () => {
    const generated = report.results.filter((r) => r.group === 'openapi');
    expect(generated.length).toBeGreaterThan(3);
    const ran = generated.filter((r) => r.outcome !== 'inconclusive');
    expect(ran.map((r) => [r.id, r.outcome, r.reason])).toEqual(ran.map((r) => [r.id, 'pass', undefined]));
    expect(outcome('openapi.list-devices')).toBe('pass');
    expect(outcome('openapi.get-device')).toBe('pass');
  });

  it('fails the behaviour checks that need state: normative ones fail, conventions are drift', () => {
    expect(outcome('tags.single-tag')).toBe('fail');
    expect(outcome('tags.and')).toBe('drift');
    expect(outcome('tags.or')).toBe('drift');
    expect(outcome('sync.updated-since-after-only')).toBe('drift');
    for (const id of ['bulk.no-rollback', 'bulk.accepts-500', 'idempotency.replay-applies-nothing']) {
      const o = outcome(id);
      // Until the bulk endpoint is in the contract these are "not advertised".
      expect(o === 'fail' || (o === 'inconclusive' && report.results.find((r) => r.id === id)!.reason!.startsWith('not advertised')), `${id}: ${o}`).toBe(true);
    }
  });

  it('makes checks that need the control API inconclusive, and skips load checks in isolated-writes mode', () => {
    expect(report.results.find((r) => r.id === 'auth.expired-token-401')).toMatchObject({ outcome: 'skipped' });
    expect(report.results.find((r) => r.id === 'limits.rate-200-per-second')).toMatchObject({ outcome: 'skipped', reason: expect.stringContaining('--mode destructive') });
  });
});
