// The scripted session through the fetch client orval generated (./client/api.ts). orval's URLs
// are relative to the origin (the document's `servers` is `/`); Node's fetch needs an absolute
// one, so the session resolves them against the sandbox's URL, as a partner's fetch wrapper would.
import { assignLicense, bulkDevices, createSession, getDevice, listDevices } from './client/api.js';

const env = (name: string): string => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const base = env('MATRIX_URL');
const fetchOf = globalThis.fetch;
globalThis.fetch = (input, init) => fetchOf(typeof input === 'string' ? new URL(input, base) : input, init);

function ok<T extends { status: number }>(r: T, ...statuses: number[]): T {
  if (!statuses.includes(r.status)) throw new Error(`unexpected status ${r.status}: ${JSON.stringify((r as { data?: unknown }).data)}`);
  return r;
}

const project = { 'X-Service-Project': env('MATRIX_PROJECT') };
const signedIn = ok(await createSession({ username: env('MATRIX_USERNAME'), password: env('MATRIX_PASSWORD') }, { headers: project }), 201);
if (signedIn.status !== 201 || !('refresh_token' in signedIn.data)) throw new Error('sign-in answered no password session');
const session = signedIn.data;
const headers = { ...project, Authorization: `Bearer ${session.access_token}` };

const page = ok(await listDevices({ limit: 2 }, { headers }), 200);
if (page.status !== 200) throw new Error('unreachable');
const ids = page.data.data.map((d) => d.id);
const got = ok(await getDevice(ids[0], { headers }), 200);
if (got.status !== 200) throw new Error('unreachable');
const tags = [env('MATRIX_TAG')];
const bulk = ok(await bulkDevices({ op: 'patch', items: [{ id: ids[0], tags }, { id: ids[1], tags }, { id: env('MATRIX_UNKNOWN_ID'), tags }] }, { headers }), 207);
if (bulk.status !== 207) throw new Error('unreachable');
const assigned = ok(await assignLicense({ license_id: env('MATRIX_LICENSE_ID'), assignee_type: 'user', assignee_id: session.user.id }, { headers }), 200, 201);
if (assigned.status !== 200 && assigned.status !== 201) throw new Error('unreachable');
console.log(JSON.stringify({
  user_id: session.user.id,
  listed: ids,
  got: 'id' in got.data ? got.data.id : null,
  statuses: bulk.data.results.map((r) => r.status),
  assigned: { status: assigned.status, assignee_id: assigned.data.assignment.assignee_id, license_id: assigned.data.license.id },
}));
