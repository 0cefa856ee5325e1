/**
 * The shape of a fault scenario: generated from `scenarios/schema.json` (src/generated/scenario.ts,
 * `npm run gen:types`), with the names the code uses.
 */
import type { Fault, HttpMatch, Rule, Scenario, WebhookMatch } from '../generated/scenario.js';

export type { Fault, Rule, Scenario } from '../generated/scenario.js';

export type OneOrMany<T> = T | T[];

/** A rule's `match`: the fields of either kind (the schema lets a webhook rule use its own only). */
export type Match = HttpMatch & WebhookMatch;

export type FaultKind = Fault['kind'];

/** A scenario as the sandbox holds it: where it came from, for listings and hot reload. */
export interface LoadedScenario extends Scenario {
  /** A file path, `builtin:<file>`, or `inline` (activated through the control API). */
  source: string;
}

/**
 * The webhook fault kinds: the one list. `scenarios/schema.json` names them twice (the rule's
 * `if`, the fault's `kind`); test/scenarios/webhook-kinds.test.ts holds the schema to this list.
 */
export const WEBHOOK_KINDS: readonly FaultKind[] = ['webhook_delay', 'webhook_duplicate', 'webhook_reorder', 'webhook_drop', 'webhook_bad_signature'];
const WEBHOOK_KIND_SET: ReadonlySet<FaultKind> = new Set(WEBHOOK_KINDS);

export function isWebhookRule(rule: Rule): boolean {
  return WEBHOOK_KIND_SET.has(rule.fault.kind);
}

/** Faults a scenario applies to one webhook delivery (DESIGN §5); empty when none applies. */
export interface WebhookFaultDecision {
  /** Hold the first attempt back this long (business time, ms). */
  delayMs?: number;
  /** Deliver this many extra copies, with the same webhook-id. */
  duplicates?: number;
  /** Let later events overtake this one. */
  reorder?: boolean;
  /** Fail the first N attempts as if the receiver were unreachable. */
  dropAttempts?: number;
  /** Sign with a wrong secret: every attempt (`true`), or the first N attempts. */
  badSignature?: true | number;
  /** Which scenario and rule decided, for the journal. */
  source?: { scenario: string; rule: number; kind: string };
}
