/**
 * The proxy as one unit built at start from `--proxy` (settings.ts): which calls it takes, the
 * forwarder, the conformance check, the recorder. `deps.proxy` holds it; the stages (stage.ts)
 * and the control API (module.ts) use it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { Journal } from '../http/journal.js';
import type { AppEnv } from '../http/env.js';
import type { OperationTable, Operation } from '../openapi/operations.js';
import type { OpenApiDocument } from '../openapi/document.js';
import type { BoundChecker } from '../core/bounds.js';
import { packageRoot } from '../core/package-root.js';
import { ProxyConformance } from './conformance.js';
import { BulkObservations } from './observed-bulk.js';
import { Forwarder } from './forward.js';
import { Recorder } from './record/recorder.js';
import type { ProxyPlan, Upstream } from './settings.js';

/** Departures kept for `GET /_sandbox/proxy/violations` (the oldest go first). */
const VIOLATIONS_KEPT = 1000;

export interface ProxySetup {
  readonly plan: ProxyPlan;
  readonly forwarder: Forwarder;
  readonly conformance: ProxyConformance;
  readonly recorder?: Recorder;
  /** The per-item results of the bulk answers proxied, for the drift report's `observed`. */
  readonly bulk: BulkObservations;
  /** The upstream this call goes to, or undefined when the sandbox answers it. */
  upstreamFor(c: Context<AppEnv>, operation: Operation): Upstream | undefined;
  close(): Promise<void>;
}

export interface ProxyContext {
  contract: OperationTable;
  documents: readonly { file: string; document: OpenApiDocument }[];
  journal: Journal;
  bodyLimitBytes: number;
  /** The bounds per project: a project's recordings are held to its bytes bound. */
  bounds: BoundChecker;
}

export function createProxy(plan: ProxyPlan, ctx: ProxyContext): ProxySetup {
  const byPath = plan.upstreams.flatMap((u) => (u.covers.kind === 'path' ? [{ prefix: u.covers.prefix, upstream: u }] : [])).sort((a, b) => b.prefix.length - a.prefix.length);
  const byApi = new Map(plan.upstreams.flatMap((u) => (u.covers.kind === 'api' ? [[u.covers.api, u] as const] : [])));
  const fallback = plan.upstreams.find((u) => u.covers.kind === 'all');
  const everyOperation = !plan.operationIds.size && !plan.pathPatterns.length;
  const chosen = (operation: Operation, path: string) => everyOperation || plan.operationIds.has(operation.id) || plan.pathPatterns.some((match) => match(path));
  const under = (path: string, prefix: string) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
  const version = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
  const forwarder = new Forwarder(plan.timeoutMs);
  const recorder = plan.record
    ? new Recorder({
        ...plan.record,
        maxBody: ctx.bodyLimitBytes,
        bytesBound: ctx.bounds.bytesPerProject,
        check: (bound, used, adding, where) => ctx.bounds.check(bound, used, adding, where),
        secrets: plan.credential ? [plan.credential, plan.credential.replace(/^\S+\s+/, '')] : [],
        version,
        note: (kind, detail) => ctx.journal.note(kind, detail),
      })
    : undefined;
  return {
    plan,
    forwarder,
    conformance: new ProxyConformance(ctx.contract, ctx.documents, VIOLATIONS_KEPT),
    recorder,
    bulk: new BulkObservations(),
    upstreamFor(c, operation) {
      const path = c.req.path;
      if (!chosen(operation, path)) return undefined;
      for (const { prefix, upstream } of byPath) if (under(path, prefix)) return upstream;
      const api = operation.raw.tags?.[0];
      return (typeof api === 'string' && byApi.get(api.toLowerCase())) || fallback;
    },
    async close() {
      await recorder?.flush();
      await forwarder.close();
    },
  };
}
