// The scripted session through the client @hey-api/openapi-ts generated (into ./client).
// Each session of the matrix does the same: sign in, list, get, a bulk patch of three items with
// one unknown id (reading each item's status), assign a license; it prints what it saw as JSON.
import { createClient } from './client/client/index.js';
import { assignLicense, bulkDevices, createSession, getDevice, listDevices } from './client/sdk.gen.js';

const env = (name: string): string => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const headers = { 'X-Service-Project': env('MATRIX_PROJECT') };
const client = createClient({ baseUrl: env('MATRIX_URL') });

const signedIn = await createSession({ client, headers, body: { username: env('MATRIX_USERNAME'), password: env('MATRIX_PASSWORD') }, throwOnError: true });
const session = signedIn.data;
if (!('refresh_token' in session)) throw new Error('sign-in answered a provisioning session');
client.setConfig({ auth: session.access_token });

const page = (await listDevices({ client, headers, query: { limit: 2 }, throwOnError: true })).data;
const ids = page.data.map((d) => d.id);
const got = (await getDevice({ client, headers, path: { id: ids[0] }, throwOnError: true })).data;
const tags = [env('MATRIX_TAG')];
const bulk = (await bulkDevices({ client, headers, body: { op: 'patch', items: [{ id: ids[0], tags }, { id: ids[1], tags }, { id: env('MATRIX_UNKNOWN_ID'), tags }] }, throwOnError: true })).data;
const assigned = await assignLicense({
  client,
  headers,
  body: { license_id: env('MATRIX_LICENSE_ID'), assignee_type: 'user', assignee_id: session.user.id },
  throwOnError: true,
});
console.log(JSON.stringify({
  user_id: session.user.id,
  listed: ids,
  got: 'id' in got ? got.id : null,
  statuses: bulk.results.map((r) => r.status),
  assigned: { status: assigned.response.status, assignee_id: assigned.data.assignment.assignee_id, license_id: assigned.data.license.id },
}));
