/**
 * The generator matrix: the client generators a partner is likely to point at `/openapi.json`,
 * each at its pinned version (scripts/setup.sh installs them), each generating from the document
 * exactly as served. Generated output is cached under `.cache/generators/<digest>/<generator>/`,
 * keyed by the document's bytes and the generator's version and options, so a warm run only
 * compiles and runs the sessions. See docs/client.md ("The generator matrix").
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { goBinary } from '../clients/behaviour-harness.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const here = join(repo, 'test/generators');
const bin = (name: string) => join(here, 'node_modules/.bin', name);
const tools = {
  java: 'java',
  go: goBinary(),
  jar: join(repo, '.tools/openapi-generator-cli.jar'),
  oapiCodegen: join(repo, '.tools/bin/oapi-codegen'),
  python: join(repo, '.venv/bin/python'),
  openapiPythonClient: join(repo, '.venv/bin/openapi-python-client'),
  tsc: join(repo, 'node_modules/.bin/tsc'),
  tsx: join(repo, 'node_modules/.bin/tsx'),
  heyApi: bin('openapi-ts'),
  orval: bin('orval'),
};

type Language = 'typescript' | 'python' | 'go';

export interface Generator {
  /** The name the test and its failures use. */
  id: string;
  language: Language;
  /** The pinned version and every option we pass: both are part of the cache key. */
  version: string;
  options: string[];
  /** What must exist for it to run (scripts/setup.sh installs it). */
  needs: string[];
  /** The session file in sessions/ that drives the generated client. */
  session: string;
}

const pins = JSON.parse(readFileSync(join(here, 'pins.json'), 'utf8')) as Record<string, string>;
const npmPins = (JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies;
const pythonPin = /^openapi-python-client==(.+)$/m.exec(readFileSync(join(repo, 'clients/python/requirements-dev.txt'), 'utf8'))![1];
// openapi-generator's three clients come from one JVM (`batch`): its start is most of their time.
const OPENAPI_GENERATOR = pins['openapi-generator'];
export const generators: Generator[] = [
  { id: 'openapi-python-client', language: 'python', version: pythonPin, options: ['--meta', 'none'], needs: [tools.openapiPythonClient], session: 'openapi_python_client.py' },
  { id: 'oapi-codegen', language: 'go', version: pins['oapi-codegen'], options: ['-generate', 'types,client'], needs: [tools.oapiCodegen, tools.go], session: 'oapi-codegen.go' },
  { id: 'openapi-generator-typescript-fetch', language: 'typescript', version: OPENAPI_GENERATOR, options: [], needs: [tools.jar], session: 'typescript-fetch.ts' },
  { id: 'openapi-generator-python', language: 'python', version: OPENAPI_GENERATOR, options: [], needs: [tools.jar], session: 'openapi_generator_python.py' },
  { id: 'openapi-generator-go', language: 'go', version: OPENAPI_GENERATOR, options: ['enumClassPrefix=true'], needs: [tools.jar, tools.go], session: 'openapi-generator-go.go' },
  { id: 'hey-api', language: 'typescript', version: npmPins['@hey-api/openapi-ts'], options: [], needs: [tools.heyApi], session: 'hey-api.ts' },
  { id: 'orval', language: 'typescript', version: npmPins.orval, options: ['--client', 'fetch'], needs: [tools.orval], session: 'orval.ts' },
  { id: 'orval-axios', language: 'typescript', version: `${npmPins.orval} axios ${npmPins.axios}`, options: ['--client', 'axios'], needs: [tools.orval], session: 'orval-axios.ts' },
];

export interface Run {
  code: number;
  output: string;
  ms: number;
}

/** Runs a command without blocking the event loop (the sandbox under test may live in this process). */
export function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}, timeoutMs = 300_000): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...process.env, ...env }, timeout: timeoutMs, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, output: `${stdout}\n${stderr}`.trim(), ms: Date.now() - started });
    });
  });
}

async function check(what: string, r: Promise<Run>): Promise<Run> {
  const done = await r;
  if (done.code !== 0) throw new Error(`${what} failed (exit ${done.code}):\n${done.output.slice(-4000)}`);
  return done;
}

function digestOf(document: string): string {
  return createHash('sha256').update(document).digest('hex').slice(0, 16);
}

function cacheDir(document: string): string {
  return join(repo, '.cache/generators', digestOf(document));
}

/** Where a generator's output for this document lives, whether it is there yet or not. */
export function outputOf(g: Generator, document: string): string {
  const key = createHash('sha256').update(`${g.id}@${g.version} ${g.options.join(' ')}`).digest('hex').slice(0, 8);
  return join(cacheDir(document), `${g.id}-${key}`);
}

const done = (dir: string) => existsSync(join(dir, '.generated'));

/**
 * Generates every generator's client of `document` (the served bytes) that is not in the cache
 * yet; at most two processes at a time (the machine has two cores).
 */
export async function generateAll(document: string, only: Generator[] = generators): Promise<Map<string, Run | 'cached'>> {
  const root = cacheDir(document);
  // One document's output is kept: the outputs of earlier documents go (the cache stays bounded).
  const all = join(repo, '.cache/generators');
  if (existsSync(all)) for (const old of readdirSync(all)) if (join(all, old) !== root) rmSync(join(all, old), { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const spec = join(root, 'openapi.json');
  writeFileSync(spec, document);
  const result = new Map<string, Run | 'cached'>();
  const todo = only.filter((g) => (done(outputOf(g, document)) ? (result.set(g.id, 'cached'), false) : true));
  const jvm = todo.filter((g) => g.id.startsWith('openapi-generator-'));
  const jobs: (() => Promise<void>)[] = todo
    .filter((g) => !jvm.includes(g))
    .map((g) => async () => {
      result.set(g.id, await generateOne(g, spec, outputOf(g, document)));
    });
  if (jvm.length > 0) {
    jobs.unshift(async () => {
      const r = await generateWithOpenapiGenerator(jvm, spec, document);
      for (const g of jvm) result.set(g.id, r);
    });
  }
  const workers = Array.from({ length: 2 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
  return result;
}

/** Writes into `<out>.tmp` and renames it when complete: an interrupted run never leaves a half cache. */
async function into(out: string, fn: (tmp: string) => Promise<Run>): Promise<Run> {
  const tmp = `${out}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const r = await fn(tmp);
  writeFileSync(join(tmp, '.generated'), `${new Date().toISOString()}\n`);
  renameSync(tmp, out);
  return r;
}

function generateOne(g: Generator, spec: string, out: string): Promise<Run> {
  return into(out, async (tmp) => {
    const client = join(tmp, 'client');
    switch (g.id) {
      case 'openapi-python-client':
        return check(g.id, run(tools.openapiPythonClient, ['generate', '--path', spec, '--output-path', client, ...g.options], tmp, { PATH: `${join(repo, '.venv/bin')}:${process.env.PATH}`, RUFF_NO_CACHE: 'true' }));
      case 'oapi-codegen': {
        const r = await check(g.id, run(tools.oapiCodegen, ['-package', 'client', ...g.options, '-o', join(client, 'client.go'), spec], tmp));
        return r;
      }
      case 'hey-api':
        return check(g.id, run(tools.heyApi, ['-i', spec, '-o', client, ...g.options], tmp));
      case 'orval':
      case 'orval-axios':
        return check(g.id, run(tools.orval, ['--input', spec, '--output', join(client, 'api.ts'), ...g.options], tmp));
      default:
        throw new Error(`no way to run ${g.id}`);
    }
  });
}

const openapiGeneratorNames: Record<string, string> = {
  'openapi-generator-typescript-fetch': 'typescript-fetch',
  'openapi-generator-python': 'python',
  'openapi-generator-go': 'go',
};

/** openapi-generator's clients in one JVM (`batch` with a config file per generator). */
async function generateWithOpenapiGenerator(gs: Generator[], spec: string, document: string): Promise<Run> {
  const configs = gs.map((g) => {
    const out = outputOf(g, document);
    const tmp = `${out}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const properties = Object.fromEntries(g.options.map((o) => o.split('=')));
    const config = join(tmp, 'config.json');
    writeFileSync(config, JSON.stringify({ generatorName: openapiGeneratorNames[g.id], inputSpec: spec, outputDir: join(tmp, 'client'), additionalProperties: properties }));
    return config;
  });
  const r = await check(gs.map((g) => g.id).join(', '), run(tools.java, ['-jar', tools.jar, 'batch', '--fail-fast', ...configs], repo));
  for (const g of gs) {
    const out = outputOf(g, document);
    writeFileSync(join(`${out}.tmp`, '.generated'), `${new Date().toISOString()}\n`);
    renameSync(`${out}.tmp`, out);
  }
  return r;
}

function sourceFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '__pycache__' ? [] : sourceFiles(path, base);
    return /\.(ts|py|go)$/.test(name) ? [relative(base, path)] : [];
  });
}

/**
 * The operations of `doc` a generator's output has no function or method for. A name counts in
 * any of the generators' spellings (`getDevice`, `get_device`, `GetDevice`): case and underscores
 * are ignored, and a name must stand as a whole word in a file's path or text.
 */
export function missingOperations(doc: { paths: Record<string, Record<string, { operationId?: string }>> }, dir: string): string[] {
  const client = join(dir, 'client');
  const haystack = sourceFiles(client)
    .map((f) => `${f}\n${readFileSync(join(client, f), 'utf8')}`)
    .join('\n')
    .toLowerCase()
    .replace(/_/g, '');
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])));
  return ids.filter((id) => !new RegExp(`(^|[^a-z0-9])${id.toLowerCase().replace(/_/g, '')}([^a-z0-9]|$)`).test(haystack));
}

/** Compiles the generated client with its session; returns the command that runs the session. */
export async function build(g: Generator, dir: string): Promise<{ cmd: string; args: string[]; env: Record<string, string>; compile: Run }> {
  const session = join(here, 'sessions', g.session);
  if (g.language === 'typescript') {
    cpSync(session, join(dir, 'session.ts'));
    // Bundler resolution: typescript-fetch writes extensionless imports; tsx runs them the same way.
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true, skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'] }, files: ['session.ts'] }),
    );
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
    // What a generated client imports besides itself (axios for orval's axios client).
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(here, 'node_modules'), join(dir, 'node_modules'));
    const compile = await check(`${g.id}: tsc`, run(tools.tsc, ['-p', dir], dir));
    return { cmd: tools.tsx, args: [join(dir, 'session.ts')], env: {}, compile };
  }
  if (g.language === 'python') {
    cpSync(session, join(dir, 'session.py'));
    // What the package exports, compiled by importing it (openapi-generator also writes a
    // webhooks_api.py that does not compile and that its package does not import; docs/client.md).
    const env = { PYTHONPATH: g.id === 'openapi-python-client' ? dir : join(dir, 'client') };
    const pkg = g.id === 'openapi-python-client' ? 'client' : 'openapi_client';
    const compile = await check(`${g.id}: python import`, run(tools.python, ['-c', `import ${pkg}, py_compile; py_compile.compile('session.py', doraise=True)`], dir, env));
    return { cmd: tools.python, args: [join(dir, 'session.py')], env, compile };
  }
  // Go: one module (test/generators/go) with the generated package as client/ and the session as main.
  const mod = join(dir, 'module');
  rmSync(mod, { recursive: true, force: true });
  mkdirSync(join(mod, 'client'), { recursive: true });
  mkdirSync(join(mod, 'session'), { recursive: true });
  for (const f of ['go.mod', 'go.sum']) cpSync(join(here, 'go', f), join(mod, f));
  for (const f of readdirSync(join(dir, 'client')).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))) {
    cpSync(join(dir, 'client', f), join(mod, 'client', f));
  }
  cpSync(session, join(mod, 'session', 'main.go'));
  const exe = join(mod, 'session-bin');
  const compile = await check(`${g.id}: go build`, run(tools.go, ['build', '-o', exe, './session'], mod, { GOFLAGS: '-mod=readonly' }, 600_000));
  return { cmd: exe, args: [], env: {}, compile };
}
