/** The Registry's operations (`/v2/registry`), each a handler keyed by its operationId. */
import type { Deps } from '../../deps.js';
import { etagOf, notModified } from '../../http/etag.js';
import { pathOf, type Call, type HandlersOf } from '../handler.js';
import { idStream } from '../ids.js';
import { checkItem, itemValidators, runBulk, type BulkRun } from './bulk.js';
import type { RegistryContext } from './context.js';
import { createDevice, deleteDevice, devices, getDevice, listDevices, updateDevice, type DeviceQuery } from './devices.js';
import type { DeviceCreate, DevicePatch, RequestPatch } from './records.js';
import { createRequest, deleteRequest, getRequest, listRequests, requests, updateRequest, type RequestQuery } from './requests.js';
import { transitionTable } from './transitions.js';

type BulkOp = 'bulkDevices' | 'bulkUpdateRequests';

export function registryHandlers(deps: Deps): HandlersOf<'registry'> {
  const transitions = transitionTable(deps.config.requestTransitions);
  const validator = itemValidators(deps.contract.document);
  const context = ({ project }: { project: RegistryContext['project'] }): RegistryContext => ({
    project,
    bus: deps.bus,
    get ids() {
      return idStream(deps, project.id);
    },
    users: deps.users,
    transitions,
  });
  const bulk = (call: Pick<Call<BulkOp>, 'bulkItemFault'>, run: Pick<BulkRun, 'items' | 'pointerOf' | 'status' | 'apply'>) => ({
    status: 207 as const,
    body: runBulk({ ...run, fault: call.bulkItemFault, logger: deps.logger }),
  });
  /** One record with its ETag, or 304 when `If-None-Match` names the current version. */
  const conditional = <T>(call: Pick<Call<'getDevice' | 'getRequest'>, 'header'>, record: T, version: number) => {
    const etag = etagOf(version);
    return notModified(call.header('if-none-match'), etag) ? { status: 304 as const, headers: { etag } } : { status: 200 as const, body: record, headers: { etag } };
  };

  return {
    listDevices: (call) => ({ status: 200, body: listDevices(call.project, call.query as DeviceQuery) }),
    createDevice: (call) => {
      const device = createDevice(context(call), call.body as DeviceCreate);
      return { status: 201, body: device, headers: { etag: etagOf(devices(call.project).version(device.id)!), location: pathOf('getDevice', { id: device.id }) } };
    },
    bulkDevices: (call) => {
      const { op, items } = call.body as { op: 'patch' | 'create' | 'delete'; items: unknown[] };
      const ctx = context(call);
      const run = {
        // The item is its own patch: its `id` equals the device's and so changes nothing.
        patch: {
          status: 200,
          apply: (item: unknown) => {
            const patch = checkItem<DevicePatch & { id: string }>(validator('DeviceBulkPatchItem'), item);
            updateDevice(ctx, patch.id, patch);
            return patch.id;
          },
        },
        create: { status: 201, apply: (item: unknown) => createDevice(ctx, checkItem<DeviceCreate>(validator('DeviceCreate'), item)).id },
        delete: {
          status: 204,
          apply: (item: unknown) => {
            const { id } = checkItem<{ id: string }>(validator('DeviceBulkDeleteItem'), item);
            deleteDevice(ctx, id);
            return id;
          },
        },
      }[op];
      return bulk(call, { items, pointerOf: (i) => `/items/${i}`, ...run });
    },
    getDevice: (call) => {
      const { device, version } = getDevice(call.project, call.params.id);
      return conditional(call, device, version);
    },
    updateDevice: (call) => {
      const device = updateDevice(context(call), call.params.id, call.body as DevicePatch, call.header('if-match'));
      return { status: 200, body: device, headers: { etag: etagOf(devices(call.project).version(device.id)!) } };
    },
    deleteDevice: (call) => {
      deleteDevice(context(call), call.params.id, call.header('if-match'));
      return { status: 204 };
    },
    listRequests: (call) => ({ status: 200, body: listRequests(call.project, call.query as RequestQuery) }),
    createRequest: (call) => {
      const request = createRequest(context(call), call.body);
      return { status: 201, body: request, headers: { etag: etagOf(requests(call.project).version(request.id)!), location: pathOf('getRequest', { id: request.id }) } };
    },
    bulkUpdateRequests: (call) => {
      const ctx = context(call);
      return bulk(call, {
        items: call.body as unknown[],
        pointerOf: (i) => `/${i}`,
        status: 200,
        apply: (item) => {
          const patch = checkItem<RequestPatch & { id: string }>(validator('RequestBulkItem'), item);
          updateRequest(ctx, patch.id, patch);
          return patch.id;
        },
      });
    },
    getRequest: (call) => {
      const { request, version } = getRequest(call.project, call.params.id);
      return conditional(call, request, version);
    },
    updateRequest: (call) => {
      const request = updateRequest(context(call), call.params.id, call.body, call.header('if-match'));
      return { status: 200, body: request, headers: { etag: etagOf(requests(call.project).version(request.id)!) } };
    },
    deleteRequest: (call) => {
      deleteRequest(context(call), call.params.id, call.header('if-match'));
      return { status: 204 };
    },
  };
}
