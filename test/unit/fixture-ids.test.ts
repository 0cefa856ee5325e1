import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureId, fixtureNumber } from '../../src/core/fixture-ids.js';
import { FixtureBase, type StoredRecord } from '../../src/core/store.js';

const t = '2026-01-01T00:00:00.000Z';
const record = (id: string): StoredRecord => ({ id, created_at: t, updated_at: t });

describe('fixture ids', () => {
  it('reads back the number of every id it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom('dev_', 'req_', 'cmt_12_', ''), fc.integer({ min: 0, max: 36 ** 7 - 1 }), (prefix, n) => {
        expect(fixtureNumber(prefix, fixtureId(prefix, n))).toBe(n);
      }),
    );
  });

  it('reads a number only from the one form it writes, so that two ids never share a number', () => {
    const chars = fc.constantFrom(...'0123456789abcdefxyzABZ_-. é');
    const near = fc.oneof(
      fc.string({ unit: chars, minLength: 0, maxLength: 9 }).map((s) => `dev_${s}`),
      fc.string({ unit: chars, minLength: 7, maxLength: 7 }).map((s) => `dex_${s}`),
      fc.string({ minLength: 0, maxLength: 12 }),
    );
    fc.assert(
      fc.property(near, (id) => {
        const n = fixtureNumber('dev_', id);
        if (n !== -1) expect(fixtureId('dev_', n)).toBe(id);
      }),
      { numRuns: 2000 },
    );
    expect(fixtureNumber('dev_', 'dev_000000A')).toBe(-1);
    expect(fixtureNumber('dev_', 'dev_000001')).toBe(-1);
    expect(fixtureNumber('dev_', 'dev_00000001')).toBe(-1);
    expect(fixtureNumber('dev_', 'DEV_0000001')).toBe(-1);
  });

  it('writes device and request ids longer than the ten characters that JSON.parse puts in V8\'s string table', () => {
    // Decision 0020: a bulk body names 500 ids; at ten characters or fewer each cost a lookup and an insert.
    expect(fixtureId('dev_', 1)).toBe('dev_0000001');
    for (const prefix of ['dev_', 'req_']) expect(fixtureId(prefix, 0).length).toBeGreaterThan(10);
  });

  it('finds fixture records by number, and by a map when an id is of another form', () => {
    for (const odd of [undefined, 'dev_legacy', fixtureId('dev_', 3)]) {
      const ids = [1, 2, 3, 4].map((n) => fixtureId('dev_', n));
      if (odd) ids.push(odd);
      const base = new FixtureBase();
      base.add({ name: 'devices', fixtureIdPrefix: 'dev_' }, ids.map(record));
      const devices = base.collection('devices')!;
      ids.forEach((id) => expect(devices.entries[devices.positionOfId(id)]?.id, `${odd}: ${id}`).toBe(id));
      for (const id of [fixtureId('dev_', 0), fixtureId('dev_', 5), fixtureId('dev_', 36 ** 7 - 1), 'dev_', 'usr_0000001']) {
        expect(devices.positionOfId(id), `${odd}: ${id}`).toBe(-1);
      }
    }
  });
});
