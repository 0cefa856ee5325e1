import type { ApiModule } from '../module.js';
import { deviceFixtures } from './fixtures.js';
import { registryRoutes } from './routes.js';
import { DEVICES, type Device } from './service.js';

export const registryModule: ApiModule = {
  name: 'registry',
  collections: [
    {
      name: DEVICES,
      indexes: {
        imei: (d: Device) => d.imei ?? undefined,
        serial_number: (d: Device) => d.serial_number,
      },
    },
  ],
  fixtures: (ctx) => ({ [DEVICES]: deviceFixtures(ctx) }),
  routes: registryRoutes,
};
