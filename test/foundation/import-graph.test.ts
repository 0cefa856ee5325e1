import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, filesUnder, importGraph } from '../../scripts/import-cycles.js';
import { layerViolations } from '../../scripts/import-layers.js';

const src = fileURLToPath(new URL('../../src', import.meta.url));

describe('the import graph of src/', () => {
  it('has no cycle, type-only imports included', () => {
    const found = cycles(importGraph(src));
    expect(found.map((c) => c.map((f) => f.slice(f.indexOf('/src/') + 1)))).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('keeps its layers: src/http/ and src/openapi/ import nothing from src/platform/ (nor from the features above them, but the handler tables’ types)', () => {
    expect(layerViolations(src, filesUnder(src))).toEqual([]);
  });

  it('finds an import across the layers when there is one (the check can fail)', () => {
    const root = mkdtempSync(join(tmpdir(), 'layers-'));
    for (const dir of ['http', 'openapi', 'platform', 'apis']) mkdirSync(join(root, dir));
    const files = {
      'platform/dialect.ts': 'export const renameFields = 1; export type Dialect = {};',
      'apis/handler.ts': 'export type Handlers = {};',
      'http/validate.ts': "import { renameFields } from '../platform/dialect.js';\nimport type { Handlers } from '../apis/handler.js';",
      'openapi/operations.ts': "import type { Dialect } from '../platform/dialect.js';\nimport { type Handlers } from '../apis/handler.js';\nimport { x } from '../core/x.js';",
      'http/dispatch.ts': "import { Handlers } from '../apis/handler.js';",
    };
    for (const [f, text] of Object.entries(files)) writeFileSync(join(root, f), text);
    expect(layerViolations(root, Object.keys(files).map((f) => join(root, f))).sort()).toEqual([
      'http/dispatch.ts -> apis/handler.ts',
      'http/validate.ts -> platform/dialect.ts',
      'openapi/operations.ts -> platform/dialect.ts (type-only)',
    ]);
  });
});
