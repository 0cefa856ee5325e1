/**
 * Every API module under src/apis/ follows the same skeleton (docs/architecture.md, "Modules"):
 * `index.ts` and `handlers.ts`; `fixtures.ts` when the module has fixtures; and `events.ts` when
 * it publishes, the only file that puts events on the bus.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modules } from '../../src/apis/index.js';

const apis = fileURLToPath(new URL('../../src/apis/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the module skeleton', () => {
  it.each(modules.map((m) => m.name))('%s has index.ts, handlers.ts, fixtures.ts if it has fixtures, events.ts if it publishes', (name) => {
    const dir = join(apis, name);
    const module = modules.find((m) => m.name === name)!;
    expect(existsSync(join(dir, 'index.ts'))).toBe(true);
    expect(existsSync(join(dir, 'handlers.ts'))).toBe(true);
    expect(existsSync(join(dir, 'fixtures.ts'))).toBe(module.fixtures !== undefined);
    const publishers = filesUnder(dir).filter((f) => /\bbus\.publish\(/.test(readFileSync(f, 'utf8')));
    expect(publishers.map((f) => f.slice(dir.length + 1))).toEqual(publishers.length ? ['events.ts'] : []);
  });
});
