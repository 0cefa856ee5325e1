import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { idStream } from '../ids.js';
import { etagOf, notModified } from '../../http/etag.js';
import type { Context } from 'hono';
import { createDevice, getDevice, listDevices, type DeviceCreate, type DeviceQuery, type RegistryContext } from './service.js';

export function registryRoutes(deps: Deps) {
  const ctx = (c: Context<AppEnv>): RegistryContext => {
    const project = c.get('project');
    return { project, bus: deps.bus, ids: idStream(deps, project.id) };
  };
  return new Hono<AppEnv>()
    .post('/v2/registry/devices', (c) => {
      const device = createDevice(ctx(c), c.get('body') as DeviceCreate);
      const etag = etagOf(devicesVersion(c, device.id));
      return c.json(device, 201, { ETag: etag, Location: `/v2/registry/devices/${device.id}` });
    })
    .get('/v2/registry/devices', (c) => c.json(listDevices(c.get('project'), c.get('query') as DeviceQuery)))
    .get('/v2/registry/devices/:id', (c) => {
      const { device, version } = getDevice(c.get('project'), c.req.param('id'));
      const etag = etagOf(version);
      if (notModified(c.req.header('if-none-match'), etag)) return c.body(null, 304, { ETag: etag });
      return c.json(device, 200, { ETag: etag });
    });
}

function devicesVersion(c: Context<AppEnv>, id: string): number {
  return c.get('project').collection('devices').version(id)!;
}
