/**
 * A property over the whole contract: random bodies built from each operation's schema, and
 * mutations of them, sent to every operation (with fixture ids and junk in its path parameters)
 * never get a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { send } from '../helpers/sandbox.js';
import { bodyOf, resolver } from './schema-bodies.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', fixturesEpoch: '2026-01-01T00:00:00Z', rateLimit: { enabled: false } });
});
afterAll(async () => {
  await sb?.stop();
});

const PATH_VALUES = fc.constantFrom('dev_0000001', 'req_0000001', 'usr_0000001', 'grp_0000001', 'lic_0000001', 'sub_x', 'admin', 'x', '0', '%00', 'a'.repeat(300));

describe('no operation answers 5xx to bodies from the contract, or to mutations of them', () => {
  it('holds for every operation', async () => {
    const { document, operations } = sb.deps.contract;
    const resolve = resolver(document as any);
    const failures: string[] = [];
    for (const op of operations.operations) {
      const content = resolve(op.raw.requestBody)?.content ?? {};
      const type = Object.keys(content)[0];
      const body = type ? bodyOf(resolve, content[type].schema) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(body, fc.array(PATH_VALUES, { minLength: 4, maxLength: 4 }), async (value, params) => {
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++ % params.length]));
          const r = await send(`${sb.url}${path}`, op.method, {
            project: 'property',
            token: sb.operatorToken,
            ...(value === undefined ? {} : { raw: JSON.stringify(value), headers: { 'content-type': type } }),
          });
          if (r.status >= 500) failures.push(`${op.method} ${path} ${JSON.stringify(value)?.slice(0, 300)} -> ${r.status} ${r.text.slice(0, 300)}`);
          return r.status < 500;
        }),
        { numRuns: 12, endOnFailure: true },
      ).catch(() => {});
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
