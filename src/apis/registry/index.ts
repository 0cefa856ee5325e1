import type { ApiModule } from '../module.js';
import { mergeDevice } from './devices.js';
import { deviceFixtures } from './fixtures.js';
import { registryHandlers } from './handlers.js';
import { DEVICE_ID_PREFIX, DEVICES, REQUEST_ID_PREFIX, REQUESTS, type Device, type ServiceRequest } from './records.js';
import { requestFixtures } from './request-fixtures.js';
import { mergeRequest } from './requests.js';

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
      tagsOf: (d: Device) => d.tags,
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
  handlers: registryHandlers,
};
