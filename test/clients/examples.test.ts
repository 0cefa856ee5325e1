/**
 * Every example of docs/client.md and clients/*\/examples runs against a live sandbox: the sync job
 * in TypeScript, Python and Go, each run twice (the second run starts from the watermark the first
 * kept), and the Go instructions for a checkout (`replace` and `go work`) run exactly as written in
 * scratch directories, the programs they build being the Go runs. The page shows each example as
 * its file is; a code block the page shows is an example or an instruction run here.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { goBinary, repo, spawnRunner, tool } from './behaviour-harness.js';

const h = useSandbox();
const python = tool('Python', `${repo}.venv/bin/python`, 'the venv with platform_sdk');
const go = tool('Go', goBinary() === 'go' ? '/nonexistent/go' : goBinary(), 'a Go toolchain');
const page = readFileSync(`${repo}docs/client.md`, 'utf8');

/** The page's code blocks, each with the marker comment before it (`example: FILE`, `go-checkout: NAME`). */
const blocks = [...page.matchAll(/(?:<!-- ([a-z-]+): (\S+) -->\n)?```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ kind: m[1], name: m[2], lang: m[3], code: m[4] }));
const examples = ['clients/typescript/examples', 'clients/python/examples', 'clients/go/examples'].flatMap((dir) =>
  (readdirSync(`${repo}${dir}`, { recursive: true }) as string[]).filter((f) => /\.(ts|py|go)$/.test(f)).map((f) => `${dir}/${f}`),
);

interface Journal {
  path: string;
  query: string;
  method: string;
  status: number;
  request_headers: Record<string, string>;
}

async function devices(project: string): Promise<{ id: string; tags: string[] }[]> {
  const r = await h.call('GET', '/v2/registry/devices?limit=500', { project });
  return r.body.data;
}

/** A project for one language; answers the devices tagged retired there. */
async function project(): Promise<{ project: string; retired: string[] }> {
  const p = h.newProject();
  const retired = (await devices(p)).filter((d) => d.tags.includes('retired')).map((d) => d.id);
  expect(retired.length, 'the fixtures have retired devices').toBeGreaterThan(0);
  return { project: p, retired };
}

/** Runs the job twice (retiring one more device between the runs) and checks the server's side. */
async function twice(p: { project: string; retired: string[] }, run: (n: number) => Promise<{ code: number; output: string }>): Promise<void> {
  const first = await run(1);
  expect(first.code, first.output).toBe(0);
  const archived = (await devices(p.project)).filter((d) => d.tags.includes('retired'));
  expect(archived.map((d) => d.id).sort()).toEqual([...p.retired].sort());
  for (const d of archived) expect(d.tags, d.id).toContain('archived');
  // Retired since the first run: the second run (from the kept watermark) archives it, and only it.
  const next = (await devices(p.project)).find((d) => !d.tags.includes('retired'))!;
  expect((await h.call('PATCH', `/v2/registry/devices/${next.id}`, { project: p.project, body: { tags: ['retired'] } })).status).toBe(200);
  const second = await run(2);
  expect(second.code, second.output).toBe(0);
  expect((await h.call('GET', `/v2/registry/devices/${next.id}`, { project: p.project })).body.tags.sort()).toEqual(['archived', 'retired']);
  const journal = (await h.admin('GET', `/journal?project=${p.project}&limit=1000`)).body.data as Journal[];
  const bulk = journal.filter((e) => e.path === '/v2/registry/devices/bulk').reverse();
  expect(bulk.map((e) => e.status)).toEqual([207, 207]);
  for (const e of bulk) expect(e.request_headers['idempotency-key']).toMatch(/^archive-[\x21-\x7e]+$/);
  // The second run read only what changed since the first run's watermark (kept with its fraction of a second).
  const since = journal.filter((e) => e.path === '/v2/registry/devices' && e.query.includes('updated_since='));
  expect(since.length, 'list calls from a watermark').toBeGreaterThan(0);
  for (const e of since) expect(decodeURIComponent(e.query)).toMatch(/updated_since=\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+/);
}

const env = (p: { project: string }) => ({ PLATFORM_URL: h.url, PLATFORM_PROJECT: p.project, TOKEN: h.token });

describe('the examples of docs/client.md and clients/*/examples', () => {
  it('the page shows each example as its file is, and no code block that is not run here', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b.kind, `a \`\`\`${b.lang} block without a marker`).toMatch(/^(example|go-checkout)$/);
      if (b.kind === 'example') expect(b.code, b.name).toBe(readFileSync(`${repo}${b.name}`, 'utf8'));
    }
    expect(blocks.filter((b) => b.kind === 'example').map((b) => b.name).sort()).toEqual([...examples].sort());
    expect(blocks.filter((b) => b.kind === 'go-checkout').map((b) => b.name).sort()).toEqual(['replace', 'work']);
  });

  it('TypeScript: the sync job, twice', async () => {
    const p = await project();
    const dir = mkdtempSync(join(tmpdir(), 'example-ts-'));
    // `platform-sandbox/client` is this checkout's client (tsconfig.json `paths`), as the installed package would be.
    await twice(p, () => spawnRunner(`${repo}node_modules/.bin/tsx`, [`${repo}clients/typescript/examples/sync-job.ts`], dir, { ...env(p), TSX_TSCONFIG_PATH: `${repo}tsconfig.json` }, 60_000));
  }, 120_000);

  it.skipIf(!python.ok)(`Python: the sync job, twice${python.reason ? `: skipped, ${python.reason}` : ''}`, async () => {
    const p = await project();
    const dir = mkdtempSync(join(tmpdir(), 'example-py-'));
    await twice(p, () => spawnRunner(`${repo}.venv/bin/python`, [`${repo}clients/python/examples/sync_job.py`], dir, env(p), 60_000));
  }, 120_000);

  it.skipIf(!go.ok)(`Go: the checkout instructions (replace, go work) as written, then the programs they built, twice${go.reason ? `: skipped, ${go.reason}` : ''}`, async () => {
    const built: Record<string, string> = {};
    for (const b of blocks.filter((x) => x.kind === 'go-checkout')) {
      const scratch = mkdtempSync(join(tmpdir(), `go-${b.name}-`));
      const r = await spawnRunner('bash', ['-euo', 'pipefail', '-c', b.code], scratch, { PLATFORM_SANDBOX: repo.replace(/\/$/, ''), PATH: `${goBinary().replace(/\/go$/, '')}:${process.env.PATH}` }, 300_000);
      expect(r.code, `${b.name}: ${r.output}`).toBe(0);
      built[b.name] = join(scratch, 'syncjob', 'syncjob');
    }
    const p = await project();
    const dir = mkdtempSync(join(tmpdir(), 'example-go-'));
    // The first run by the program the `replace` instructions built, the second by the `go work` one.
    await twice(p, (n) => spawnRunner(n === 1 ? built.replace : built.work, [], dir, env(p), 60_000));
  }, 420_000);
});
