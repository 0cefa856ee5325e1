// The scripted session through openapi-generator's typescript-fetch client (./client).
import { AssetsApi, AuthApi, Configuration, RegistryApi } from './client/index.js';

const env = (name: string): string => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const xServiceProject = env('MATRIX_PROJECT');
const base = { basePath: env('MATRIX_URL') };

const session = await new AuthApi(new Configuration(base)).createSession({ xServiceProject, sessionRequest: { username: env('MATRIX_USERNAME'), password: env('MATRIX_PASSWORD') } });
if (!('refreshToken' in session)) throw new Error('sign-in answered a provisioning session');
const config = new Configuration({ ...base, accessToken: session.accessToken });
const registry = new RegistryApi(config);

const page = await registry.listDevices({ xServiceProject, limit: 2 });
const ids = page.data.map((d) => d.id);
const got = await registry.getDevice({ xServiceProject, id: ids[0] });
const tags = new Set([env('MATRIX_TAG')]); // uniqueItems: typescript-fetch types such an array as a Set
const bulk = await registry.bulkDevices({ xServiceProject, deviceBulkRequest: { op: 'patch', items: [{ id: ids[0], tags }, { id: ids[1], tags }, { id: env('MATRIX_UNKNOWN_ID'), tags }] } });
const assigned = await new AssetsApi(config).assignLicenseRaw({ xServiceProject, licenseAssigneeRef: { licenseId: env('MATRIX_LICENSE_ID'), assigneeType: 'user', assigneeId: session.user.id } });
const result = await assigned.value();
console.log(JSON.stringify({
  user_id: session.user.id,
  listed: ids,
  got: got.id,
  statuses: bulk.results.map((r) => r.status),
  assigned: { status: assigned.raw.status, assignee_id: result.assignment.assigneeId, license_id: result.license.id },
}));
