/**
 * The comparison behind decision 0022: three ways to answer a page of the tags filter over the
 * `large` fixtures' 100,000 devices, in one process.
 *
 * - `index`: the store's tag index (`src/core/tag-index.ts`): a bitmap for a tag on at least 1 in
 *   32 positions, a sorted list otherwise, read a word of 32 positions at a time.
 * - `lists`: sorted Int32Arrays of positions only: the most selective positive term drives, the
 *   other literals are binary searches.
 * - `roaring`: roaring-wasm (CRoaring built to WebAssembly): the query as and/or/andNot of
 *   bitmaps, then the first positions after the cursor. Not a dependency: install it first with
 *   `npm install --no-save roaring-wasm@1.1.0`; without it the row is skipped.
 *
 * Run: `npx tsx bench/tag-index-compare.ts`. Prints µs per page (51 positions: a page of 50 and
 * whether there is more), from the start and from the middle, as CPU time, and the bytes each keeps.
 */
import { modules } from '../src/apis/index.js';
import type { Device } from '../src/apis/registry/records.js';
import { parseTagFilter } from '../src/apis/registry/tags-filter.js';
import { FixtureTagIndex, type TagQuery } from '../src/core/tag-index.js';
import { buildFixtures } from '../src/fixtures/build.js';
import { loadFixtureSet } from '../src/fixtures/sets.js';

const PAGE = 51;
const base = buildFixtures(modules, loadFixtureSet('large'), 11, Date.parse('2026-01-01T00:00:00Z'));
const devices = base.collection('devices')!.entries.map((e) => e.record as Device);
const size = devices.length;
const queries = ['prod,ios|android,!retired', 'recalled', 'supervised', '!retired', 'ios,android'];

/** CPU µs per call (user + system of this process: a busy machine stretches wall time, not this). */
function time(run: () => number, rounds = 3000): number {
  for (let i = 0; i < 500; i++) run();
  const before = process.cpuUsage();
  let sink = 0;
  for (let i = 0; i < rounds; i++) sink += run();
  if (sink < 0) throw new Error('unreachable');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / rounds;
}

const lists = new Map<string, Int32Array>();
{
  const building = new Map<string, number[]>();
  devices.forEach((d, p) => d.tags.forEach((t) => (building.get(t) ?? building.set(t, []).get(t)!).push(p)));
  for (const [tag, list] of building) lists.set(tag, Int32Array.from(list));
}

function has(list: Int32Array | undefined, p: number): boolean {
  if (!list) return false;
  let lo = 0, hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < p) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === p;
}

/** Sorted lists only: the smallest all-positive term's union drives (every position when none), the rest by binary search. */
function listsPage(query: TagQuery, from: number): number {
  const cost = (term: TagQuery[number]) => term.reduce((n, l) => n + (l.negated ? size - (lists.get(l.tag)?.length ?? 0) : lists.get(l.tag)?.length ?? 0), 0);
  const order = [...query].sort((a, b) => cost(a) - cost(b));
  const lead = order[0].every((l) => !l.negated) ? order[0] : undefined;
  const rest = lead ? order.slice(1) : order;
  const ok = (p: number) => rest.every((term) => term.some((l) => has(lists.get(l.tag), p) !== l.negated));
  let found = 0;
  if (!lead) {
    for (let p = from; p < size && found < PAGE; p++) if (ok(p)) found++;
    return found;
  }
  const sources = lead.map((l) => lists.get(l.tag) ?? new Int32Array(0));
  const at = sources.map((s) => {
    let lo = 0, hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (s[mid] < from) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  });
  while (found < PAGE) {
    let next = Infinity;
    for (let i = 0; i < sources.length; i++) if (at[i] < sources[i].length) next = Math.min(next, sources[i][at[i]]);
    if (next === Infinity) break;
    for (let i = 0; i < sources.length; i++) if (sources[i][at[i]] === next) at[i]++;
    if (ok(next)) found++;
  }
  return found;
}

async function roaringRows(): Promise<((query: TagQuery, from: number) => number) | string> {
  let lib: any;
  try {
    lib = await import(process.env.ROARING_WASM ?? 'roaring-wasm');
  } catch {
    return 'roaring-wasm is not installed (npm install --no-save roaring-wasm@1.1.0)';
  }
  const { RoaringBitmap32, roaringLibraryInitialize } = lib.default ?? lib;
  await roaringLibraryInitialize();
  const bitmaps = new Map<string, any>();
  for (const [tag, list] of lists) {
    const b = new RoaringBitmap32(list);
    b.runOptimize();
    bitmaps.set(tag, b);
  }
  const all = new RoaringBitmap32();
  all.addRange(0, size);
  const empty = new RoaringBitmap32();
  roaringBytes = [...bitmaps.values()].reduce((n, b) => n + b.getSerializationSizeInBytes('portable'), 0);
  return (query, from) => {
    let result: any = all.clone();
    for (const term of query) {
      const any = new RoaringBitmap32();
      for (const l of term) {
        const b = bitmaps.get(l.tag) ?? empty;
        if (!l.negated) any.orInPlace(b);
        else {
          const not = RoaringBitmap32.andNot(all, b);
          any.orInPlace(not);
          not.dispose();
        }
      }
      result.andInPlace(any);
      any.dispose();
    }
    const it = result[Symbol.iterator]().moveToGreaterEqual(from);
    let found = 0;
    for (let r = it.next(); !r.done && found < PAGE; r = it.next()) found++;
    it.dispose?.();
    result.dispose();
    return found;
  };
}
let roaringBytes = 0;

async function main(): Promise<void> {
  const t0 = performance.now();
  const index = new FixtureTagIndex(size, (p) => devices[p].tags);
  const buildMs = performance.now() - t0;
  const indexPage = (query: TagQuery, from: number) => {
    let found = 0;
    index.select(query, from, undefined, () => ++found < PAGE);
    return found;
  };
  const roaring = await roaringRows();
  const listBytes = [...lists.values()].reduce((n, l) => n + l.byteLength, 0);
  const bitmapTags = [...lists.values()].filter((l) => l.length * 32 >= size).length;
  const indexBytes = [...lists.values()].reduce((n, l) => n + (l.length * 32 >= size ? ((size + 31) >> 5) * 4 : l.byteLength), 0);
  process.stdout.write(`${size} devices, ${lists.size} tags (${bitmapTags} as bitmaps in the index); index built in ${buildMs.toFixed(1)} ms\n`);
  process.stdout.write(`bytes kept: index ${indexBytes}, lists ${listBytes}${typeof roaring === 'string' ? '' : `, roaring ${roaringBytes} (serialized)`}\n`);
  process.stdout.write('CPU µs per page of 51 positions (from the start | from the middle):\n');
  for (const text of queries) {
    const query = parseTagFilter(text);
    const cells = [indexPage, listsPage, ...(typeof roaring === 'string' ? [] : [roaring])].map((page) => {
      const counts = [page(query, 0), page(query, size >> 1)];
      return `${time(() => page(query, 0)).toFixed(1)} | ${time(() => page(query, size >> 1)).toFixed(1)} (${counts.join('/')} found)`;
    });
    process.stdout.write(`  ${text.padEnd(28)} index ${cells[0]}; lists ${cells[1]}${cells[2] ? `; roaring ${cells[2]}` : ''}\n`);
  }
  if (typeof roaring === 'string') process.stdout.write(`${roaring}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
