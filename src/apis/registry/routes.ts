import { Hono, type Context } from 'hono';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { etagOf, notModified } from '../../http/etag.js';
import { idStream } from '../ids.js';
import { checkItem, itemValidators, runBulk, type BulkRun } from './bulk.js';
import type { RegistryContext } from './context.js';
import {
  createRequest, deleteRequest, getRequest, listRequests, requests, updateRequest,
  type RequestCreate, type RequestPatch, type RequestQuery,
} from './requests.js';
import {
  createDevice, deleteDevice, devices, getDevice, listDevices, updateDevice,
  type DeviceCreate, type DevicePatch, type DeviceQuery,
} from './service.js';
import { transitionTable } from './transitions.js';
import { empty, json } from '../../http/response.js';

export function registryRoutes(deps: Deps) {
  const transitions = transitionTable(deps.config.requestTransitions);
  const validator = itemValidators(deps.contract.document);
  const ctx = (c: Context<AppEnv>): RegistryContext => {
    const project = c.get('project');
    return {
      project,
      bus: deps.bus,
      get ids() {
        return idStream(deps, project.id);
      },
      users: deps.users,
      transitions,
    };
  };
  const bulk = (c: Context<AppEnv>, run: Pick<BulkRun, 'items' | 'pointerOf' | 'status' | 'apply'>) =>
    json(c, runBulk({ ...run, fault: c.get('bulkItemFault'), logger: deps.logger }), 207);
  const etag = (c: Context<AppEnv>, collection: 'devices' | 'requests', id: string) =>
    etagOf((collection === 'devices' ? devices : requests)(c.get('project')).version(id)!);

  return new Hono<AppEnv>()
    .get('/v2/registry/devices', (c) => json(c, listDevices(c.get('project'), c.get('query') as DeviceQuery)))
    .post('/v2/registry/devices', (c) => {
      const device = createDevice(ctx(c), c.get('body') as DeviceCreate);
      return json(c, device, 201, { etag: etag(c, 'devices', device.id), location: `/v2/registry/devices/${device.id}` });
    })
    .post('/v2/registry/devices/bulk', (c) => {
      const { op, items } = c.get('body') as { op: 'patch' | 'create' | 'delete'; items: unknown[] };
      const context = ctx(c);
      const pointerOf = (i: number) => `/items/${i}`;
      const run = {
        // The item is its own patch: its `id` equals the device's and so changes nothing.
        patch: {
          status: 200,
          apply: (item: unknown) => {
            const patch = checkItem<DevicePatch & { id: string }>(validator('DeviceBulkPatchItem'), item);
            updateDevice(context, patch.id, patch);
            return patch.id;
          },
        },
        create: { status: 201, apply: (item: unknown) => createDevice(context, checkItem<DeviceCreate>(validator('DeviceCreate'), item)).id },
        delete: {
          status: 204,
          apply: (item: unknown) => {
            const { id } = checkItem<{ id: string }>(validator('DeviceBulkDeleteItem'), item);
            deleteDevice(context, id);
            return id;
          },
        },
      }[op];
      return bulk(c, { items, pointerOf, ...run });
    })
    .get('/v2/registry/devices/:id', (c) => {
      const { device, version } = getDevice(c.get('project'), c.req.param('id'));
      return conditionalGet(c, device, version);
    })
    .patch('/v2/registry/devices/:id', (c) => {
      const device = updateDevice(ctx(c), c.req.param('id'), c.get('body') as DevicePatch, c.req.header('if-match'));
      return json(c, device, 200, { etag: etag(c, 'devices', device.id) });
    })
    .delete('/v2/registry/devices/:id', (c) => {
      deleteDevice(ctx(c), c.req.param('id'), c.req.header('if-match'));
      return empty(c, 204);
    })
    .get('/v2/registry/requests', (c) => json(c, listRequests(c.get('project'), c.get('query') as RequestQuery)))
    .post('/v2/registry/requests', (c) => {
      const request = createRequest(ctx(c), c.get('body') as RequestCreate);
      return json(c, request, 201, { etag: etag(c, 'requests', request.id), location: `/v2/registry/requests/${request.id}` });
    })
    // Before `/requests/:id`, which would otherwise take `bulk` for an id.
    .patch('/v2/registry/requests/bulk', (c) => {
      const context = ctx(c);
      return bulk(c, {
        items: c.get('body') as unknown[],
        pointerOf: (i) => `/${i}`,
        status: 200,
        apply: (item) => {
          const patch = checkItem<RequestPatch & { id: string }>(validator('RequestBulkItem'), item);
          updateRequest(context, patch.id, patch);
          return patch.id;
        },
      });
    })
    .get('/v2/registry/requests/:id', (c) => {
      const { request, version } = getRequest(c.get('project'), c.req.param('id'));
      return conditionalGet(c, request, version);
    })
    .patch('/v2/registry/requests/:id', (c) => {
      const request = updateRequest(ctx(c), c.req.param('id'), c.get('body') as RequestPatch, c.req.header('if-match'));
      return json(c, request, 200, { etag: etag(c, 'requests', request.id) });
    })
    .delete('/v2/registry/requests/:id', (c) => {
      deleteRequest(ctx(c), c.req.param('id'), c.req.header('if-match'));
      return empty(c, 204);
    });
}

/** One object with its ETag, or 304 when `If-None-Match` names the current version. */
function conditionalGet(c: Context<AppEnv>, record: object, version: number) {
  const tag = etagOf(version);
  if (notModified(c.req.header('if-none-match'), tag)) return empty(c, 304, { etag: tag });
  return json(c, record, 200, { etag: tag });
}
