import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRequest } from '../../src/apis/registry/requests.js';
import type { Device, ServiceRequest } from '../../src/apis/registry/records.js';
import { mergeDevice } from '../../src/apis/registry/devices.js';

const at = '2026-03-01T00:00:00.000Z';

const device: Device = {
  id: 'dev_0000001',
  name: "Ada's iPhone 15",
  imei: '356938035643809',
  serial_number: 'AP1234567890',
  manufacturer: 'Apple',
  model: 'iPhone 15',
  platform: 'ios',
  tags: ['ios', 'prod'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

const request: ServiceRequest = {
  id: 'req_0000001',
  title: 'Screen repair',
  description: 'Cracked',
  status: 'open',
  priority: 'normal',
  device_id: 'dev_0000001',
  assignee_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

/** What `Collection.patch` stores without a merge of the collection's own. */
const spread = <T extends { id: string; created_at: string }>(current: T, fields: Partial<T>) => ({ ...current, ...fields, id: current.id, created_at: current.created_at, updated_at: at });

const text = fc.string({ minLength: 1, maxLength: 8 });

/** Every subset of the record's fields, with values of their types, as patches. */
const patches = <T>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Partial<T>>;

function mergesAsSpread<T extends { id: string; created_at: string }>(record: T, merge: (r: T, f: Partial<T>, at: string) => T, fields: fc.Arbitrary<Partial<T>>): void {
  fc.assert(
    fc.property(fields, (patch) => {
      expect(JSON.stringify(merge(record, patch, at))).toBe(JSON.stringify(spread(record, patch)));
    }),
  );
}

describe("the Registry's merges of a patch into a record", () => {
  it('give a device exactly what a spread gives, field order included', () => {
    mergesAsSpread(
      device,
      mergeDevice,
      patches<Device>({
        id: text,
        name: text,
        imei: fc.option(text, { nil: null }),
        serial_number: text,
        manufacturer: text,
        model: text,
        platform: fc.constantFrom('ios', 'android', 'linux', 'other'),
        tags: fc.array(text, { maxLength: 3 }),
        created_at: text,
        updated_at: text,
      }),
    );
  });

  it('give a request exactly what a spread gives, field order included', () => {
    mergesAsSpread(
      request,
      mergeRequest,
      patches<ServiceRequest>({
        id: text,
        title: text,
        description: text,
        status: fc.constantFrom('open', 'in_progress', 'resolved', 'closed'),
        priority: fc.constantFrom('low', 'normal', 'high'),
        device_id: fc.option(text, { nil: null }),
        assignee_id: fc.option(text, { nil: null }),
        created_at: text,
        updated_at: text,
      }),
    );
  });

  it('clear a nullable field given as null, and keep one not given', () => {
    expect(mergeDevice(device, { imei: null }, at).imei).toBeNull();
    expect(mergeDevice(device, { name: 'x' }, at).imei).toBe(device.imei);
    expect(mergeRequest(request, { device_id: null }, at).device_id).toBeNull();
  });
});
