/**
 * A cluster on loopback for the tests and the bench: sandbox instances as child processes
 * (`serve --cluster`, each with its own --persist directory) and Debian's nginx in front, run in the
 * foreground from a prefix directory with the configuration deploy/nginx/render.sh makes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PATHS = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];

/** The nginx binary, or undefined when there is none. */
export function findNginx(): string | undefined {
  for (const dir of PATHS) {
    const candidate = join(dir, 'nginx');
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a child wrote, and a wait for a line that matches. */
function watchOutput(child: ChildProcess): { text: () => string; waitFor: (re: RegExp, what: string, ms: number) => Promise<RegExpExecArray> } {
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const w of waiters) w();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    text: () => text,
    waitFor: (re, what, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = re.exec(text);
          if (m) done(() => resolve(m));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`timed out waiting for ${what}; output:\n${text}`))), ms);
        const exit = () => done(() => reject(new Error(`exited (${child.exitCode}) before ${what}; output:\n${text}`)));
        const done = (f: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          child.off('exit', exit);
          f();
        };
        waiters.add(check);
        child.once('exit', exit);
        check();
      }),
  };
}

async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await exited;
}

export interface InstanceOptions {
  token: string;
  adminToken: string;
  persist: string;
  extraArgs?: string[];
}

export class Instance {
  child?: ChildProcess;
  port = 0;
  output = '';

  constructor(private readonly options: InstanceOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Starts; again after a stop, on the same port and state directory. */
  async start(): Promise<void> {
    const o = this.options;
    const args = ['--import', 'tsx', 'src/cli.ts', 'serve', '--cluster', '--port', String(this.port), '--persist', o.persist, '--persist-delay', '20', '--log-level', 'warn', '--trusted-proxy', '127.0.0.1', ...(o.extraArgs ?? [])];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, SANDBOX_TOKEN: o.token, SANDBOX_ADMIN_TOKEN: o.adminToken },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const out = watchOutput(child);
    child.on('exit', () => (this.output = out.text()));
    const m = await out.waitFor(/listening on http:\/\/127\.0\.0\.1:(\d+)/, 'the instance to listen', 60_000);
    this.port = Number(m[1]);
  }

  /** A clean stop (SIGTERM: the state is saved). */
  async stop(): Promise<void> {
    await stopChild(this.child);
  }
}

export class Nginx {
  child?: ChildProcess;
  readonly prefix: string;
  port = 0;

  constructor(private readonly binary: string) {
    this.prefix = mkdtempSync(join(tmpdir(), 'sandbox-nginx-'));
    // Run as root, nginx's workers are `nobody`: they must reach the prefix and its temporary files.
    chmodSync(this.prefix, 0o755);
    mkdirSync(join(this.prefix, 'tmp'), { mode: 0o755 });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Renders the configuration for these instances (deploy/nginx/render.sh) and checks it (`nginx -t`). */
  configure(instances: readonly string[], port: number, workers = 'auto'): void {
    this.port = port;
    const rendered = spawnSync('bash', [join(ROOT, 'deploy/nginx/render.sh'), '--standalone', '--show-upstream', '--listen', `127.0.0.1:${port}`, ...instances], { encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`render.sh failed: ${rendered.stderr}`);
    writeFileSync(join(this.prefix, 'nginx.conf'), rendered.stdout.replace('worker_processes auto;', `worker_processes ${workers};`));
    const test = spawnSync(this.binary, [...this.#args(), '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  }

  #args(): string[] {
    return ['-p', `${this.prefix}/`, '-c', join(this.prefix, 'nginx.conf'), '-e', join(this.prefix, 'error.log')];
  }

  async start(): Promise<void> {
    const child = spawn(this.binary, [...this.#args(), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    // nginx prints nothing when it starts well: wait until it answers.
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${this.errorLog()}`);
      try {
        await fetch(`${this.url}/_sandbox/health`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`nginx did not answer:\n${this.errorLog()}`);
  }

  errorLog(): string {
    return readOr(join(this.prefix, 'error.log'));
  }

  accessLog(): string {
    return readOr(join(this.prefix, 'access.log'));
  }

  async stop(): Promise<void> {
    // SIGQUIT: a graceful stop; the master waits for its workers.
    await stopChild(this.child, 'SIGQUIT');
  }

  remove(): void {
    rmSync(this.prefix, { recursive: true, force: true });
  }
}

function readOr(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Temporary state directories, one per instance. */
export function stateDirs(n: number): { dirs: string[]; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-cluster-'));
  const dirs = Array.from({ length: n }, (_, i) => join(root, `instance-${i}`));
  return { dirs, remove: () => rmSync(root, { recursive: true, force: true }) };
}
