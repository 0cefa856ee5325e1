import type { ApiModule } from '../module.js';
import { deviceFixtures } from './fixtures.js';
import { requestFixtures } from './request-fixtures.js';
import { mergeRequest, REQUESTS, type ServiceRequest } from './requests.js';
import { registryRoutes } from './routes.js';
import { DEVICES, mergeDevice, type Device } from './service.js';

export const registryModule: ApiModule = {
  name: 'registry',
  collections: [
    {
      name: DEVICES,
      indexes: {
        imei: (d: Device) => d.imei ?? undefined,
        serial_number: (d: Device) => d.serial_number,
      },
      merge: mergeDevice,
    },
    {
      name: REQUESTS,
      indexes: {
        device_id: (r: ServiceRequest) => r.device_id ?? undefined,
        assignee_id: (r: ServiceRequest) => r.assignee_id ?? undefined,
      },
      merge: mergeRequest,
    },
  ],
  fixtures: (ctx) => {
    const devices = deviceFixtures(ctx);
    return { [DEVICES]: devices, [REQUESTS]: requestFixtures(ctx, devices) };
  },
  routes: registryRoutes,
};
