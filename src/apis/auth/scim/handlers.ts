/** SCIM 2.0 operations under /v3/auth/scim/v2 (RFC 7644 §3), answered in application/scim+json. */
import { SCIM_BASE } from '../../../core/errors.js';
import type { StoredRecord } from '../../../core/store.js';
import type { Deps } from '../../../deps.js';
import { notModified } from '../../../http/etag.js';
import type { Call, HandlersOf } from '../../handler.js';
import { runBulk } from './bulk.js';
import { resourceTypeById, resourceTypes, schemaById, schemas, serviceProviderConfig } from './discovery.js';
import { groupKind, userKind } from './kinds.js';
import { project, type Projection } from './render.js';
import { createOne, deleteOne, etagFor, getOne, listOf, patchOne, replaceOne, represent, type ListQuery, type ScimContext, type ScimKind } from './resources.js';

const TYPE = 'application/scim+json';

type ScimCall = Pick<Call<'scimGetUser'>, 'project' | 'origin' | 'query'>;

export function scimHandlers(deps: Deps): HandlersOf<'scim'> {
  const ctx = (call: Pick<ScimCall, 'project' | 'origin'>): ScimContext => ({ deps, project: call.project, base: `${call.origin}${SCIM_BASE}` });
  const scim = <S extends 200 | 201>(status: S, body: never, headers: Record<string, string> = {}) => ({ status, body, headers, type: TYPE });
  /** One resource as the client asked to see it (attributes, excludedAttributes), with its ETag. */
  const one = <R extends StoredRecord, S extends 200 | 201>(call: ScimCall, kind: ScimKind<R>, record: R, status: S) => {
    const s = ctx(call);
    const etag = etagFor(kind, s, record.id);
    const location = `${s.base}${kind.def.endpoint}/${record.id}`;
    return scim(status, project(kind.def, represent(kind, s, record), call.query as Projection) as never, { etag, ...(status === 201 ? { location } : {}) });
  };
  /** The six operations of a resource type, the same for Users and Groups. */
  const resource = (kind: ScimKind<StoredRecord>) => ({
    list: (call: ScimCall) => scim(200, listOf(kind, ctx(call), call.query as ListQuery) as never),
    create: async (call: ScimCall & { body: unknown }) => one(call, kind, await createOne(kind, ctx(call), call.body), 201),
    get: (call: ScimCall & Pick<Call<'scimGetUser'>, 'params' | 'header'>) => {
      const record = getOne(kind, ctx(call), call.params.id);
      const etag = etagFor(kind, ctx(call), record.id);
      if (notModified(call.header('if-none-match'), etag)) return { status: 304 as const, headers: { etag } };
      return one(call, kind, record, 200);
    },
    replace: async (call: ScimCall & Pick<Call<'scimReplaceUser'>, 'params' | 'header' | 'body'>) =>
      one(call, kind, await replaceOne(kind, ctx(call), call.params.id, call.body, call.header('if-match')), 200),
    patch: async (call: ScimCall & Pick<Call<'scimPatchUser'>, 'params' | 'header' | 'body'>) =>
      one(call, kind, await patchOne(kind, ctx(call), call.params.id, call.body, call.header('if-match')), 200),
    remove: (call: Pick<Call<'scimDeleteUser'>, 'project' | 'origin' | 'params' | 'header'>) => {
      deleteOne(kind, ctx(call), call.params.id, call.header('if-match'));
      return { status: 204 as const };
    },
  });
  const users = resource(userKind as unknown as ScimKind<StoredRecord>);
  const groups = resource(groupKind as unknown as ScimKind<StoredRecord>);

  return {
    scimListUsers: users.list,
    scimCreateUser: users.create,
    scimGetUser: users.get,
    scimReplaceUser: users.replace,
    scimPatchUser: users.patch,
    scimDeleteUser: users.remove,
    scimListGroups: groups.list,
    scimCreateGroup: groups.create,
    scimGetGroup: groups.get,
    scimReplaceGroup: groups.replace,
    scimPatchGroup: groups.patch,
    scimDeleteGroup: groups.remove,
    scimServiceProviderConfig: (call) => scim(200, serviceProviderConfig(ctx(call).base) as never),
    scimResourceTypes: (call) => scim(200, resourceTypes(ctx(call).base, call.query) as never),
    scimGetResourceType: (call) => scim(200, resourceTypeById(ctx(call).base, call.params.id) as never),
    scimSchemas: (call) => scim(200, schemas(ctx(call).base, call.query) as never),
    scimGetSchema: (call) => scim(200, schemaById(ctx(call).base, call.params.id) as never),
    scimBulk: async (call) => scim(200, (await runBulk(ctx(call), call.body, Buffer.byteLength(await call.http.req.text()), call.bulkItemFault)) as never),
  };
}
