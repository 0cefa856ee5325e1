/**
 * Targets for the runner's tests: Prism's stateless mock of our own contract (a target that
 * conforms to every schema and keeps no state), and a small proxy that breaks a rule on purpose.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContract } from '../../src/openapi/document.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * `prism mock` of the merged contract (dynamic, seeded: schema-valid answers) on a free port;
 * `without` lists operations (`GET /v2/registry/devices/{id}`) left out of the document Prism
 * serves, as a deployment that lacks a route of the contract.
 */
export async function startPrism(without: string[] = []): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-prism-'));
  const file = join(dir, 'contract.json');
  const doc = loadContract() as { paths: Record<string, Record<string, unknown>> };
  for (const op of without) {
    const [method, path] = op.split(' ');
    if (!doc.paths[path]?.[method.toLowerCase()]) throw new Error(`the contract has no ${op}`);
    delete doc.paths[path][method.toLowerCase()];
  }
  writeFileSync(file, JSON.stringify(doc));
  return startPrismOn(file, ['-d']);
}

/** `prism mock FILE` on a free port (`--seed 7`, and `extra` arguments), started and ready. */
export async function startPrismOn(file: string, extra: string[] = []): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(join(process.cwd(), 'node_modules/.bin/prism'), ['mock', file, '-p', String(port), '-h', '127.0.0.1', ...extra, '--seed', '7'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${output}`)));
  });
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

/** A proxy to `upstream` that passes everything through, but answers `from` with `to`. */
export async function startStatusRewriter(upstream: string, from: number, to: number): Promise<Running> {
  const server: Server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)).map(([k, v]) => [k, String(v)]));
    const r = await fetch(`${upstream}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const out: Record<string, string> = {};
    r.headers.forEach((v, k) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
    });
    res.writeHead(r.status === from ? to : r.status, out);
    res.end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
