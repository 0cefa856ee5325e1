/** Everything a module or middleware may use, built once per sandbox by `createDeps`. */
import type { BlockList } from 'node:net';
import type { Logger } from 'pino';
import type { AuthFailureLimiter } from './core/auth-failures.js';
import type { BoundChecker } from './core/bounds.js';
import type { BodyBudget } from './http/body-budget.js';
import type { SaveStatus } from './persistence/save-status.js';
import type { SandboxConfig } from './config/config.js';
import type { VirtualClock } from './core/clock.js';
import type { EventBus } from './core/bus.js';
import type { IdempotencyStore } from './core/idempotency.js';
import type { PermissionResolver } from './core/permissions.js';
import type { FixedWindowQuota, SlidingWindowLimiter } from './core/rate-limit.js';
import type { Rng } from './core/rng.js';
import type { ProjectStore } from './core/store.js';
import type { TokenRegistry } from './core/tokens.js';
import type { Journal } from './http/journal.js';
import type { OpenApiDocument } from './openapi/document.js';
import type { OperationTable } from './openapi/operations.js';
import type { FixtureSet } from './fixtures/sets.js';
import type { ScenarioSetup } from './scenarios/index.js';
import type { WebhookFaultDecision } from './scenarios/types.js';
import type { StateParts } from './persistence/parts.js';
import type { Snapshots } from './persistence/snapshots.js';
import type { Platform } from './platform/prepare.js';
import type { ProxySetup } from './proxy/setup.js';
import type { ReplaySetup } from './replay/setup.js';

export interface Deps {
  config: SandboxConfig;
  clock: VirtualClock;
  store: ProjectStore;
  bus: EventBus;
  tokens: TokenRegistry;
  /** The operator's token string. */
  operatorToken: string;
  contract: { document: OpenApiDocument; operations: OperationTable };
  /** `--platform-openapi`: the platform documents, what is answered from them, the drift report. */
  readonly platform?: Platform;
  /** `--proxy`: which calls a real deployment answers, the departures seen, the recorder (docs/proxy.md). */
  readonly proxy?: ProxySetup;
  /** The recordings held and the projects replaying one (docs/proxy.md, "Replay"). */
  readonly replay: ReplaySetup;
  /** Every line redacted by pino (credentials censored, whatever object carries them). */
  logger: Logger;
  /** The request line's logger: that line is built from redacted fields only (server.ts createLoggers). */
  requestLogger: Logger;
  journal: Journal;
  limiter?: SlidingWindowLimiter;
  quota?: FixedWindowQuota;
  idempotency: IdempotencyStore;
  /** Failed authentications per client address and project (401s past the limit become 429s). */
  readonly authFailures: AuthFailureLimiter;
  /** Saved projects loaded by calls without credentials, per client address and minute (http/project.ts). */
  readonly unauthenticatedLoads: AuthFailureLimiter;
  /** Whether saves reach the disk (persistence/save-status.ts): health and writes' answers say so when not. */
  readonly saving: SaveStatus;
  /** What unauthenticated bodies may hold at once, and how long each may take (http/body-budget.ts). */
  readonly bodyBudget: BodyBudget;
  /** `--trusted-proxy`: peers whose `X-Forwarded-For` names the client (http/client-address.ts). */
  readonly trustedProxies?: BlockList;
  /** A role's permissions in a project; the Auth API adds the project's own roles (`ApiModule.permissions`). */
  readonly permissions: { readonly resolve: PermissionResolver };
  /** The fixture set in force, its seed, and the moment its timestamps lead up to (`reseed` changes it). */
  readonly fixtures: { set: FixtureSet; seed: number; epochMs: number };
  /** New seed and/or fixture set: fixtures are rebuilt and every project starts again from them. */
  reseed(seed: number, set?: string): void;
  /** Back to the fixtures: one project, or everything (projects, tokens, keys, module state). */
  reset(project?: string): void;
  /** A seeded random stream for (project, purpose); the same keys give the same stream afresh. */
  rng: (project: string, purpose: string) => Rng;
  /**
   * The directory of users, for other APIs that reference them (request assignees, license
   * holders): whether a user is there, and whether it is active (a deactivated user stays in the
   * directory). `undefined` means "no directory to ask" (no module keeps one) and callers then
   * skip the check.
   */
  readonly users: { status(project: string, id: string): UserStatus | undefined };
  /** What scenarios do to a webhook delivery; the Event API asks before each attempt. */
  webhookFaults: { decide: (project: string, eventType: string, subscriptionId: string) => WebhookFaultDecision };
  /** Fault scenarios: the known ones, what is in force per project, and their decisions. */
  scenarios: ScenarioSetup;
  /** Hooks run on a reset, for module state kept outside the store (one project, or all). */
  onReset: Set<(project?: string) => void>;
  /**
   * Persistence's change notices and the sandbox-wide parts it saves: call `changed(project)`
   * after changing a project's slot outside a record write (`changed()` for global state); a
   * module's global state joins saves by registering a part. Per-project state is a slot
   * (core/slots.ts).
   */
  state: StateParts;
  /** The bounds per project and the process-wide budget (core/bounds.ts), checked by every write. */
  readonly bounds: BoundChecker;
  /** Named snapshots (`/_sandbox/snapshots`): in memory, or on disk with `--persist`. */
  snapshots: Snapshots;
}

/** A user id in a project's directory: there and active, there but deactivated, or not there. */
export type UserStatus = 'active' | 'inactive' | 'absent';
