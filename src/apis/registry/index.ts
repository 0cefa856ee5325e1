import type { ApiModule } from '../module.js';
import { DEVICE_ID_PREFIX, deviceFixtures } from './fixtures.js';
import { REQUEST_ID_PREFIX, requestFixtures } from './request-fixtures.js';
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
      fixtureIdPrefix: DEVICE_ID_PREFIX,
    },
    {
      name: REQUESTS,
      indexes: {
        device_id: (r: ServiceRequest) => r.device_id ?? undefined,
        assignee_id: (r: ServiceRequest) => r.assignee_id ?? undefined,
      },
      merge: mergeRequest,
      fixtureIdPrefix: REQUEST_ID_PREFIX,
    },
  ],
  fixtures: (ctx) => {
    const devices = deviceFixtures(ctx);
    return { [DEVICES]: devices, [REQUESTS]: requestFixtures(ctx, devices) };
  },
  routes: registryRoutes,
};
