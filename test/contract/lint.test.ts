/**
 * The contract as generator input: Redocly's recommended ruleset and Spectral's `oas` ruleset
 * find no error and no warning in the merged document (decision 0904). A warning we keep is
 * turned off in redocly.yaml or .spectral.yaml with its reason, so a new one fails here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/openapi/document.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'contract-lint-'));
const file = join(dir, 'contract.json');
writeFileSync(file, JSON.stringify(loadContract()));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a linter; its exit status says only whether it found errors, the report says the rest. */
async function lint(cmd: string, args: string[]): Promise<string> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  try {
    return (await run(cmd, args, { cwd: root, env, maxBuffer: 32 * 1024 * 1024 })).stdout;
  } catch (err) {
    return (err as { stdout?: string }).stdout ?? String(err);
  }
}

describe('the contract lints clean', () => {
  it('declares a 4xx status on every operation but SCIM\'s and the graph\'s (whose errors are `default`; redocly.yaml)', () => {
    const doc = loadContract();
    const without = Object.entries<Record<string, any>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op?.operationId && !op.tags?.includes('graph') && !op.tags?.includes('scim') && !Object.keys(op.responses ?? {}).some((s) => s.startsWith('4')))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(without).toEqual([]);
  });

  it("Redocly's recommended ruleset (redocly.yaml): no error, no warning", async () => {
    const out = await lint(bin('redocly'), ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json']);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it("Spectral's oas ruleset (.spectral.yaml): no error, no warning", async () => {
    const out = await lint(bin('spectral'), ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet']);
    const report = JSON.parse(out.trim() || '[]') as { code: string; severity: number; message: string; path: string[] }[];
    expect(report.map((p) => `${['error', 'warning', 'info', 'hint'][p.severity]} ${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
  }, 60_000);
});
