/**
 * The package as others get it, built once: `scripts/container.sh pack` (the Dockerfile's build
 * step) makes the tarball; then (1) the container's install and start commands, the same script
 * the Dockerfile runs, serve the sandbox from production dependencies only, and (2) a plain
 * `npm install` of the tarball into another project imports `startSandbox` in plain Node (no tsx),
 * with type declarations.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/config/env.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const script = join(repo, 'scripts', 'container.sh');
const work = mkdtempSync(join(tmpdir(), 'sbx-package-'));
const pkg = join(work, 'pkg');
const run = promisify(execFile);

/** Compiled against the installed package's declarations only (written here: the repo's own type-check must not see it). */
const TYPED_CONSUMER = `import { startSandbox, type Sandbox, type SandboxOptions } from 'platform-sandbox';
const options: SandboxOptions = { port: 0, seed: 7 };
export async function use(): Promise<string> {
  const sb: Sandbox = await startSandbox(options);
  const url: string = sb.url;
  await sb.stop();
  return url;
}
`;

/** The environment without development hooks (tsx loaders, vitest variables). */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_cache: process.env.npm_config_cache };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return { ...env, ...extra };
}

async function sh(args: string[], cwd: string, env = plainEnv()): Promise<string> {
  try {
    return (await run('sh', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (err: any) {
    throw new Error(`sh ${args.join(' ')} failed in ${cwd}: ${err.stderr || err.message}`);
  }
}

beforeAll(async () => {
  const source = join(work, 'source');
  cpSync(repo, source, { recursive: true, filter: (p) => !/\/(node_modules|dist|\.git|coverage)(\/|$)/.test(p.slice(repo.length - 1)) });
  symlinkSync(join(repo, 'node_modules'), join(source, 'node_modules'));
  await sh([script, 'pack', pkg], source);
  const consumer = join(work, 'consumer');
  cpSync(join(repo, 'test', 'persistence', 'consumer'), consumer, { recursive: true });
  // The two installs are independent: run them side by side.
  await Promise.all([
    sh([script, 'install', pkg, join(work, 'app')], work),
    sh(['-c', `npm install --prefer-offline --no-audit --no-fund --loglevel=error ${join(pkg, 'platform-sandbox.tgz')}`], consumer),
  ]);
}, 180_000);

afterAll(() => rm(work, { recursive: true, force: true }), 120_000);

describe('the container: the Dockerfile\'s install and start commands', () => {
  it('serves the sandbox from the packed package with production dependencies only, and saves to its volume', async () => {
    const app = join(work, 'app');
    expect(existsSync(join(app, 'node_modules', 'hono'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'vitest'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
    expect(existsSync(join(app, 'src'))).toBe(false);

    const data = join(work, 'data');
    const child = spawn('sh', [script, 'start'], { cwd: app, env: plainEnv({ SANDBOX_HOST: '0.0.0.0', SANDBOX_PORT: '0', SANDBOX_PERSIST: data, SANDBOX_LOG_LEVEL: 'warn' }), stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const banner: string[] = [];
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on('line', (line) => {
          banner.push(line);
          const m = /listening on (http:\/\/\S+)/.exec(line);
          if (m) resolve(m[1]);
        });
        void exited.then((code) => reject(new Error(`exited with ${code} before listening`)));
      });
      const port = new URL(url).port;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const token = /operator token: (\S+)/.exec(banner.join('\n'))?.[1];
      expect(await sh([script, 'health'], app, plainEnv({ SANDBOX_PORT: port }))).toBe('');
      const headers = { authorization: `Bearer ${token}`, 'x-service-project': 'container', 'content-type': 'application/json' };
      const list = await fetch(`http://127.0.0.1:${port}/v2/registry/devices?limit=1`, { headers });
      expect(list.status).toBe(200);
      expect((await list.json()).data).toHaveLength(1);
      const created = await fetch(`http://127.0.0.1:${port}/v2/registry/devices`, { method: 'POST', headers, body: JSON.stringify({ name: 'in a container', serial_number: 'CTR-1' }) });
      expect(created.status).toBe(201);
      // The dashboard's page and its assets come from the package (assets/ui), with no build step.
      const page = await fetch(`http://127.0.0.1:${port}/_sandbox/ui/journal`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/v2/registry/devices');
      for (const name of ['dashboard.css', 'dashboard.js']) expect((await fetch(`http://127.0.0.1:${port}/_sandbox/ui/assets/${name}`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const state = JSON.parse(readFileSync(join(data, 'state.json'), 'utf8'));
    expect(Object.keys(state.projects)).toEqual(['container']);
  }, 60_000);

  it('documents every SANDBOX_* setting in the Dockerfile', () => {
    const dockerfile = readFileSync(join(repo, 'Dockerfile'), 'utf8');
    const missing = settings.map((s) => s.env).filter((env) => !new RegExp(`^#\\s+${env}\\s`, 'm').test(dockerfile));
    expect(missing, 'settings to describe in the Dockerfile comment block').toEqual([]);
  });
});

describe('the npm package, installed by another project', () => {
  it('imports startSandbox in plain Node and serves', async () => {
    const consumer = join(work, 'consumer');
    const { stdout } = await run(process.execPath, ['start.mjs'], { cwd: consumer, env: plainEnv() });
    expect(JSON.parse(stdout)).toMatchObject({ health: { status: 'ok', seed: 7, fixtures: 'default' }, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
  }, 30_000);

  it('ships type declarations that a TypeScript consumer compiles against', async () => {
    const consumer = join(work, 'consumer');
    expect(existsSync(join(consumer, 'node_modules', 'platform-sandbox', 'dist', 'index.d.ts'))).toBe(true);
    writeFileSync(join(consumer, 'typed.ts'), TYPED_CONSUMER);
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['typed.ts'] }));
    await run(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], { cwd: consumer, env: plainEnv() }).catch((err) => {
      throw new Error(`tsc failed: ${err.stdout}${err.stderr}`);
    });
  }, 30_000);
});
