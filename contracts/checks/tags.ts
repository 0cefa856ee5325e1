/**
 * Spec §4 rule 1: `tags` filters devices, with AND, OR and negation by the prefix `!`. The spec
 * gives the parameter's name and the `!` prefix, so a single tag and a negated tag are normative;
 * how AND and OR are written is not shown, so those checks use our syntax (`,` AND, `|` OR) and
 * are conventions. Their oracles are set relations that hold whatever the data: an AND is a
 * subset of each operand, an OR a superset. Each check makes its own devices with tags unique to
 * the run, so the expected sets are known exactly.
 */
import type { CheckContext, CheckDefinition, Device } from '../../src/contract/types.js';

const LIST = 'GET /v2/registry/devices';
const CREATE = 'POST /v2/registry/devices';

interface Fixture {
  a: string;
  b: string;
  /** Devices tagged a+b, a, b, and neither (but the run's tags). */
  ab: Device;
  onlyA: Device;
  onlyB: Device;
  none: Device;
}

async function fixture(t: CheckContext): Promise<Fixture> {
  const a = t.unique('ta');
  const b = t.unique('tb');
  const [ab, onlyA, onlyB, none] = await t.createDevices(4, [[a, b], [a], [b], []]);
  return { a, b, ab, onlyA, onlyB, none };
}

/** Ids of the run's devices that a filter returns (other devices cannot carry the run's unique tags). */
async function filter(t: CheckContext, ...expressions: string[]): Promise<string[]> {
  const devices = await t.listAll<Device>('/v2/registry/devices', { tags: expressions.length === 1 ? expressions[0] : expressions });
  return devices.map((d) => d.id).sort();
}

const ids = (...ds: Device[]) => ds.map((d) => d.id).sort();
/** A list of ids as a report shows it: the first few and the count. */
const show = (list: string[]) => `${list.length} device(s) [${list.slice(0, 6).join(', ')}${list.length > 6 ? ', …' : ''}]`;
const eq = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
const subset = (a: string[], b: string[]) => a.every((x) => b.includes(x));

const meta = { safety: 'isolated-writes', tags: ['registry', 'tags'], uses: [LIST, CREATE] } as const;

export default [
  {
    ...meta,
    id: 'tags.single-tag',
    title: 'tags=<t> returns exactly the devices that carry t',
    basis: 'normative',
    ref: '§4 rule 1',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const got = await t.when('devices are listed with tags=a', () => filter(t, f.a));
      await t.then('the two devices with a come back, and only they', () => t.expect(eq(got, ids(f.ab, f.onlyA)), `got ${show(got)}`));
    },
  },
  {
    ...meta,
    id: 'tags.negation',
    title: 'tags=!<t> returns no device that carries t',
    basis: 'normative',
    ref: '§4 rule 1 (negation with the prefix !)',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const got = await t.when(`devices are listed with tags=!a and the run's tag`, () => filter(t, `!${f.a}`));
      const mine = got.filter((id) => ids(f.ab, f.onlyA, f.onlyB, f.none).includes(id));
      await t.then('none of the devices with a is returned', () => {
        t.expect(!got.includes(f.ab.id) && !got.includes(f.onlyA.id), `a device tagged a was returned among ${show(mine)}`);
      });
    },
  },
  {
    ...meta,
    id: 'tags.and',
    title: 'AND of two tags is the intersection, a subset of each operand',
    basis: 'convention',
    ref: '§4 rule 1; syntax `a,b` is a convention (docs/conventions.md, tags filter)',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const [and, onlyA, onlyB] = await t.when('devices are listed with a,b and with each alone', async () => [await filter(t, `${f.a},${f.b}`), await filter(t, f.a), await filter(t, f.b)]);
      await t.then('a,b is a subset of a and of b, and is exactly the device with both', () => {
        t.expect(subset(and, onlyA) && subset(and, onlyB), `a,b gave ${show(and)}, not a subset of a (${show(onlyA)}) and b (${show(onlyB)})`);
        t.expect(eq(and, ids(f.ab)), `a,b returned ${show(and)}`);
      });
    },
  },
  {
    ...meta,
    id: 'tags.or',
    title: 'OR of two tags is the union, a superset of each operand',
    basis: 'convention',
    ref: '§4 rule 1; syntax `a|b` is a convention (docs/conventions.md, tags filter)',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const [or, onlyA, onlyB] = await t.when('devices are listed with a|b and with each alone', async () => [await filter(t, `${f.a}|${f.b}`), await filter(t, f.a), await filter(t, f.b)]);
      await t.then('a|b is a superset of a and of b, and is exactly the three devices with either', () => {
        t.expect(subset(onlyA, or) && subset(onlyB, or), `a|b gave ${show(or)}, not a superset of a and b`);
        t.expect(eq(or, ids(f.ab, f.onlyA, f.onlyB)), `a|b returned ${show(or)}`);
      });
    },
  },
  {
    ...meta,
    id: 'tags.and-not',
    title: 'a,!b returns the devices with a and without b',
    basis: 'convention',
    ref: '§4 rule 1; syntax is a convention (docs/conventions.md, tags filter)',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const got = await t.when('devices are listed with a,!b', () => filter(t, `${f.a},!${f.b}`));
      await t.then('only the device with a alone', () => t.expect(eq(got, ids(f.onlyA)), `got ${show(got)}`));
    },
  },
  {
    ...meta,
    id: 'tags.repeated-parameters-and',
    title: 'Repeated tags parameters are ANDed',
    basis: 'convention',
    ref: 'docs/conventions.md (tags filter)',
    async run(t) {
      const f = await t.given('four devices tagged {a,b}, {a}, {b}, {}', () => fixture(t));
      const got = await t.when('devices are listed with tags=a&tags=b', () => filter(t, f.a, f.b));
      await t.then('only the device with both', () => t.expect(eq(got, ids(f.ab)), `got ${show(got)}`));
    },
  },
  {
    id: 'tags.syntax-error-400',
    title: 'A malformed tags expression is 400 naming the parameter',
    basis: 'convention',
    ref: 'docs/conventions.md (tags filter: syntax error → 400 with the position)',
    safety: 'read-only',
    tags: ['registry', 'tags'],
    uses: [LIST],
    async run(t) {
      const r = await t.when('devices are listed with tags=a,,|', () => t.call('GET', '/v2/registry/devices', { query: { tags: 'a,,|' } }));
      await t.then('400, with an error pointing at the tags parameter', () => {
        t.expect(r.status === 400, `expected 400, got ${r.status}`, r);
        t.expect(JSON.stringify(r.body?.errors ?? []).includes('tags'), 'no error names the tags parameter', r);
      });
    },
  },
] satisfies CheckDefinition[];
