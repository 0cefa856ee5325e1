/**
 * The contract says what the server enforces, and the server does what the contract says: each
 * constraint of constraints.ts just inside (not refused for that field) and just outside (400 or
 * 422 naming the field), and the served schema stating it. Also the control API's document,
 * whose security is what the control API asks for in both of its modes.
 */
import { describe, expect, it } from 'vitest';
import { send, useSandbox } from '../helpers/sandbox.js';
import { constraints } from './constraints.js';

const h = useSandbox();
const guarded = useSandbox({ adminToken: 'sbx_admin_constraints' });

function at(doc: any, pointer: string): any {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
    for (let hops = 0; node && typeof node.$ref === 'string' && hops < 32; hops++) node = at(doc, node.$ref.slice(1));
  }
  return node;
}

describe('the constraints the server enforces (constraints.ts)', () => {
  it.each(constraints.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const served = await send(`${h.url}/openapi.json`, 'GET', { token: null });
    expect(at(served.body, c.schema), `${c.schema} states it`).toMatchObject(c.states);

    const project = h.newProject();
    const call = async (value: unknown) => {
      const r = c.request(value);
      return h.call(r.method, r.path, { project, body: r.body, headers: r.headers });
    };
    const inside = await call(c.inside);
    expect(inside.status, `just inside: ${inside.text.slice(0, 500)}`).toBeLessThan(400);
    const outside = await call(c.outside);
    expect(outside.status, `just outside: ${outside.text.slice(0, 500)}`).toBe(c.refused);
    expect(outside.text, 'the refusal names the field').toContain(c.field);
  });
});

describe('the control API document', () => {
  const securityOf = (doc: any) => ({
    top: doc.security,
    operations: Object.values<any>(doc.paths).flatMap((item) => Object.values<any>(item).filter((op) => op?.operationId && op.security !== undefined).map((op) => [op.operationId, op.security])),
  });

  it('says the control API is open when it runs without an admin token', async () => {
    const doc = (await send(`${h.url}/_sandbox/openapi.json`, 'GET', { token: null })).body;
    expect(securityOf(doc)).toEqual({ top: [], operations: [] });
    expect((await send(`${h.url}/_sandbox/journal`, 'GET', { token: null })).status).toBe(200);
  });

  it('says an admin token is needed when one is set, and the control API asks for it', async () => {
    const doc = (await send(`${guarded.url}/_sandbox/openapi.json`, 'GET', { token: 'sbx_admin_constraints' })).body;
    expect(doc.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths['/_sandbox/journal'].get.security ?? doc.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths['/_sandbox/health'].get.security).toEqual([]);
    expect((await send(`${guarded.url}/_sandbox/journal`, 'GET', { token: null })).status).toBe(401);
    expect((await send(`${guarded.url}/_sandbox/journal`, 'GET', { token: 'sbx_admin_constraints' })).status).toBe(200);
    expect((await send(`${guarded.url}/_sandbox/health`, 'GET', { token: null })).status).toBe(200);
  });
});
