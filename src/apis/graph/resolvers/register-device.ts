/**
 * `registerDevice`: the Registry's own create, reached from the graph. The input is checked by
 * the very validator POST /v2/registry/devices uses (compiled from the contract), then created by
 * the Registry's service, so both APIs apply one set of rules and publish one event.
 */
import { ApiError } from '../../../core/errors.js';
import { toFieldErrors } from '../../../openapi/operations.js';
import { createDevice } from '../../registry/devices.js';
import type { Device, DeviceCreate } from '../../registry/records.js';
import { transitionTable } from '../../registry/transitions.js';
import { graphError, requirePermission, type GraphContext } from './context.js';

const FIELDS: Record<string, string> = {
  name: 'name', serialNumber: 'serial_number', imei: 'imei', manufacturer: 'manufacturer', model: 'model', platform: 'platform', tags: 'tags',
};
const BACK = Object.fromEntries(Object.entries(FIELDS).map(([g, r]) => [r, g]));

/** `#/serial_number/0` (REST body) → `#/input/serialNumber/0` (GraphQL argument). */
function toArgumentPointer(pointer: string): string {
  const [, first, ...rest] = pointer.split('/');
  return ['#', 'input', BACK[first] ?? first, ...rest].filter((p) => p !== undefined && p !== '').join('/');
}

export function registerDevice(ctx: GraphContext, input: Record<string, unknown>): Device {
  requirePermission(ctx, 'registry.write', 'registerDevice');
  const body: Record<string, unknown> = {};
  for (const [g, r] of Object.entries(FIELDS)) if (input[g] !== undefined && input[g] !== null) body[r] = input[g];
  const validate = ctx.deps.contract.operations.operations.find((o) => o.id === 'createDevice')?.body?.validate;
  if (validate && !validate(body)) {
    const errors = toFieldErrors(validate.errors, 'body').map((e) => ({ pointer: toArgumentPointer(e.pointer), detail: e.detail }));
    throw graphError('validation_failed', `invalid device: ${errors.slice(0, 3).map((e) => `${e.pointer.slice(2)} ${e.detail}`).join('; ')}`, errors);
  }
  try {
    const registry = { project: ctx.project, bus: ctx.deps.bus, ids: ctx.ids, users: ctx.deps.users, transitions: transitionTable(ctx.deps.config.requestTransitions) };
    return createDevice(registry, body as DeviceCreate);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const code = err.code === 'conflict' ? 'conflict' : 'unprocessable';
    throw graphError(code, err.message, (err.options.errors ?? []).map((e) => ({ pointer: toArgumentPointer(e.pointer), detail: e.detail })));
  }
}
