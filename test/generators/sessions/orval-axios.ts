// The scripted session through the axios client orval generated (./client/api.ts), on axios 1.18.1.
import axios from 'axios';
import { getDeveloperPlatformSandboxContract } from './client/api.js';

const env = (name: string): string => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
axios.defaults.baseURL = env('MATRIX_URL');
const api = getDeveloperPlatformSandboxContract();
const project = { 'X-Service-Project': env('MATRIX_PROJECT') };

const signedIn = await api.createSession({ username: env('MATRIX_USERNAME'), password: env('MATRIX_PASSWORD') }, { headers: project });
const session = signedIn.data;
if (signedIn.status !== 201 || !('refresh_token' in session)) throw new Error('sign-in answered no password session');
const headers = { ...project, Authorization: `Bearer ${session.access_token}` };

const ids = (await api.listDevices({ limit: 2 }, { headers })).data.data.map((d) => d.id);
const got = (await api.getDevice(ids[0], { headers })).data;
const tags = [env('MATRIX_TAG')];
const bulk = (await api.bulkDevices({ op: 'patch', items: [{ id: ids[0], tags }, { id: ids[1], tags }, { id: env('MATRIX_UNKNOWN_ID'), tags }] }, { headers })).data;
const assigned = await api.assignLicense({ license_id: env('MATRIX_LICENSE_ID'), assignee_type: 'user', assignee_id: session.user.id }, { headers });
console.log(JSON.stringify({
  user_id: session.user.id,
  listed: ids,
  got: got.id,
  statuses: bulk.results.map((r) => r.status),
  assigned: { status: assigned.status, assignee_id: assigned.data.assignment.assignee_id, license_id: assigned.data.license.id },
}));
