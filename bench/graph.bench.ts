/**
 * The Knowledge Graph over HTTP, three rates measured in one run: `GET /v2/registry/devices?limit=10`
 * (REST), `{ __typename }` (the GraphQL transport's own cost) and the nested query (10 tickets with
 * their devices, links and linked articles), plus a mocked query on a generated 128-type user
 * schema. Prints two ratios: `{ __typename }` / REST (target >= 0.5) and nested / `{ __typename }`
 * (target >= 0.4). Ratios, so they hold on a loaded machine; about 10 s. First, a fresh sandbox's
 * first GraphQL call (a small nested query right after a REST call made the project) against the
 * median of the next 50 identical calls (target <= 2x). Last, a large user SDL's cost (issue 48):
 * start-up of the dist CLI to its first `{ __typename }` answer with `--graph-schema FILE` minus
 * the same start without it (median of three each), against the reference `bench/sdl-reference.ts`
 * (`buildSchema` + `addMocksToSchema` + the query), for the generated SDL at 128 and 1,500 types
 * (target: at most 1.5x). `BENCH_GRAPH=sdl` runs that part alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSandbox } from '../src/server.js';
import { generatedSdl } from '../test/graph/generated-sdl.js';
import { cpuMs, freePort, startProcess, stopProcess } from './process.js';

const PROJECT = 'bench';
export const NESTED = '{ tickets(first: 10) { totalCount edges { node { id subject status devices { id name } links { edges { node { kind article { title } } } } } } } }';
const TRIVIAL = '{ __typename }';
const MOCKED = '{ thing5(id: "w-1") { id name email createdAt color count next { id name } items { id name color } } ticket(id: "tkt_0000001") { subject sentiment } }';
const DURATION = Number(process.env.BENCH_GRAPH_SECONDS ?? 2);

async function rate(url: string, token: string, request: { path: string; method?: 'GET' | 'POST'; body?: string }): Promise<number> {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    body: request.body,
    connections: 8,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}`, 'x-service-project': PROJECT, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
  });
  if (result.non2xx) throw new Error(`${result.non2xx} answers to ${request.path} were not 2xx`);
  return result.requests.average;
}

/** Values in an answer (every object member and list item): what "fields" the nested query resolves. */
const values = (v: unknown): number => (Array.isArray(v) ? v.reduce((n: number, x) => n + 1 + values(x), 0) : v && typeof v === 'object' ? Object.values(v).reduce((n: number, x) => n + 1 + values(x), 0) : 0);

const dir = mkdtempSync(join(tmpdir(), 'graph-bench-'));
const file = join(dir, 'platform.graphql');
writeFileSync(file, generatedSdl());
const FIRST = '{ tickets(first: 3) { edges { node { id subject links(first: 2) { edges { node { kind } } } } } } }';

/** Milliseconds of the first GraphQL call of a fresh sandbox, and the median of the next 50. */
async function firstCall(): Promise<{ first: number; median: number }> {
  const fresh = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
  try {
    const headers = { authorization: `Bearer ${fresh.operatorToken}`, 'x-service-project': 'first-call', 'content-type': 'application/json' };
    await (await fetch(`${fresh.url}/v2/registry/devices?limit=1`, { headers })).text();
    const time = async () => {
      const t = performance.now();
      const r = await fetch(`${fresh.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: FIRST }) });
      await r.text();
      if (r.status !== 200) throw new Error(`the first-call query answered ${r.status}`);
      return performance.now() - t;
    };
    const first = await time();
    const next: number[] = [];
    for (let i = 0; i < 50; i++) next.push(await time());
    next.sort((a, b) => a - b);
    return { first, median: next[25] };
  } finally {
    await fresh.stop();
  }
}

const TOKEN = 'bench-operator-token';

/**
 * From spawning the dist CLI until `POST /graphql { __typename }` answers 200: milliseconds of wall
 * clock and of the server's CPU time (which a busy machine does not inflate).
 */
async function startToTypename(extra: string[]): Promise<Timed> {
  const port = await freePort();
  const t0 = performance.now();
  const child = startProcess(['dist/cli.js', 'serve', '--port', String(port), '--token', TOKEN, '--log-level', 'silent', '--rate-limit', '0', ...extra]);
  try {
    for (;;) {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'x-service-project': PROJECT, 'content-type': 'application/json' }, body: JSON.stringify({ query: TRIVIAL }) }).catch(() => undefined);
      if (r?.status === 200) return { ms: performance.now() - t0, cpu: cpuMs(child.pid!) };
      if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}) before answering`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stopProcess(child);
  }
}

interface Timed {
  ms: number;
  cpu: number;
}

/** The median of three runs, by CPU time. */
const median3 = async (f: () => Promise<Timed>) => [await f(), await f(), await f()].sort((a, b) => a.cpu - b.cpu)[1];

/** A generated SDL of `types` types: the sandbox's cost to serve it against `@graphql-tools/mock`'s alone. */
async function sdlCost(types: number): Promise<void> {
  const sdl = join(dir, `generated-${types}.graphql`);
  writeFileSync(sdl, generatedSdl(types));
  const without = await median3(() => startToTypename([]));
  const withSdl = await median3(() => startToTypename(['--graph-schema', sdl]));
  const reference = await median3(async () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/sdl-reference.ts', sdl], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`sdl-reference failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim()) as Timed;
  });
  const cost = { ms: withSdl.ms - without.ms, cpu: withSdl.cpu - without.cpu };
  const f = (t: Timed) => `${t.cpu.toFixed(0)} ms CPU (${t.ms.toFixed(0)} ms wall)`;
  process.stdout.write(
    `${types}-type SDL: start to { __typename } ${f(withSdl)} with it, ${f(without)} without: cost ${f(cost)}; ` +
      `buildSchema + addMocksToSchema + query ${f(reference)}: ${(cost.cpu / reference.cpu).toFixed(2)}x by CPU (target <= 1.5)\n`,
  );
}

if (process.env.BENCH_GRAPH === 'sdl') {
  buildDist();
  for (const types of [128, 1500]) await sdlCost(types);
  process.exit(0);
}

function buildDist(): void {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
}

const firstGraph = await firstCall();
process.stdout.write(`first GraphQL call of a fresh sandbox: ${firstGraph.first.toFixed(1)} ms; median of the next 50: ${firstGraph.median.toFixed(1)} ms (${(firstGraph.first / firstGraph.median).toFixed(1)}x; target <= 2)\n`);

const sb = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
const user = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false }, graphSchemaFiles: [file] });
const post = (query: string) => ({ path: '/graphql', method: 'POST' as const, body: JSON.stringify({ query }) });
try {
  const sample = await fetch(`${sb.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': PROJECT, 'content-type': 'application/json' }, body: post(NESTED).body });
  const fields = values(((await sample.json()) as { data: unknown }).data);
  // Warm-up: the fixtures, the graph and the JIT.
  await rate(sb.url, sb.operatorToken, post(NESTED));
  const rest = await rate(sb.url, sb.operatorToken, { path: '/v2/registry/devices?limit=10' });
  const trivial = await rate(sb.url, sb.operatorToken, post(TRIVIAL));
  const nested = await rate(sb.url, sb.operatorToken, post(NESTED));
  const mocked = await rate(user.url, user.operatorToken, post(MOCKED));
  const r1 = trivial / rest;
  const r2 = nested / trivial;
  process.stdout.write(
    [
      `GET /v2/registry/devices?limit=10:                 ${Math.round(rest)} req/s`,
      `POST /graphql { __typename }:                       ${Math.round(trivial)} req/s  (${r1.toFixed(2)} of REST; target >= 0.5)`,
      `POST /graphql nested, 10 tickets (${fields} fields): ${Math.round(nested)} req/s  (${r2.toFixed(2)} of { __typename }; target >= 0.4)`,
      `POST /graphql, 128-type user schema, mocked:        ${Math.round(mocked)} req/s  (${(mocked / rest).toFixed(2)} of REST)`,
      '',
    ].join('\n'),
  );
  if (r1 < 0.5 || r2 < 0.4) process.exitCode = 1;
} finally {
  await sb.stop();
  await user.stop();
}
buildDist();
for (const types of [128, 1500]) await sdlCost(types);
