/**
 * The generator matrix (docs/client.md): each generator reads `/openapi.json` exactly as a live
 * sandbox serves it, must not refuse it nor drop an operation, and its client must compile and
 * run the scripted session (sign in, list, get, a bulk patch of three items with one unknown id,
 * assign a license) against that sandbox; the server's state afterwards shows what it did.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { build, generateAll, generators, missingOperations, outputOf, run, type Generator, type Run } from './matrix.js';

const h = useSandbox();

function available(g: Generator): string {
  const missing = g.needs.filter((p) => !existsSync(p));
  if (missing.length === 0) return '';
  const reason = `${missing.join(', ')} missing (run scripts/setup.sh)`;
  if (process.env.CI === 'true') throw new Error(`CI=true: ${g.id}: ${reason}`);
  process.stderr.write(`SKIPPED: the ${g.id} client: ${reason}\n`);
  return reason;
}

const reasons = new Map(generators.map((g) => [g.id, available(g)]));
const usable = generators.filter((g) => !reasons.get(g.id));

let served: string;
let generated: Map<string, Run | 'cached' | Error>;

/** Generation once for all, in the first test that needs it (two at a time, cached by digest). */
async function generation(): Promise<Map<string, Run | 'cached' | Error>> {
  if (generated) return generated;
  const res = await fetch(`${h.url}/openapi.json`);
  expect(res.status).toBe(200);
  served = await res.text();
  const results = new Map<string, Run | 'cached' | Error>();
  // Each generator on its own, so one that refuses the document fails its own test only.
  await Promise.all(
    [usable.filter((g) => g.id.startsWith('openapi-generator-')), usable.filter((g) => !g.id.startsWith('openapi-generator-'))].map(async (group) => {
      if (group.length === 0) return;
      try {
        for (const [id, r] of await generateAll(served, group)) results.set(id, r);
      } catch (err) {
        for (const g of group) if (!results.has(g.id)) results.set(g.id, err as Error);
      }
    }),
  );
  generated = results;
  return results;
}

describe.each(generators.map((g) => [g.id, g] as const))('%s', (id, g) => {
  const skip = reasons.get(id);
  it.skipIf(!!skip)(`generates a client of the served /openapi.json with every operation, which compiles and runs the session${skip ? `: skipped, ${skip}` : ''}`, async () => {
    const outcome = (await generation()).get(id);
    if (outcome instanceof Error) throw new Error(`${id} refused the served /openapi.json: ${outcome.message}`);
    const dir = outputOf(g, served);
    const doc = JSON.parse(served);
    expect(missingOperations(doc, dir), `${id} dropped these operations`).toEqual([]);

    const session = await build(g, dir);

    // A project of its own: the assignment and the tags are this generator's.
    const project = h.newProject();
    const admin = (h.sb.seededUsers() as unknown as { id: string; userName: string; role: string }[]).find((u) => u.role === 'admin')!;
    const license = await h.call('POST', '/v1/assets/licenses', { project, body: { product: `Matrix ${id}`, vendor: 'Sandbox', kind: 'per_seat', seats: 3 } });
    expect(license.status, license.text).toBe(201);
    const tag = `matrix-${id}`.slice(0, 40);
    const env = {
      MATRIX_URL: h.url,
      MATRIX_PROJECT: project,
      MATRIX_USERNAME: admin.userName,
      MATRIX_PASSWORD: admin.userName,
      MATRIX_LICENSE_ID: license.body.id,
      MATRIX_UNKNOWN_ID: 'dev_matrix_unknown',
      MATRIX_TAG: tag,
      ...session.env,
    };
    const ran = await run(session.cmd, session.args, dir, env, 120_000);
    expect(ran.code, `${id}: the session failed:\n${ran.output}`).toBe(0);
    const said = JSON.parse(ran.output.trim().split('\n').at(-1)!);
    expect(said.listed, `${id}: listed`).toHaveLength(2);
    expect(said.got).toBe(said.listed[0]);
    expect(said.statuses, `${id}: each item's status, in input order`).toEqual([200, 200, 404]);
    expect(said.assigned).toEqual({ status: 201, assignee_id: said.user_id, license_id: license.body.id });

    // The server's side: the two known devices carry the tag, the license has the seat taken.
    for (const device of said.listed) {
      const d = await h.call('GET', `/v2/registry/devices/${device}`, { project });
      expect(d.body.tags, `${id}: ${device}`).toEqual([tag]);
    }
    const seats = await h.call('GET', `/v1/assets/licenses/${license.body.id}/assignments`, { project });
    expect(seats.body.data.map((a: { assignee_id: string }) => a.assignee_id)).toEqual([said.user_id]);
    const journal = (await h.admin('GET', `/journal?project=${project}&limit=50`)).body.data as { path: string; status: number; request_headers: Record<string, string> }[];
    const signIn = journal.find((e) => e.path === '/v3/auth/sessions');
    expect(signIn?.status, `${id}: signed in`).toBe(201);
    expect(signIn?.request_headers.authorization, `${id}: signed in without a token`).toBeUndefined();
  }, 600_000);
});
