/**
 * Regenerates the generated part of the Python and Go clients from the contract:
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
import { loadContract } from '../src/openapi/document.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const venvBin = join(root, '.venv', 'bin');

export const targets = {
  python: join(root, 'clients/python/platform_sdk/generated'),
  go: join(root, 'clients/go/oas'),
} as const;
export type Language = keyof typeof targets;

/**
 * The contract as the generators read it, with two rewrites that keep its meaning:
 * - OpenAPI 3.1 allows `false` as a schema (ScimUser's `password: false`: never returned);
 *   neither generator reads boolean schemas, and a property that can never be present has
 *   nothing to generate, so those properties are left out;
 * - a `const` without a `type` gets the type of its value (ogen 1.24 writes such a const into
 *   its JSON encoder as a Go literal of the wrong type, code that does not compile);
 * - a `type` listing several types besides `null` becomes a `oneOf` of them (ogen reads a type
 *   array only as one type and `null`);
 * - for Go, responses referenced from `components.responses` are written out in each operation
 *   (ogen 1.24 generates code that does not compile when one component response serves several
 *   statuses and `default`), and a response offered in several media types with the same schema
 *   (SCIM's `application/scim+json` and `application/json`) keeps one, the first listed (ogen
 *   names such a response's types in map order, so its output changed from run to run).
 */
export function generatorInput(language: Language): Record<string, unknown> {
  const doc = structuredClone(loadContract());
  if (language === 'go') {
    inlineResponses(doc);
    oneMediaTypePerResponse(doc);
  }
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const props = o.properties as Record<string, unknown> | undefined;
    if (props && typeof props === 'object') for (const [k, v] of Object.entries(props)) if (v === false) delete props[k];
    if ('const' in o && !('type' in o)) o.type = typeof o.const === 'number' ? 'number' : o.const === null ? 'null' : typeof o.const;
    if (Array.isArray(o.type) && o.type.filter((t) => t !== 'null').length > 1 && !('oneOf' in o)) {
      o.oneOf = (o.type as string[]).map((type) => ({ type }));
      delete o.type;
    }
    Object.values(o).forEach(strip);
  };
  strip(doc);
  return doc;
}

function inlineResponses(doc: Record<string, any>): void {
  const shared = doc.components?.responses ?? {};
  for (const item of Object.values(doc.paths ?? {}) as Record<string, any>[]) {
    for (const op of Object.values(item ?? {})) {
      for (const [status, response] of Object.entries((op as any)?.responses ?? {}) as [string, any][]) {
        const name = typeof response?.$ref === 'string' ? response.$ref.replace('#/components/responses/', '') : undefined;
        if (name && shared[name]) (op as any).responses[status] = structuredClone(shared[name]);
      }
    }
  }
}

function oneMediaTypePerResponse(doc: Record<string, any>): void {
  const responses = [
    ...Object.values(doc.paths ?? {}).flatMap((item: any) => Object.values(item ?? {}).flatMap((op: any) => Object.values(op?.responses ?? {}))),
    ...Object.values(doc.components?.responses ?? {}),
  ] as { content?: Record<string, unknown> }[];
  for (const response of responses) {
    const media = Object.entries(response.content ?? {});
    if (media.length > 1 && media.every(([, m]) => JSON.stringify(m) === JSON.stringify(media[0][1]))) response.content = { [media[0][0]]: media[0][1] };
  }
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}

/** Generates `language` from the contract into a fresh directory under `work` and returns it. */
export function generate(language: Language, work: string): string {
  const out = join(work, language);
  const spec = join(work, `${language}.json`);
  writeFileSync(spec, JSON.stringify(generatorInput(language), null, 2));
  if (language === 'python') {
    if (!existsSync(join(venvBin, 'openapi-python-client'))) throw new Error('.venv has no openapi-python-client: run scripts/setup.sh');
    const env = { ...process.env, PATH: `${venvBin}:${process.env.PATH}`, RUFF_NO_CACHE: 'true' };
    const config = join(root, 'clients/python/generator.yaml');
    run(join(venvBin, 'openapi-python-client'), ['generate', '--path', spec, '--output-path', out, '--meta', 'none', '--config', config], work, env);
  } else {
    run('go', ['tool', 'ogen', '--config', 'ogen.yml', '--package', 'oas', '--target', out, '--clean', spec], join(root, 'clients/go'));
  }
  return out;
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
  const stale = inWorkDir((work) =>
    languages.flatMap((language) => {
      const out = generate(language, work);
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
