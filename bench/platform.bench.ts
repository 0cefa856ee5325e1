/**
 * Platform document benchmark (issue #24): start-up of `serve --platform-openapi` with a generated
 * 300-operation document (target: under 2 s to the first answer), against the same start without
 * it; and the rate of an answer generated from a response schema, the sandbox against Prism's
 * dynamic mode (`prism mock -d`) on the same operation of the same document, in the same run
 * (target: at least 5x). Servers run in their own processes, taking turns; autocannon loads them
 * from this one (20 connections, `BENCH_SECONDS` per round, the median of `BENCH_ROUNDS`). Start-up
 * is the median of three starts of the compiled CLI (the bench builds first; tsx for reference),
 * wall clock and CPU time of the server process (which a busy machine does not inflate).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMs, firstAnswer, freePort, startProcess, stopAll, stopProcess } from './process.js';
import { CORPUS, DOCUMENTS, installed } from '../test/platform/corpus/documents.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKEN = 'bench-platform-token';
const RESOURCES = 60;

/** 60 resources of five operations each, none an inferable CRUD pair: every answer comes from a schema. */
function document(): object {
  const paths: Record<string, object> = {};
  const schemas: Record<string, object> = {};
  const ok = (ref: string) => ({ '200': { description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } } });
  for (let i = 0; i < RESOURCES; i++) {
    schemas[`Thing${i}`] = {
      type: 'object',
      required: ['id', 'name', 'created_at', 'owner'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', maxLength: 40 },
        count: { type: 'integer', minimum: 0, maximum: 1000 },
        state: { type: 'string', enum: ['new', 'active', 'retired'] },
        created_at: { type: 'string', format: 'date-time' },
        owner: { type: 'object', required: ['id', 'email'], properties: { id: { type: 'string' }, email: { type: 'string', format: 'email' } } },
        labels: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 20 } },
      },
    };
    schemas[`Stats${i}`] = { type: 'object', required: ['calls', 'errors', 'window'], properties: { calls: { type: 'integer', minimum: 0 }, errors: { type: 'integer', minimum: 0 }, window: { type: 'string', enum: ['hour', 'day'] }, top: { type: 'array', maxItems: 3, items: { $ref: `#/components/schemas/Thing${i}` } } } };
    const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    paths[`/v9/things${i}`] = { get: { operationId: `list${i}`, parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', maxItems: 3, items: { $ref: `#/components/schemas/Thing${i}` } } } } } } } };
    paths[`/v9/things${i}/search`] = { post: { operationId: `search${i}`, requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } } } } }, responses: ok(`Thing${i}`) } };
    paths[`/v9/things${i}/{id}`] = { get: { operationId: `get${i}`, parameters: id, responses: ok(`Thing${i}`) }, patch: { operationId: `patch${i}`, parameters: id, requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: ok(`Thing${i}`) } };
    paths[`/v9/things${i}/{id}/stats`] = { get: { operationId: `stats${i}`, parameters: id, responses: ok(`Stats${i}`) } };
  }
  return { openapi: '3.1.0', info: { title: 'generated', version: '1.0.0' }, paths, components: { schemas } };
}

const headers = { authorization: `Bearer ${TOKEN}`, 'x-service-project': 'bench' };

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

type Runner = 'dist' | 'tsx';
const COMMANDS: Record<Runner, string[]> = { dist: ['dist/cli.js', 'serve'], tsx: ['--import', 'tsx', 'src/cli.ts', 'serve'] };

async function sandbox(extra: string[], runner: Runner = 'dist'): Promise<{ child: ChildProcess; url: string; ms: number; cpu: number }> {
  const port = await freePort();
  const since = performance.now();
  const child = startProcess([...COMMANDS[runner], '--port', String(port), '--token', TOKEN, '--rate-limit', '0', '--log-level', 'silent', ...extra]);
  const url = `http://127.0.0.1:${port}`;
  const ms = await firstAnswer(`${url}/_sandbox/health`, since, headers);
  return { child, url, ms, cpu: cpuMs(child.pid!) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startUp(extra: string[], runner: Runner = 'dist'): Promise<{ ms: number; cpu: number }> {
  const runs: { ms: number; cpu: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await sandbox(extra, runner);
    runs.push({ ms: s.ms, cpu: s.cpu });
    await stopProcess(s.child);
  }
  return { ms: median(runs.map((r) => r.ms)), cpu: median(runs.map((r) => r.cpu)) };
}

async function rate(url: string): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  const r = await autocannon({ url: `${url}/v9/things7/abc/stats`, connections: 20, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

/**
 * A GET of the document with no parameters and a JSON answer schema: one operation whose answer is
 * generated. The sandbox serves it under the server URL's path, Prism at the path as written.
 */
function generatedOperation(doc: Record<string, any>): { sandbox: string; prism: string } | undefined {
  const base = (() => {
    try {
      return new URL(doc.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/+$/, '');
    } catch {
      return '';
    }
  })();
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    const op = item?.get;
    if (!op || path.includes('{') || [...(item.parameters ?? []), ...(op.parameters ?? [])].some((p: any) => p.required || p.$ref)) continue;
    const ok = op.responses?.['200']?.content?.['application/json']?.schema;
    if (ok && !op.requestBody) return { sandbox: base + path, prism: path };
  }
  return undefined;
}

/** What Prism checks a call presents for the document's first security requirement (it checks presence, not value). */
function prismCredentials(doc: Record<string, any>): { headers: Record<string, string>; query: string } {
  const name = Object.keys(doc.security?.[0] ?? {})[0];
  const scheme = name ? doc.components?.securitySchemes?.[name] : undefined;
  if (scheme?.type === 'http' && /^basic$/i.test(scheme.scheme)) return { headers: { authorization: 'Basic YmVuY2g6YmVuY2g=' }, query: '' };
  if (scheme?.type === 'apiKey' && scheme.in === 'header') return { headers: { [String(scheme.name).toLowerCase()]: 'bench' }, query: '' };
  if (scheme?.type === 'apiKey' && scheme.in === 'query') return { headers: {}, query: `?${encodeURIComponent(scheme.name)}=bench` };
  return { headers: {}, query: '' };
}

/** The corpus (test/platform/corpus): start-up and RSS per document against Prism's, and one schema-generated answer's rate. */
async function corpus(): Promise<string[]> {
  if (!installed()) return ['corpus: not installed (bash scripts/setup.sh)'];
  const rows: string[] = ['| Document | ops | sandbox start ms (CPU ms); RSS MB | Prism start ms; RSS MB | generated answer, sandbox vs Prism (answers/s; body bytes) | ratio |', '|---|---|---|---|---|---|'];
  const ratios: number[] = [];
  let startMet = 0;
  for (const d of DOCUMENTS) {
    const file = join(CORPUS, d.file);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    const ops = Object.values<any>(doc.paths ?? {}).reduce((n, item) => n + ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].filter((m) => item?.[m]).length, 0);
    const server = await sandbox(['--platform-openapi', file]);
    const sandboxRss = rssMb(server.child.pid!);
    const prismPort = await freePort();
    const since = performance.now();
    const prism = startProcess([join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'), 'mock', file, '-d', '-p', String(prismPort), '-h', '127.0.0.1']);
    const prismUrl = `http://127.0.0.1:${prismPort}`;
    let prismMs: number | undefined;
    try {
      prismMs = await firstAnswer(`${prismUrl}/`, since, {}, 120_000);
    } catch {
      prismMs = undefined;
    }
    const prismRss = prism.exitCode === null ? rssMb(prism.pid!) : undefined;
    if (prismMs === undefined || server.ms <= prismMs) startMet++;
    const path = generatedOperation(doc);
    let answer = '–';
    let ratio = '–';
    if (path && prismMs !== undefined) {
      const load = async (url: string, extra: Record<string, string>) => {
        const first = await fetch(url, { headers: { ...headers, ...extra } });
        const bytes = (await first.arrayBuffer()).byteLength;
        if (first.status >= 300) return { rps: 0, bytes, status: first.status };
        const r = await autocannon({ url, connections: 20, duration: 2, headers: { ...headers, ...extra } });
        return { rps: r.requests.average, bytes, status: first.status };
      };
      const s = await load(`${server.url}${path.sandbox}`, { prefer: 'dynamic=true' });
      const credentials = prismCredentials(doc);
      const p = await load(`${prismUrl}${path.prism}${credentials.query}`, credentials.headers);
      answer = `GET ${path.sandbox}: ${Math.round(s.rps)}${s.status >= 300 ? ` (${s.status})` : ''}; ${s.bytes} B vs ${Math.round(p.rps)}${p.status >= 300 ? ` (${p.status})` : ''}; ${p.bytes} B`;
      if (s.rps && p.rps) {
        ratios.push(s.rps / p.rps);
        ratio = `${(s.rps / p.rps).toFixed(1)}x`;
      }
    }
    rows.push(`| ${d.file} | ${ops} | ${Math.round(server.ms)} (${Math.round(server.cpu)}); ${sandboxRss} | ${prismMs === undefined ? 'Prism did not start' : `${Math.round(prismMs)}; ${prismRss ?? '–'}`} | ${answer} | ${ratio} |`);
    await stopProcess(server.child);
    await stopProcess(prism);
  }
  rows.push('', `corpus targets: start-up at most Prism's on ${startMet} of ${DOCUMENTS.length} documents (one where Prism did not start counts as met); generated-answer ratio, median over ${ratios.length} documents where both answered 2xx: ${ratios.length ? `${median(ratios).toFixed(1)}x (target 5x: ${median(ratios) >= 5 ? 'met' : 'NOT met'})` : '–'}`);
  return rows;
}

async function main(): Promise<void> {
  if (process.env.BENCH_PLATFORM === 'corpus') {
    process.stdout.write(`${(await corpus()).join('\n')}\n`);
    return;
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'platform-bench-'));
  const file = join(dir, 'platform.json');
  writeFileSync(file, JSON.stringify(document()));
  process.stdout.write('building dist/ (npm run build): start-up is measured on the compiled CLI\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  try {
    const without = await startUp([]);
    const withDoc = await startUp(['--platform-openapi', file]);
    const withDocTsx = await startUp(['--platform-openapi', file], 'tsx');
    const server = await sandbox(['--platform-openapi', file]);
    const prismPort = await freePort();
    const prismSince = performance.now();
    const prism = startProcess([join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'), 'mock', file, '-d', '-p', String(prismPort), '-h', '127.0.0.1']);
    const prismUrl = `http://127.0.0.1:${prismPort}`;
    const prismMs = await firstAnswer(`${prismUrl}/v9/things0/x/stats`, prismSince, headers);
    const sample = await (await fetch(`${server.url}/v9/things7/abc/stats`, { headers })).json();
    await Promise.all([rate(server.url), rate(prismUrl)]); // warm-up, not recorded
    const rounds: Record<'sandbox' | 'prism', Awaited<ReturnType<typeof rate>>[]> = { sandbox: [], prism: [] };
    for (let i = 0; i < ROUNDS; i++) {
      rounds.sandbox.push(await rate(server.url));
      rounds.prism.push(await rate(prismUrl));
    }
    const pick = (rs: Awaited<ReturnType<typeof rate>>[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)];
    const s = pick(rounds.sandbox);
    const p = pick(rounds.prism);
    const out = [
      `platform bench: a generated document of ${RESOURCES * 5} operations; ${SECONDS} s rounds, median of ${ROUNDS}; load ${os.loadavg()[0].toFixed(1)}`,
      '',
      '| Row | Sandbox | Prism -d | Ratio |',
      '|---|---|---|---|',
      `| start-up to first answer, dist (ms; CPU ms) | ${Math.round(withDoc.ms)}; ${Math.round(withDoc.cpu)} (without the document: ${Math.round(without.ms)}; ${Math.round(without.cpu)}; through tsx: ${Math.round(withDocTsx.ms)}; ${Math.round(withDocTsx.cpu)}) | ${Math.round(prismMs)} | – |`,
      `| schema-generated answer, GET /v9/things7/{id}/stats (answers/s) | ${Math.round(s.rps)} (p50 ${s.p50} ms, p99 ${s.p99} ms${s.non2xx ? `, ${s.non2xx} non-2xx` : ''}) | ${Math.round(p.rps)} (p50 ${p.p50} ms, p99 ${p.p99} ms${p.non2xx ? `, ${p.non2xx} non-2xx` : ''}) | ${(s.rps / p.rps).toFixed(1)}x |`,
      `| RSS after the load (MB) | ${rssMb(server.child.pid!)} | ${rssMb(prism.pid!)} | – |`,
      '',
      `targets: start-up with the document under 2000 ms: ${withDoc.ms < 2000 ? 'met' : `NOT met on the wall clock (CPU ${Math.round(withDoc.cpu)} ms, load ${os.loadavg()[0].toFixed(1)})`}; at least 5x Prism's dynamic mode: ${s.rps >= 5 * p.rps ? 'met' : 'NOT met'}`,
      `a sandbox answer: ${JSON.stringify(sample).slice(0, 160)}...`,
    ];
    process.stdout.write(`${out.join('\n')}\n`);
    await stopProcess(server.child);
    await stopProcess(prism);
    process.stdout.write(`\n${(await corpus()).join('\n')}\n`);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch(async (err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  await stopAll();
  process.exit(1);
});
