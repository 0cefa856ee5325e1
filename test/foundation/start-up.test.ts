/**
 * What start-up defers or caches must give what eager work gave: the contract from its JSON
 * cache equals the YAML, a stale cache is ignored, every operation's validators compile, and the
 * package's own schemas, no longer checked against the meta-schema at start, are valid.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { exampleEvent, loadCatalogue } from '../../src/apis/events/catalogue.js';
import { parse } from 'yaml';
import { packageYaml, writeYamlCache } from '../../src/core/parse-cache.js';
import { fixtureSetFile } from '../../src/fixtures/sets.js';
import { contractDir, loadContract, writeContractCache } from '../../src/openapi/document.js';
import { compileOperations } from '../../src/openapi/operations.js';
import { scenarioDir } from '../../src/scenarios/loader.js';

describe('start-up: the contract cache and lazily compiled validators', () => {
  it('reads the contract from a cache written from the same YAML, identical to parsing it', () => {
    const cache = join(mkdtempSync(join(tmpdir(), 'contract-cache-')), 'contract.json');
    writeContractCache(contractDir, cache);
    const fromYaml = loadContract(contractDir, undefined);
    expect(loadContract(contractDir, cache)).toEqual(fromYaml);
    // A marker in the cached document shows which one was read.
    const cached = JSON.parse(readFileSync(cache, 'utf8'));
    cached.value.info.title = 'from the cache';
    writeFileSync(cache, JSON.stringify(cached));
    expect(loadContract(contractDir, cache).info.title).toBe('from the cache');
  });

  it('reads a YAML file of the package from a cache written from the same text, and parses it again once edited', () => {
    const dir = mkdtempSync(join(tmpdir(), 'yaml-cache-'));
    const file = join(dir, 'default.yaml');
    const cache = join(dir, 'cache', 'default.yaml.json');
    cpSync(fixtureSetFile('default'), file);
    writeYamlCache(file, cache);
    expect(packageYaml(file, cache)).toEqual(parse(readFileSync(file, 'utf8')));
    const cached = JSON.parse(readFileSync(cache, 'utf8'));
    cached.value.description = 'from the cache';
    writeFileSync(cache, JSON.stringify(cached));
    expect((packageYaml(file, cache) as { description: string }).description).toBe('from the cache');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^description:.*$/m, 'description: Edited after the build'));
    expect((packageYaml(file, cache) as { description: string }).description).toBe('Edited after the build');
  });

  it('ignores a cache written from other YAML (an edited contract is never served stale)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-dir-'));
    cpSync(contractDir, dir, { recursive: true });
    const cache = join(dir, 'contract.json');
    writeContractCache(dir, cache);
    const root = join(dir, 'openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace(/^(\s+title:).*$/m, '$1 Edited after the build'));
    expect(loadContract(dir, cache).info.title).toBe('Edited after the build');
    expect(loadContract(dir, join(dir, 'missing.json')).info.title).toBe('Edited after the build');
  });

  it('compiles the parameter and body validators of every operation, and they judge input', () => {
    const table = compileOperations(loadContract());
    for (const op of table.operations) {
      expect(() => op.validateParams({ path: {}, query: {} }), op.id).not.toThrow();
      if (op.body?.validate) expect(() => op.body!.validate!({}), op.id).not.toThrow();
    }
    const get = table.operations.find((o) => o.method === 'GET' && o.path === '/v2/registry/devices')!;
    expect(get.validateParams({ path: {}, query: { limit: ['nope'] } })).toBe(false);
    expect(get.validateParams.errors?.[0]).toMatchObject({ instancePath: '/query/limit' });
    expect(get.validateParams({ path: {}, query: { limit: ['5'] } })).toBe(true);
    expect(get.validateParams.errors).toBeNull();
  });
});

describe('start-up: schemas no longer checked against the JSON Schema meta-schema at start', () => {
  const ajv = new Ajv2020({ strict: false });
  const valid = (schema: unknown, what: string) => expect(ajv.validateSchema(schema as object), `${what}: ${ajv.errorsText()}`).toBe(true);

  it('the contract’s component schemas and every operation’s parameter and body schemas are valid', () => {
    const doc = loadContract();
    for (const [name, schema] of Object.entries<any>(doc.components.schemas)) valid(schema, `components.schemas.${name}`);
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (method === 'parameters') continue;
        for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])]) if (p.schema) valid(p.schema, `${method} ${path} ${p.name}`);
        for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) if (media.schema) valid(media.schema, `${method} ${path} ${type}`);
      }
    }
  });

  it('the scenario file schema and the built-in event catalogue’s payload schemas are valid, and its examples match them', () => {
    valid(JSON.parse(readFileSync(join(scenarioDir, 'schema.json'), 'utf8')), 'scenarios/schema.json');
    const withFormats = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(withFormats);
    for (const spec of loadCatalogue(loadContract()).types) {
      valid(spec.schema, `event ${spec.type}`);
      const check = withFormats.compile(spec.schema);
      expect(check(exampleEvent(spec)), `${spec.type}: ${withFormats.errorsText(check.errors)}`).toBe(true);
      expect(check({ ...exampleEvent(spec), data: 'not an object' }), spec.type).toBe(false);
    }
  });
});
