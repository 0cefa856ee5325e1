/**
 * Regenerates the generated part of the Python and Go clients from `/openapi.json` as a sandbox
 * serves it, byte for byte (decision 0905):
 * `clients/python/platform_sdk/generated` (openapi-python-client, decision 0901) and
 * `clients/go/oas` (ogen, decision 0902). Both generators and their versions are pinned (the
 * venv's requirements-dev.txt, the Go module's `tool` line), so the output depends on the
 * contract alone. `--check` exits 1 when a committed tree is stale; a test runs the same.
 * `--only python|go` limits it to one language.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../src/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const venvBin = join(root, '.venv', 'bin');

export const targets = {
  python: join(root, 'clients/python/platform_sdk/generated'),
  go: join(root, 'clients/go/oas'),
} as const;
export type Language = keyof typeof targets;

/**
 * The contract as the generators read it: the bytes a sandbox serves as `/openapi.json`, with no
 * rewrite (decision 0905). A sandbox with the default options is started on a free port for it.
 */
export async function servedDocument(): Promise<string> {
  const sb = await startSandbox({ port: 0, logLevel: 'silent' });
  try {
    const res = await fetch(`${sb.url}/openapi.json`);
    if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
    return await res.text();
  } finally {
    await sb.stop();
  }
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}

/** Generates `language` from the served document into a fresh directory under `work` and returns it. */
export function generate(language: Language, work: string, document: string): string {
  const out = join(work, language);
  const spec = join(work, 'openapi.json');
  writeFileSync(spec, document);
  if (language === 'python') {
    if (!existsSync(join(venvBin, 'openapi-python-client'))) throw new Error('.venv has no openapi-python-client: run scripts/setup.sh');
    const env = { ...process.env, PATH: `${venvBin}:${process.env.PATH}`, RUFF_NO_CACHE: 'true' };
    const config = join(root, 'clients/python/generator.yaml');
    run(join(venvBin, 'openapi-python-client'), ['generate', '--path', spec, '--output-path', out, '--meta', 'none', '--config', config], work, env);
  } else {
    run('go', ['tool', 'ogen', '--config', 'ogen.yml', '--package', 'oas', '--target', out, '--clean', spec], join(root, 'clients/go'));
    settleSharedWrapperNames(out);
  }
  return out;
}

/**
 * ogen names the one wrapper type a response shares between `application/json` and
 * `application/scim+json` after whichever media type a Go map yields first, so two runs on the same
 * document can differ (SCIM's User and Group answers carry an ETag header, hence a wrapper). The
 * wrapper takes the `application/json` name whenever that name is free, which makes the output a
 * function of the contract alone (decision 0905).
 */
function settleSharedWrapperNames(dir: string): void {
  const sources = readdirSync(dir).filter((f) => f.endsWith('.go')).map((f) => join(dir, f));
  const all = sources.map((f) => readFileSync(f, 'utf8')).join('\n');
  const renames = [...all.matchAll(/^type (\w+)ApplicationScimJSONHeaders struct/gm)]
    .map(([, stem]) => [`${stem}ApplicationScimJSONHeaders`, `${stem}ApplicationJSONHeaders`] as const)
    .filter(([, to]) => !new RegExp(`\\b${to}\\b`).test(all));
  if (renames.length === 0) return;
  const changed = sources.filter((file) => {
    const text = readFileSync(file, 'utf8');
    const renamed = renames.reduce((t, [from, to]) => t.replace(new RegExp(`\\b${from}\\b`, 'g'), to), text);
    if (renamed !== text) writeFileSync(file, renamed);
    return renamed !== text;
  });
  run('gofmt', ['-w', ...changed], dir);
}

function files(dir: string, base = dir): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__pycache__') for (const [k, v] of files(path, base)) found.set(k, v);
    } else found.set(relative(base, path), readFileSync(path, 'utf8'));
  }
  return found;
}

/** The files that differ between two trees (added, removed or changed). */
export function differences(fresh: string, committed: string): string[] {
  const a = files(fresh);
  const b = files(committed);
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort();
}

export function inWorkDir<T>(fn: (work: string) => T): T {
  const work = mkdtempSync(join(tmpdir(), 'gen-clients-'));
  try {
    return fn(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const check = process.argv.includes('--check');
  const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] as Language) : undefined;
  const languages = (Object.keys(targets) as Language[]).filter((l) => !only || l === only);
  const document = await servedDocument();
  const stale = inWorkDir((work) =>
    languages.flatMap((language) => {
      const out = generate(language, work, document);
      const diff = differences(out, targets[language]);
      if (!check && diff.length > 0) {
        rmSync(targets[language], { recursive: true, force: true });
        cpSync(out, targets[language], { recursive: true });
        process.stdout.write(`wrote ${relative(root, targets[language])} (${diff.length} files changed)\n`);
      }
      return diff.map((f) => `${relative(root, targets[language])}/${f}`);
    }),
  );
  if (check && stale.length > 0) {
    process.stderr.write(`stale generated client code (run npm run gen:clients):\n  ${stale.slice(0, 20).join('\n  ')}\n`);
    process.exit(1);
  }
}
