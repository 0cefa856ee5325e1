/**
 * Every operation of the contract, in every client: the operations each client's generated code
 * can call (method, path template, operationId), read from the committed generated code, equal
 * the operations of the contract as a sandbox serves it (`/openapi.json`). A generator that drops
 * an operation (ogen once left out `POST /v3/auth/sessions`) fails here, naming it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS } from '../../src/openapi/methods.js';
import { useSandbox } from '../helpers/sandbox.js';
import { repo } from './behaviour-harness.js';

const h = useSandbox();

/** `METHOD /path/{}` (parameter names left out: generators rename them) and the operationId. */
type Operation = `${string} ${string} ${string}`;
const key = (method: string, path: string, id: string): Operation => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')} ${id}`;

async function contractOperations(): Promise<Operation[]> {
  const doc = await (await fetch(`${h.url}/openapi.json`)).json();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, { operationId: string }>>(doc.paths)) {
    for (const method of HTTP_METHODS) if (item[method]) ops.push(key(method, path, item[method].operationId));
  }
  expect(ops.length).toBeGreaterThan(60);
  return ops.sort();
}

/** TypeScript: `paths` of src/generated/openapi.ts (openapi-typescript), which the client's openapi-fetch is typed by. */
function typescriptOperations(): Operation[] {
  const text = readFileSync(`${repo}src/generated/openapi.ts`, 'utf8');
  const paths = text.slice(text.indexOf('export interface paths {'), text.search(/^export (type|interface) (webhooks|components)\b/m));
  const ops: Operation[] = [];
  let current = '';
  for (const line of paths.split('\n')) {
    const path = /^ {4}"(\/[^"]*)": \{$/.exec(line);
    if (path) current = path[1];
    const op = /^ {8}(get|put|post|delete|patch|head|options|trace): operations\["([^"]+)"\];$/.exec(line);
    if (op) ops.push(key(op[1], current, op[2]));
  }
  return ops.sort();
}

/** Python: each module of platform_sdk/generated/api (openapi-python-client): its method and URL, the module named after the operationId. */
function pythonOperations(): Operation[] {
  const dir = `${repo}clients/python/platform_sdk/generated/api`;
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.py') && !f.endsWith('__init__.py'))
    .map((f) => {
      const text = readFileSync(`${dir}/${f}`, 'utf8');
      const method = /"method": "(\w+)"/.exec(text)?.[1];
      const url = /"url": "([^"]+)"/.exec(text)?.[1];
      expect(method && url, f).toBeTruthy();
      return key(method!, url!, f.replace(/^.*\//, '').replace(/\.py$/, ''));
    })
    .sort();
}

/** Go: each `send<Operation>` of clients/go/oas/oas_client_gen.go (ogen): its method and path parts. */
function goOperations(): Operation[] {
  const text = readFileSync(`${repo}clients/go/oas/oas_client_gen.go`, 'utf8');
  return text
    .split(/^func \(c \*Client\) send/m)
    .slice(1)
    .map((body) => {
      const name = /^(\w+)\(/.exec(body)![1];
      const method = /ht\.NewRequest\(ctx, "(\w+)", u\)/.exec(body)?.[1];
      const parts = [...body.matchAll(/pathParts\[\d+\] = ("[^"]*"|\w+)$/gm)].map((m) => (m[1].startsWith('"') ? JSON.parse(m[1]) : '{}'));
      expect(method, name).toBeDefined();
      return key(method!, parts.join(''), name);
    })
    .sort();
}

/** The contract's operations with the operationId as each generator spells it. */
const spelled = (ops: Operation[], spell: (id: string) => string) => ops.map((o) => o.replace(/\S+$/, (id) => spell(id))).sort();
const snake = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

describe('every operation of the contract in every client', () => {
  it('TypeScript (openapi-typescript, openapi-fetch)', async () => {
    expect(typescriptOperations()).toEqual(await contractOperations());
  });

  it('Python (openapi-python-client)', async () => {
    expect(pythonOperations()).toEqual(spelled(await contractOperations(), snake));
  });

  it('Go (ogen)', async () => {
    expect(goOperations()).toEqual(spelled(await contractOperations(), pascal));
  });
});
