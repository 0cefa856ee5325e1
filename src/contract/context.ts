/**
 * Runs one behaviour check: gives it the `t` it works with (given / when / then steps, calls,
 * helpers) and turns what happened into an outcome. A failed `given` means the target could not
 * be prepared (inconclusive); a failed `then` is a failure of a normative check and drift of a
 * convention, except on the sandbox, which must honour its own conventions.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { monotonicMs } from '../core/clock.js';
import { AnswerTooLarge, RateLimited, TargetClient, TransportError } from './http.js';
import type { Ledger } from './ledger.js';
import type { Redactor } from './redact.js';
import { DEFAULT_RULES, headerSkeleton, skeleton, type ParityRules } from './normalise.js';
import { notServedReason, specOperation } from './served.js';
import type { CheckContext, CheckDefinition, CheckResult, Device, Exchange, Reply, RunInfo, TargetInfo } from './types.js';

class CheckFailure extends Error {
  constructor(
    message: string,
    readonly exchange?: Exchange,
    /** The spec's rule the failed expectation stated: a failure whatever the check's basis. */
    readonly rule?: string,
  ) {
    super(message);
  }
}
class Inconclusive extends Error {}

export interface CheckEnvironment {
  client: TargetClient;
  target: TargetInfo;
  run: RunInfo;
  ledger: Ledger;
  adminToken?: string;
  signal?: AbortSignal;
  /** Blots out credentials; minted tokens are added to it. */
  redactor?: Redactor;
  /** What a check says it is waiting for. */
  note?: (message: string) => void;
  /** What of each answer is kept for parity (default: DEFAULT_RULES). */
  parityRules?: ParityRules;
  /** Every call of the check as it is answered (`--verbose`). */
  onExchange?: (e: Exchange) => void;
}

/** The objects of a list answer, whatever its envelope: a bare array, `data`, SCIM `Resources`, or the one array member. */
export function itemsOf<T = any>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (!body || typeof body !== 'object') return [];
  const o = body as Record<string, unknown>;
  for (const key of ['data', 'items', 'Resources', 'results']) if (Array.isArray(o[key])) return o[key] as T[];
  const arrays = Object.values(o).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as T[]) : [];
}

let uniqueCounter = 0;

export async function runCheck(check: CheckDefinition, env: CheckEnvironment): Promise<CheckResult> {
  const steps: string[] = [];
  const exchanges: Exchange[] = [];
  let phase: 'given' | 'when' | 'then' = 'given';
  const started = monotonicMs();
  const client = new TargetClient({ ...env.client.options, onExchange: (e) => (exchanges.push(e), env.client.options.onExchange?.(e), env.onExchange?.(e)) });
  const step = async <T>(kind: typeof phase, title: string, fn: () => Promise<T> | T): Promise<T> => {
    phase = kind;
    steps.push(`${kind} ${title}`);
    return fn();
  };
  const control = async <T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>> => {
    if (!env.target.isSandbox) throw new Inconclusive('needs the sandbox control API (/_sandbox), which this target does not answer');
    const headers: Record<string, string> = env.adminToken ? { authorization: `Bearer ${env.adminToken}` } : {};
    return client.call<T>(method, `/_sandbox${path}`, { body, headers, token: null, project: null });
  };
  const t: CheckContext = {
    target: env.target,
    run: env.run,
    given: (title, fn) => step('given', title, fn),
    when: (title, fn) => step('when', title, fn),
    then: (title, fn) => step('then', title, fn),
    expect(condition, message, evidence, rule) {
      if (!condition) throw new CheckFailure(rule ? `${message} (breaks spec ${rule})` : message, evidence && 'exchange' in evidence ? evidence.exchange : evidence, rule);
    },
    inconclusive(reason): never {
      throw new Inconclusive(reason);
    },
    call: (method, path, options) => client.call(method, path, options),
    control,
    async mintToken(role = 'admin', projects = [env.target.project]) {
      const r = await control('POST', '/tokens', { role, projects, ttl_seconds: 3600 });
      if (r.status !== 201 || typeof r.body?.access_token !== 'string') throw new Inconclusive(`could not mint a token (control API answered ${r.status})`);
      env.redactor?.add(r.body.access_token);
      return r.body.access_token as string;
    },
    items: itemsOf,
    async listAll(path, query, maxPages = 20) {
      const out = [];
      let cursor: string | undefined;
      for (let page = 0; page < maxPages; page++) {
        const r = await client.call('GET', path, { query: { ...query, ...(cursor ? { cursor } : {}) } });
        if (r.status !== 200) throw new CheckFailure(`listing ${path} answered ${r.status}`, r.exchange);
        const items = itemsOf(r.body);
        out.push(...items);
        const next = typeof (r.body as any)?.next_cursor === 'string' ? (r.body as any).next_cursor : undefined;
        // A target that hands back the same cursor (a stateless mock does) would loop.
        if (!next || next === cursor || !items.length) break;
        cursor = next;
      }
      return out;
    },
    async createDevices(count, extraTags = []) {
      const devices: Device[] = [];
      for (let i = 0; i < count; i++) {
        const serial = t.unique('SN').toUpperCase();
        const r = await client.call<Device>('POST', '/v2/registry/devices', {
          body: { name: `contract runner ${env.run.id} #${i + 1}`, serial_number: serial, tags: [...env.run.tags, ...(extraTags[i] ?? [])] },
        });
        if (r.status !== 201 || typeof r.body?.id !== 'string') {
          throw new Inconclusive(`setup failed: creating a device answered ${r.status} (POST /v2/registry/devices is a convention of the sandbox)`);
        }
        t.remember(`/v2/registry/devices/${encodeURIComponent(r.body.id)}`, `device ${r.body.id}`);
        devices.push(r.body);
      }
      return devices;
    },
    remember: (path, label) => env.ledger.add(path, label),
    unique: (prefix) => `${prefix}-${env.run.id.slice(-6)}-${(++uniqueCounter).toString(36)}`,
    sleep: (ms) => delay(ms, undefined, { signal: env.signal }),
    note: (message) => env.note?.(message),
  };

  const result = (outcome: CheckResult['outcome'], reason?: string, evidence?: Exchange): CheckResult => ({
    id: check.id,
    group: groupOf(check.id),
    title: check.title,
    basis: check.basis,
    ref: check.ref,
    safety: check.safety,
    tags: [...(check.tags ?? [])],
    outcome,
    reason: reason && reason.length > 600 ? `${reason.slice(0, 600)}…` : reason,
    steps,
    evidence,
    exchanges: exchanges.map((e) => ({
      method: e.request.method,
      operation: e.operation,
      status: e.response?.status,
      headers: e.response && headerSkeleton(e.response.headers, env.parityRules ?? DEFAULT_RULES),
      body: e.response && skeleton(e.response.body, env.parityRules ?? DEFAULT_RULES),
    })),
    ms: Math.round(monotonicMs() - started),
  });
  const last = () => exchanges.at(-1);
  /**
   * A call the target's router refused (404/405: it does not serve the operation) never lets a
   * check pass: an operation of spec §4's table is a failure, one of our conventions inconclusive.
   */
  const notServed = (preferred?: Exchange): CheckResult | undefined => {
    const e = [preferred, ...exchanges].find((x) => x && notServedReason(x));
    if (!e) return undefined;
    const why = notServedReason(e)!;
    const spec = specOperation(e.request.method, new URL(e.request.url).pathname);
    if (spec) return result('fail', `not served: ${why}; the spec lists ${spec} (§4)`, e);
    return result('inconclusive', `not served: ${why}; the operation is a convention of the sandbox, which the target does not have`, e);
  };
  try {
    await check.run(t);
    return notServed() ?? result('pass');
  } catch (err) {
    if (env.signal?.aborted) return result('skipped', 'the run was interrupted');
    if (err instanceof Inconclusive || err instanceof RateLimited || err instanceof AnswerTooLarge) return notServed(last()) ?? result('inconclusive', err.message, last());
    const evidence = err instanceof CheckFailure && err.exchange ? err.exchange : last();
    const unserved = notServed(evidence);
    if (unserved) return unserved;
    if (phase === 'given') return result('inconclusive', `setup failed: ${(err as Error).message}`, last());
    const message = err instanceof CheckFailure ? err.message : err instanceof TransportError ? err.message : `the answer broke the check: ${(err as Error).message}`;
    const normative = check.basis === 'normative' || (err instanceof CheckFailure && err.rule !== undefined);
    const outcome = normative || env.target.isSandbox ? 'fail' : 'drift';
    return result(outcome, `${steps.at(-1)}: ${message}`, evidence);
  }
}

export function groupOf(id: string): string {
  return id.split('.')[0];
}
