/**
 * Spec §8 and §4 rule 3: 200 requests per second per token, and a bulk call weighs 10 ordinary
 * requests in the quota. The rate check is a load test (destructive: it spends the token's budget,
 * so on the sandbox it uses a token of its own). What a refusal looks like (429, Retry-After,
 * RateLimit fields) and the bulk weight in the rate limiter are conventions.
 */
import type { CheckContext, CheckDefinition, Reply } from '../../src/contract/types.js';

const LIST = 'GET /v2/registry/devices';
const GET = 'GET /v2/registry/devices/{id}';
const BULK = 'POST /v2/registry/devices/bulk';

/** A token whose budget the check may spend: a fresh one on the sandbox, else the run's after a pause. */
async function ownToken(t: CheckContext): Promise<string | undefined> {
  if (t.target.isSandbox) return t.mintToken('viewer');
  await t.sleep(1100);
  return undefined;
}

interface Timed {
  sentAt: number;
  doneAt: number;
  reply: Reply;
}

/**
 * Ordinary per-object reads as fast as the target answers, from 50 callers, for `ms`.
 * Every call is timed from sending to answer, so that windows can be judged soundly.
 */
async function stream(t: CheckContext, ms: number, token: string | undefined, until: (calls: Timed[]) => boolean): Promise<Timed[]> {
  const list = await t.call('GET', '/v2/registry/devices', { token, query: { limit: 1 }, raw429: true });
  const id = t.items<{ id: string }>(list.body)[0]?.id;
  if (!id) t.inconclusive('missing data: the project has no device to read');
  await t.sleep(1100);
  const start = performance.now();
  const calls: Timed[] = [];
  let stop = false;
  const worker = async () => {
    while (!stop && performance.now() - start < ms && calls.length < 2000) {
      const sentAt = performance.now();
      const reply = await t.call('GET', `/v2/registry/devices/${encodeURIComponent(id)}`, { token, raw429: true });
      calls.push({ sentAt, doneAt: performance.now(), reply });
      // Stop as soon as the question can be answered: the load is a cost to every other tenant.
      if (until(calls)) stop = true;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  return calls;
}

/**
 * A call sent at or after `a` and answered by `a + 1000` was admitted inside that one second.
 * Over every such window: the most calls answered, and the most of them served (2xx).
 */
export function busiestSecond(calls: { sentAt: number; doneAt: number; served: boolean }[]): { answered: number; served: number } {
  let answered = 0;
  let served = 0;
  for (const first of calls) {
    const inside = calls.filter((c) => c.sentAt >= first.sentAt && c.doneAt <= first.sentAt + 1000);
    answered = Math.max(answered, inside.length);
    served = Math.max(served, inside.filter((c) => c.served).length);
  }
  return { answered, served };
}

/** One member of a structured RateLimit field: `"policy";r=N;t=S` (IETF RateLimit header fields draft). */
export function remaining(header: string | null, policy: string): number | undefined {
  const m = (header ?? '').match(new RegExp(`"${policy}";r=(\\d+)`));
  return m ? Number(m[1]) : undefined;
}

export default [
  {
    id: 'limits.rate-200-per-second',
    title: 'At most 200 ordinary requests per second are served for one token',
    basis: 'normative',
    ref: '§8 (request rate); §5 rule 4',
    safety: 'destructive',
    tags: ['limits', 'load'],
    uses: [LIST, GET],
    async run(t) {
      const token = await t.given('a token whose budget is unused', () => ownToken(t));
      const judged = (calls: Timed[]) => busiestSecond(calls.map((c) => ({ sentAt: c.sentAt, doneAt: c.doneAt, served: c.reply.status >= 200 && c.reply.status < 300 })));
      const calls = await t.when('reads of one device are sent as fast as they are answered, until one second saw more than 200 answers (2.5 s at most)', () =>
        stream(t, 2500, token, (sofar) => sofar.length % 50 === 0 && judged(sofar).answered > 200),
      );
      const busiest = judged(calls);
      if (busiest.served <= 200 && busiest.answered <= 200) t.inconclusive(`limit not reached: at most ${busiest.answered} calls were answered within one second`);
      await t.then('in no second are more than 200 of them served', () =>
        t.expect(busiest.served <= 200, `${busiest.served} calls sent and answered within one second were served`, calls.find((c) => c.reply.status < 300)?.reply),
      );
    },
  },
  {
    id: 'limits.rate-refusal-429',
    title: 'Calls over the rate are 429 with Retry-After and RateLimit fields',
    basis: 'convention',
    ref: 'RFC 6585 §4; RFC 9110 §10.2.3; IETF RateLimit header fields draft; docs/conventions.md (Rate limit)',
    safety: 'destructive',
    tags: ['limits', 'load'],
    uses: [LIST, GET],
    async run(t) {
      const token = await t.given('a token whose budget is unused', () => ownToken(t));
      const calls = await t.when('reads of one device are sent as fast as they are answered, until one is refused (3 s at most)', () => stream(t, 3000, token, (sofar) => sofar.at(-1)?.reply.status === 429));
      const refused = calls.find((c) => c.reply.status === 429)?.reply;
      if (!refused) t.inconclusive(`limit not reached: none of ${calls.length} calls was refused`);
      await t.then('a refusal is 429 with Retry-After ≥ 1 and RateLimit-Policy q=200', () => {
        t.expect(Number(refused!.headers.get('retry-after')) >= 1, `Retry-After is ${refused!.headers.get('retry-after')}`, refused);
        t.expect(/q=200\b/.test(refused!.headers.get('ratelimit-policy') ?? ''), `RateLimit-Policy is ${refused!.headers.get('ratelimit-policy')}`, refused);
        t.expect(/r=0\b/.test(refused!.headers.get('ratelimit') ?? ''), `RateLimit is ${refused!.headers.get('ratelimit')}`, refused);
      });
    },
  },
  {
    id: 'limits.bulk-rate-weight',
    title: 'A bulk call takes 10 units of the rate limit',
    basis: 'convention',
    ref: 'DESIGN §4 (Rate limit: the bulk weight in the rate limiter is a convention)',
    safety: 'isolated-writes',
    tags: ['limits', 'bulk'],
    uses: [LIST, BULK],
    needsControl: true,
    async run(t) {
      const token = await t.given('a fresh token of this project', () => t.mintToken('editor'));
      const started = performance.now();
      const [a, bulk, b] = await t.when('an ordinary call, a bulk call and an ordinary call are made', async () => [
        await t.call('GET', '/v2/registry/devices', { token, query: { limit: 1 } }),
        await t.call('POST', '/v2/registry/devices/bulk', { token, body: { op: 'patch', items: [{ id: t.unique('missing'), tags: [...t.run.tags] }] } }),
        await t.call('GET', '/v2/registry/devices', { token, query: { limit: 1 } }),
      ]);
      if (performance.now() - started > 900) t.inconclusive('the three calls took longer than the one-second window');
      await t.then('the remaining units drop by 10 for the bulk call and by 1 for the next', () => {
        const [ra, rb, rc] = [a, bulk, b].map((r) => remaining(r.headers.get('ratelimit'), 'default'));
        t.expect(ra !== undefined && rb !== undefined && rc !== undefined, 'a RateLimit field is missing', bulk);
        t.expect(ra! - rb! === 10 && rb! - rc! === 1, `remaining went ${ra} → ${rb} → ${rc}`, bulk);
      });
    },
  },
  {
    id: 'limits.bulk-quota-weight',
    title: 'A bulk call counts as 10 ordinary requests in the quota',
    basis: 'normative',
    ref: '§4 rule 3; §8 (quota weight of a bulk call)',
    safety: 'isolated-writes',
    tags: ['limits', 'bulk', 'quota'],
    uses: [LIST, BULK],
    async run(t) {
      // The sandbox has no quota unless one is configured: the check gives this run's project one.
      const quotaPath = `/projects/${encodeURIComponent(t.target.project)}/quota`;
      if (t.target.isSandbox) {
        const set = await t.given("a quota for the run's project (control API)", () => t.control('PUT', quotaPath, { limit: 1_000_000, window_seconds: 3600 }));
        if (set.status !== 200) t.inconclusive(`setup failed: setting the project's quota answered ${set.status}`);
      }
      const policy = t.run.quotaPolicy;
      try {
        const [a, bulk, b] = await t.when('an ordinary call, a bulk call and an ordinary call are made', async () => [
          await t.call('GET', '/v2/registry/devices', { query: { limit: 1 } }),
          await t.call('POST', '/v2/registry/devices/bulk', { body: { op: 'patch', items: [{ id: t.unique('missing'), tags: [...t.run.tags] }] } }),
          await t.call('GET', '/v2/registry/devices', { query: { limit: 1 } }),
        ]);
        const [ra, rb, rc] = [a, bulk, b].map((r) => remaining(r.headers.get('ratelimit'), policy));
        if (ra === undefined || rb === undefined || rc === undefined) t.inconclusive(`not advertised: the target does not show its quota (no "${policy}" member in the RateLimit field; --quota-policy names it)`);
        if (rc! > ra!) t.inconclusive('the quota window turned over during the check');
        await t.then('the quota left drops by 10 for the bulk call and by 1 for the next', () => {
          t.expect(ra! - rb! === 10 && rb! - rc! === 1, `quota left went ${ra} → ${rb} → ${rc}`, bulk);
        });
      } finally {
        if (t.target.isSandbox) await t.control('DELETE', quotaPath);
      }
    },
  },
] satisfies CheckDefinition[];
