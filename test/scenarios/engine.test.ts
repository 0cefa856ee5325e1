import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/core/clock.js';
import { createRng } from '../../src/core/rng.js';
import { SlotValues } from '../../src/core/slots.js';
import { Journal } from '../../src/http/journal.js';
import { drawLatency } from '../../src/scenarios/catalogue.js';
import { ScenarioEngine } from '../../src/scenarios/engine.js';
import type { RequestFacts } from '../../src/scenarios/matcher.js';
import type { LoadedScenario, Rule } from '../../src/scenarios/types.js';

/** Projects as the engine sees them: each one's slots. */
function projects() {
  const held = new Map<string, SlotValues>();
  const holder = (id: string, v: SlotValues) => ({ id, slot: v.get.bind(v), peekSlot: v.peek.bind(v) });
  return {
    peek: (id: string) => (held.has(id) ? holder(id, held.get(id)!) : undefined),
    get: (id: string) => {
      if (!held.has(id)) held.set(id, new SlotValues({ id, clock: { now: () => 0 }, account: () => {} }));
      return holder(id, held.get(id)!);
    },
  };
}

function engine(...scenarios: LoadedScenario[]) {
  const journal = new Journal(100, new VirtualClock());
  const e = new ScenarioEngine({ seed: () => 7, maxProjects: 16, ratePerSecond: 200, journal, projects: projects() });
  e.define(scenarios);
  return { e, journal };
}

function scenario(name: string, rules: Rule[], seed?: number): LoadedScenario {
  return { name, description: 'test', seed, rules, source: 'inline' };
}

function facts(project: string, method = 'GET', path = '/v2/registry/devices', extra: Partial<RequestFacts> = {}): RequestFacts {
  return { method, path, project, role: () => undefined, header: () => undefined, ...extra };
}

/** What a request gets, as one comparable string; bulk selectors are asked about ten items. */
function decide(e: ScenarioEngine, f: RequestFacts, requested: string[] = []): string {
  const plan = e.plan(f, requested);
  const items = Array.from({ length: 10 }, (_, i) => plan.bulk.map((b) => b.select(i, `dev_${i}`)?.status ?? '-').join('')).join(',');
  return `${plan.injected.map((x) => `${x.scenario}#${x.rule}:${x.kind}`).join(' ')}|${plan.delayMs.toFixed(3)}|${items}|${plan.after.map((a) => a.fault.kind)}`;
}

describe('bulk_item_failure: which items fail', () => {
  it('selects every Nth item, listed indexes and ids, with the chosen status and error', () => {
    const { e } = engine(
      scenario('bulk', [
        { match: { path: '/v2/registry/devices/bulk' }, fault: { kind: 'bulk_item_failure', every: 3, indexes: [0], ids: ['dev_7'], status: 409, code: 'conflict', detail: 'changed elsewhere' } },
      ]),
    );
    e.activate('p', 'bulk');
    const plan = e.plan(facts('p', 'POST', '/v2/registry/devices/bulk'));
    const failed = Array.from({ length: 10 }, (_, i) => (plan.bulk[0].select(i, `dev_${i}`) ? i : -1)).filter((i) => i >= 0);
    expect(failed).toEqual([0, 2, 5, 7, 8]);
    expect(plan.bulk[0].select(2, 'x')).toEqual({ status: 409, code: 'conflict', detail: 'changed elsewhere' });
    expect(plan.injected).toEqual([]);
    expect(e.plan(facts('p', 'GET', '/v2/registry/devices')).bulk).toEqual([]);
  });

  it('fails items by probability with about the given share, the same items for the same seed', () => {
    const s = scenario('bulk', [{ fault: { kind: 'bulk_item_failure', probability: 0.25 } }], 99);
    const pick = () => {
      const { e } = engine(s);
      e.activate('p', 'bulk');
      const plan = e.plan(facts('p', 'POST', '/v2/registry/devices/bulk'));
      return Array.from({ length: 400 }, (_, i) => (plan.bulk[0].select(i, `d${i}`) ? 1 : 0));
    };
    const first = pick();
    expect(pick()).toEqual(first);
    const share = first.reduce((a: number, b) => a + b, 0) / first.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.32);
  });
});

describe('match counters: after, times, probability', () => {
  it('skips the first `after` matches and fires at most `times` times', () => {
    const { e } = engine(scenario('s', [{ match: { method: 'GET', after: 2, times: 3 }, fault: { kind: 'token_expired' } }]));
    e.activate('p', 's');
    const fired = Array.from({ length: 8 }, () => e.plan(facts('p')).injected.length);
    expect(fired).toEqual([0, 0, 1, 1, 1, 0, 0, 0]);
    expect(e.plan(facts('p', 'POST')).injected).toEqual([]);
    expect(e.counters('p')[0].rules[0]).toMatchObject({ matched: 8, fired: 3 });
  });

  it('matches on token, role and header globs', () => {
    const { e } = engine(scenario('s', [{ match: { role: 'viewer', headers: { 'x-client': 'ci-*' } }, fault: { kind: 'token_expired' } }]));
    e.activate('p', 's');
    const header = (v?: string) => (name: string) => (name === 'x-client' ? v : undefined);
    expect(e.plan(facts('p', 'GET', '/x', { role: () => 'viewer', header: header('ci-linux') })).injected).toHaveLength(1);
    expect(e.plan(facts('p', 'GET', '/x', { role: () => 'editor', header: header('ci-linux') })).injected).toHaveLength(0);
    expect(e.plan(facts('p', 'GET', '/x', { role: () => 'viewer', header: header('laptop') })).injected).toHaveLength(0);
    expect(e.plan(facts('p', 'GET', '/x', { role: () => 'viewer' })).injected).toHaveLength(0);
  });
});

describe('determinism', () => {
  const arbRule = fc.oneof(
    fc.record({ match: fc.record({ method: fc.constantFrom('GET', 'POST'), probability: fc.double({ min: 0, max: 1, noNaN: true }) }), fault: fc.constant({ kind: 'token_expired' as const }) }),
    fc.record({ match: fc.record({ probability: fc.double({ min: 0, max: 1, noNaN: true }), after: fc.nat(3) }), fault: fc.constant({ kind: 'latency' as const, distribution: 'lognormal' as const, median_ms: 50, sigma: 1 }) }),
    fc.record({ match: fc.record({ path: fc.constant('/v2/**') }), fault: fc.record({ kind: fc.constant('bulk_item_failure' as const), probability: fc.double({ min: 0, max: 1, noNaN: true }) }) }),
    fc.record({ match: fc.record({ probability: fc.double({ min: 0, max: 1, noNaN: true }) }), fault: fc.constant({ kind: 'malformed_body' as const }) }),
  );
  const arbRequests = fc.array(fc.record({ method: fc.constantFrom('GET', 'POST'), path: fc.constantFrom('/v2/registry/devices', '/v2/registry/devices/bulk', '/v3/auth/users/u1') }), { maxLength: 40 });

  it('gives the same decisions for the same seed and the same requests, whatever other projects do', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), fc.array(arbRule, { minLength: 1, maxLength: 4 }), arbRequests, arbRequests, (seed, rules, requests, noise) => {
        const s = scenario('prop', rules as Rule[], seed);
        const run = (withNoise: boolean) => {
          const { e } = engine(s);
          e.activate('a', 'prop');
          e.activate('b', 'prop');
          return requests.map((r, i) => {
            if (withNoise && noise[i]) decide(e, facts('b', noise[i].method, noise[i].path));
            return decide(e, facts('a', r.method, r.path));
          });
        };
        expect(run(true)).toEqual(run(false));
      }),
      { numRuns: 60 },
    );
  });

  it('gives different decisions for different seeds', () => {
    const decisions = (seed: number) => {
      const { e } = engine(scenario('s', [{ match: { probability: 0.5 }, fault: { kind: 'token_expired' } }], seed));
      e.activate('p', 's');
      return Array.from({ length: 64 }, () => e.plan(facts('p')).injected.length).join('');
    };
    expect(decisions(1)).toBe(decisions(1));
    expect(decisions(1)).not.toBe(decisions(2));
  });
});

describe('latency distributions', () => {
  it('draws fixed, uniform and lognormal delays as configured', () => {
    const rng = createRng(5);
    expect(drawLatency({ kind: 'latency', distribution: 'fixed', ms: 120 }, rng)).toBe(120);
    const uniform = Array.from({ length: 2000 }, () => drawLatency({ kind: 'latency', distribution: 'uniform', min_ms: 100, max_ms: 200 }, rng));
    expect(Math.min(...uniform)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...uniform)).toBeLessThan(200);
    expect(uniform.reduce((a, b) => a + b, 0) / uniform.length).toBeCloseTo(150, -1);
    const lognormal = Array.from({ length: 2001 }, () => drawLatency({ kind: 'latency', distribution: 'lognormal', median_ms: 80, sigma: 0.8 }, rng)).sort((a, b) => a - b);
    expect(lognormal[1000]).toBeGreaterThan(80 * 0.93);
    expect(lognormal[1000]).toBeLessThan(80 * 1.07);
    // sigma is the spread of log(delay): the 84th percentile sits near median * e^sigma.
    expect(lognormal[Math.round(2000 * 0.8413)] / lognormal[1000]).toBeCloseTo(Math.exp(0.8), 0);
  });
});

describe('webhook faults: the decision the Event API asks for', () => {
  it('merges the faults of the rules that fire, for the matching event types only, and journals them', () => {
    const { e, journal } = engine(
      scenario('hooks', [
        { match: { event_type: 'device.*' }, fault: { kind: 'webhook_duplicate', copies: 2 } },
        { match: { event_type: 'device.created' }, fault: { kind: 'webhook_delay', seconds: 30 } },
        { match: { event_type: ['device.*', 'request.*'], times: 1 }, fault: { kind: 'webhook_drop', attempts: 3 } },
        { match: { event_type: 'request.*' }, fault: { kind: 'webhook_reorder' } },
        { match: { event_type: 'signin.*' }, fault: { kind: 'webhook_bad_signature' } },
      ]),
    );
    e.activate('p', 'hooks');
    expect(e.decideWebhook('p', 'device.created', 'sub_1')).toEqual({
      duplicates: 2,
      delayMs: 30_000,
      dropAttempts: 3,
      source: { scenario: 'hooks', rule: 0, kind: 'webhook_duplicate' },
    });
    expect(e.decideWebhook('p', 'device.updated', 'sub_1')).toEqual({ duplicates: 2, source: { scenario: 'hooks', rule: 0, kind: 'webhook_duplicate' } });
    expect(e.decideWebhook('p', 'request.created', 'sub_1')).toEqual({ reorder: true, source: { scenario: 'hooks', rule: 3, kind: 'webhook_reorder' } });
    expect(e.decideWebhook('p', 'signin.failed', 'sub_1')).toMatchObject({ badSignature: true });
    expect(e.decideWebhook('other', 'device.created', 'sub_1')).toEqual({});
    expect(journal.notes.toArray()[0].detail).toBe('hooks#0:webhook_duplicate, hooks#1:webhook_delay, hooks#2:webhook_drop on device.created for subscription sub_1 in project p');
  });

  it('never applies webhook rules to requests, nor request rules to deliveries', () => {
    const { e } = engine(scenario('mixed', [{ fault: { kind: 'webhook_duplicate' } }, { fault: { kind: 'token_expired' } }]));
    e.activate('p', 'mixed');
    expect(e.plan(facts('p')).injected.map((f) => f.kind)).toEqual(['token_expired']);
    expect(e.decideWebhook('p', 'device.created', 's')).toEqual({ duplicates: 1, source: { scenario: 'mixed', rule: 0, kind: 'webhook_duplicate' } });
  });
});

describe('redefinition (hot reload)', () => {
  it('keeps the counters of rules that did not change and restarts those that did', () => {
    const rules: Rule[] = [
      { match: { times: 2 }, fault: { kind: 'token_expired' } },
      { match: { method: 'POST' }, fault: { kind: 'status', status: 500 } },
    ];
    const { e } = engine(scenario('s', rules));
    e.activate('p', 's');
    for (let i = 0; i < 3; i++) e.plan(facts('p'));
    e.define([scenario('s', [rules[0], { match: { method: 'POST' }, fault: { kind: 'status', status: 502 } }])]);
    expect(e.counters('p')[0].rules.map((r) => [r.matched, r.fired])).toEqual([[3, 2], [0, 0]]);
    expect(e.plan(facts('p')).injected).toEqual([]);
  });
});
