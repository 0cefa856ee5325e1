/**
 * Which operations of a platform document form a resource the sandbox can remember: where the
 * path templates make it unambiguous, `POST /x` creates what `GET /x/{id}` returns; then `GET /x`
 * lists them and `PATCH`/`PUT`/`DELETE /x/{id}` change or remove one. Nothing else is stateful.
 */
type CrudVerb = 'create' | 'read' | 'list' | 'update' | 'replace' | 'delete';

export interface CrudRole {
  /** The collection's path template (`/x`). */
  resource: string;
  verb: CrudVerb;
  /** The item path's parameter (`id` of `/x/{id}`). */
  param: string;
}

/** `/x/{id}`, or with a literal suffix `/x/{id}.json` (whose collection is `/x.json`, Twilio's style). */
const ITEM = /^(.*)\/\{([^}/]+)\}([^/{}]*)$/;

/** Whether an operation declares a success (a create without one creates nothing a client can see). */
const succeeds = (op: { op?: Record<string, any> }) => !op.op || Object.entries<any>(op.op.responses ?? {}).some(([s, r]) => /^2/.test(s) || (s === 'default' && !r?.['x-sandbox-added']));

export function inferResources(ops: readonly { id: string; method: string; path: string; op?: Record<string, any> }[]): Map<string, CrudRole> {
  const byKey = new Map(ops.map((o) => [`${o.method} ${o.path}`, o]));
  const roles = new Map<string, CrudRole>();
  for (const read of ops) {
    if (read.method !== 'GET') continue;
    const m = ITEM.exec(read.path);
    if (!m) continue;
    const [, parent, param, suffix] = m;
    // The collection itself must be literal at its end (`/x`, not `/x/{y}`), or two resources could share it.
    if (parent.endsWith('}')) continue;
    const collection = parent + suffix;
    const create = byKey.get(`POST ${collection}`);
    if (!create || !succeeds(create)) continue;
    const role = (verb: CrudVerb): CrudRole => ({ resource: collection, verb, param });
    roles.set(create.id, role('create'));
    roles.set(read.id, role('read'));
    const list = byKey.get(`GET ${collection}`);
    if (list) roles.set(list.id, role('list'));
    for (const [method, verb] of [['PATCH', 'update'], ['PUT', 'replace'], ['DELETE', 'delete']] as const) {
      const op = byKey.get(`${method} ${read.path}`);
      if (op) roles.set(op.id, role(verb));
    }
  }
  return roles;
}
