/**
 * HAR import through the control API: a file over each limit (64 MiB, 10,000 entries, a base64
 * body past the body limit), one that is not HAR 1.2, one whose entry is no operation, and one
 * whose learned records pass a project's bound are refused naming why, and nothing of them is
 * kept. A browser's HAR (base64 answer, a real email, no fields of ours) is imported, scrubbed as
 * recordings are, and replays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', bounds: { recordsPerCollection: 3 } });
});
afterAll(async () => {
  await sb?.stop();
});

const device = (n: number) => ({ id: `dev_imp${String(n).padStart(7, '0')}`, name: `imported ${n}`, imei: null, serial_number: `IMP-${n}`, manufacturer: 'Framework', model: 'Laptop 13', platform: 'linux', tags: [], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });

/** A HAR 1.2 entry as a browser writes it. */
function entry(url: string, status: number, answer: string, extra: { method?: string; encoding?: string; mimeType?: string } = {}) {
  return {
    startedDateTime: '2026-11-01T10:00:00.000Z',
    time: 12,
    request: { method: extra.method ?? 'GET', url, httpVersion: 'HTTP/2', cookies: [], headers: [{ name: 'authorization', value: 'Bearer real-staging-token-123456' }], queryString: [], headersSize: -1, bodySize: 0 },
    response: { status, statusText: '', httpVersion: 'HTTP/2', cookies: [], headers: [{ name: 'content-type', value: 'application/json' }], content: { size: answer.length, mimeType: 'application/json', text: answer, ...(extra.encoding && { encoding: extra.encoding }) }, redirectURL: '', headersSize: -1, bodySize: -1 },
    cache: {},
    timings: { send: 1, wait: 10, receive: 1 },
  };
}
const har = (entries: unknown[], version = '1.2') => ({ log: { version, creator: { name: 'Firefox', version: '133' }, entries } });

async function importHar(name: string, body: string | Uint8Array<ArrayBuffer>, project?: string) {
  const res = await fetch(`${sb.url}/_sandbox/recordings?name=${encodeURIComponent(name)}${project ? `&project=${project}` : ''}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, json: (await res.json()) as any };
}
const names = async () => ((await (await fetch(`${sb.url}/_sandbox/recordings`)).json()) as { data: { name: string }[] }).data.map((r) => r.name);

describe('HAR import refuses, naming why, and keeps nothing', () => {
  it('a file over 64 MiB', async () => {
    const r = await importHar('huge', new Uint8Array(64 * 1024 * 1024 + 1).fill(0x20));
    expect(r.status).toBe(413);
    expect(r.json.detail).toMatch(/huge is refused: is over the import limit of 64 MiB per HAR file/);
  });

  it('more than 10,000 entries', async () => {
    const one = entry('https://staging.example.com/v2/registry/devices?limit=1', 200, '{"data":[],"next_cursor":null}');
    const r = await importHar('many', JSON.stringify(har(Array.from({ length: 10_001 }, () => one))));
    expect(r.status).toBe(413);
    expect(r.json.errors).toEqual([{ in: 'body', pointer: '#/log/entries', detail: 'holds 10001 entries, over the import limit of 10000' }]);
  });

  it('a base64 body that decodes past the body limit', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0x61).toString('base64');
    const r = await importHar('b64', JSON.stringify(har([entry('https://staging.example.com/v2/registry/devices', 200, big, { encoding: 'base64' })])));
    expect(r.status).toBe(413);
    expect(r.json.errors[0]).toMatchObject({ pointer: '#/log/entries/0/response/content/text', detail: expect.stringMatching(/base64 that decodes to more than the body limit/) });
  });

  it('a HAR that is not HAR 1.2: another version, a missing field, not JSON', async () => {
    const ok = entry('https://staging.example.com/v2/registry/devices', 200, '{"data":[],"next_cursor":null}');
    const v11 = await importHar('old', JSON.stringify(har([ok], '1.1')));
    expect([v11.status, v11.json.errors]).toEqual([422, [{ in: 'body', pointer: '#/log/version', detail: 'is "1.1": not HAR 1.2' }]]);
    const { timings: _t, ...noTimings } = ok;
    const missing = await importHar('partial', JSON.stringify(har([noTimings])));
    expect(missing.status).toBe(422);
    expect(missing.json.errors[0]).toEqual({ in: 'body', pointer: '#/log/entries/0', detail: "must have required property 'timings': not HAR 1.2" });
    expect((await importHar('text', 'GET /v2/registry/devices HTTP/1.1')).json.detail).toMatch(/is not JSON, so not HAR 1\.2/);
  });

  it('an entry that is no operation of the sandbox, and a name that is not a recording name', async () => {
    const r = await importHar('elsewhere', JSON.stringify(har([entry('https://staging.example.com/static/app.js', 200, '""')])));
    expect([r.status, r.json.errors[0].pointer]).toEqual([422, '#/log/entries/0/request']);
    expect(r.json.detail).toMatch(/GET \/static\/app\.js is no operation the sandbox serves/);
    expect((await importHar('../etc', '{}')).status).toBe(400);
  });

  it("learned records past the project's bound: 507 naming it, the project untouched", async () => {
    const token = { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'bounded', 'content-type': 'application/json' };
    const mine = await fetch(`${sb.url}/v2/registry/devices`, { method: 'POST', headers: token, body: JSON.stringify({ name: 'before the import', serial_number: 'KEEP-1' }) });
    expect(mine.status).toBe(201);
    const list = JSON.stringify({ data: [1, 2, 3, 4].map(device), next_cursor: null });
    const r = await importHar('too-many', JSON.stringify(har([entry('https://staging.example.com/v2/registry/devices', 200, list)])), 'bounded');
    expect(r.status).toBe(507);
    expect(r.json).toMatchObject({ bound: 'records_per_collection', limit: 3 });
    expect(r.json.detail).toMatch(/project bounded, devices \(learning recording too-many\)/);
    expect(await names()).toEqual([]);
    const still = await fetch(`${sb.url}/v2/registry/devices/${((await mine.json()) as { id: string }).id}`, { headers: token });
    expect(still.status).toBe(200);
  });
});

describe("a browser's HAR", () => {
  it('is imported scrubbed (base64 answer decoded, email pseudonymised) and replays', async () => {
    const answer = Buffer.from(JSON.stringify({ ...device(1), name: 'Laptop of grace.hopper@navy.example.mil' })).toString('base64');
    const r = await importHar('browser', JSON.stringify(har([entry('https://staging.example.com/v2/registry/devices/dev_imp0000001', 200, answer, { encoding: 'base64' })])), 'browsed');
    expect(r.status).toBe(201);
    expect(r.json.recording).toMatchObject({ name: 'browser', entries: 1, failures: 0, replayed_in: ['browsed'] });
    expect(r.json.replay.learned).toEqual({ devices: 1 });
    const res = await fetch(`${sb.url}/v2/registry/devices/dev_imp0000001`, { headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'browsed' } });
    expect([res.status, res.headers.get('x-sandbox-source')]).toEqual([200, 'replay']);
    const body = (await res.json()) as { name: string };
    expect(body.name).toMatch(/^Laptop of u-[0-9a-f]{16}@example\.invalid$/);
    // Unmatched, and 404 asked for: named as the replay's.
    const again = await fetch(`${sb.url}/_sandbox/recordings/browser/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project: 'strict', unmatched: '404' }) });
    expect(again.status).toBe(200);
    const miss = await fetch(`${sb.url}/v2/registry/devices/dev_0000001`, { headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': 'strict' } });
    expect(miss.status).toBe(404);
    expect(((await miss.json()) as { detail: string }).detail).toMatch(/no exchange of recording browser matches GET \/v2\/registry\/devices\/dev_0000001/);
    expect((await importHar('browser', '{}')).status).toBe(409);
  });
});

describe('matching', () => {
  const page = (n: number) => JSON.stringify({ data: [], next_cursor: `page-${n}` });
  const replayIn = (project: string, options: Record<string, unknown>) =>
    fetch(`${sb.url}/_sandbox/recordings/paging/replay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ project, ...options }) });
  const get = async (project: string, query: string) => {
    const res = await fetch(`${sb.url}/v2/registry/devices?${query}`, { headers: { authorization: `Bearer ${sb.operatorToken}`, 'x-service-project': project } });
    return [res.headers.get('x-sandbox-source'), ((await res.json()) as { next_cursor: string }).next_cursor];
  };

  it('compares the query in any order, leaves out what `ignore` names, and answers repeated calls in turn (order recorded) or with the first', async () => {
    const url = 'https://staging.example.com/v2/registry/devices?limit=2&cursor=abc';
    expect((await importHar('paging', JSON.stringify(har([entry(url, 200, page(1)), entry(url, 200, page(2))])))).status).toBe(201);
    expect((await replayIn('in-turn', { ignore: ['cursor'] })).status).toBe(200);
    expect([await get('in-turn', 'cursor=zzz&limit=2'), await get('in-turn', 'limit=2'), await get('in-turn', 'limit=2&cursor=abc')]).toEqual([
      ['replay', 'page-1'],
      ['replay', 'page-2'],
      ['replay', 'page-2'],
    ]);
    expect(await get('in-turn', 'limit=3')).toEqual(['emulated', expect.anything()]);
    expect((await replayIn('first', { order: 'first' })).status).toBe(200);
    expect([await get('first', 'cursor=abc&limit=2'), await get('first', 'limit=2&cursor=abc'), (await get('first', 'limit=2'))[0]]).toEqual([['replay', 'page-1'], ['replay', 'page-1'], 'emulated']);
    const bad = await replayIn('first', { ignore: ['/a~2'] });
    expect([bad.status, ((await bad.json()) as { detail: string }).detail]).toEqual([400, expect.stringMatching(/~ must be followed by 0 or 1/)]);
  });
});
