/**
 * The Python and Go clients' generated code is what the contract gives today (like
 * src/generated/), the hand-written layers pass their checkers (mypy --strict, go vet), and the
 * venv's platform_sdk is the one `pip install ./clients/python` makes of this tree, and that
 * install writes nothing into the checkout.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goBinary, repo, spawnRunner, tool } from './behaviour-harness.js';

const python = tool('Python', `${repo}.venv/bin/openapi-python-client`, 'the venv with openapi-python-client and mypy');
const go = tool('Go', goBinary() === 'go' ? '/nonexistent/go' : goBinary(), 'a Go toolchain');
const tsx = `${repo}node_modules/.bin/tsx`;

const skipped = (t: { reason: string }) => (t.reason ? `: skipped, ${t.reason}` : '');

describe('the Python client', () => {
  it.skipIf(!python.ok)(`is generated from the contract as committed${skipped(python)}`, async () => {
    const { code, output } = await spawnRunner(tsx, ['scripts/gen-clients.ts', '--check', '--only', 'python'], repo, {}, 300_000);
    expect(code, output).toBe(0);
  }, 300_000);

  it.skipIf(!python.ok)(`passes mypy --strict, generated code included${skipped(python)}`, async () => {
    const { code, output } = await spawnRunner(`${repo}.venv/bin/mypy`, ['platform_sdk', 'tests', 'examples'], `${repo}clients/python`, {}, 300_000);
    expect(code, output).toBe(0);
  }, 300_000);

  it.skipIf(!python.ok)(`is installed in the venv from this tree (scripts/setup.sh)${skipped(python)}`, async () => {
    const { code, output } = await spawnRunner(`${repo}.venv/bin/python`, ['-c', 'import platform_sdk, os; print(os.path.dirname(platform_sdk.__file__))'], '/', {}, 60_000);
    expect(code, output).toBe(0);
    const installed = output.trim();
    expect(installed).toContain('site-packages');
    for (const file of readdirSync(`${repo}clients/python/platform_sdk`).filter((f) => f.endsWith('.py') || f === 'py.typed')) {
      expect(readFileSync(`${installed}/${file}`, 'utf8'), `${file} differs: run scripts/setup.sh`).toBe(readFileSync(`${repo}clients/python/platform_sdk/${file}`, 'utf8'));
    }
  }, 60_000);
});

/** Every path under `dir`, caches of the tools that run beside this test (mypy, pytest) left out. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((p) => !/(^|\/)(__pycache__|\.mypy_cache|\.pytest_cache|\.ruff_cache)(\/|$)/.test(p)).sort();
}

describe('installing the Python client', () => {
  it.skipIf(!python.ok)(`writes nothing into the checkout (pip install ./clients/python)${skipped(python)}`, async () => {
    const before = tree(`${repo}clients/python`);
    const target = mkdtempSync(join(tmpdir(), 'pip-target-'));
    try {
      // As a partner installs it (build isolation included), into a directory of its own.
      const { code, output } = await spawnRunner(`${repo}.venv/bin/python`, ['-m', 'pip', 'install', '-q', '--disable-pip-version-check', '--no-deps', '--target', target, './clients/python'], repo, {}, 120_000);
      expect(code, output).toBe(0);
      expect(readdirSync(join(target, 'platform_sdk'))).toContain('py.typed');
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
    expect(tree(`${repo}clients/python`)).toEqual(before);
  }, 120_000);
});

describe('the Go client', () => {
  it.skipIf(!go.ok)(`is generated from the contract as committed${skipped(go)}`, async () => {
    const { code, output } = await spawnRunner(tsx, ['scripts/gen-clients.ts', '--check', '--only', 'go'], repo, {}, 600_000);
    expect(code, output).toBe(0);
  }, 600_000);

  it.skipIf(!go.ok)(`is go vet clean${skipped(go)}`, async () => {
    const { code, output } = await spawnRunner(goBinary(), ['vet', './...'], `${repo}clients/go`, {}, 600_000);
    expect(code, output).toBe(0);
  }, 600_000);
});
