/** The shape of a fault scenario, as `scenarios/schema.json` describes it. */
export type OneOrMany<T> = T | T[];

export interface Match {
  method?: OneOrMany<string>;
  path?: OneOrMany<string>;
  project?: OneOrMany<string>;
  token?: string;
  role?: OneOrMany<string>;
  /** Header name → value glob (`*` = present). */
  headers?: Record<string, string>;
  event_type?: OneOrMany<string>;
  probability?: number;
  after?: number;
  times?: number;
}

export type Fault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'rate_limit'; requests?: number; window_seconds?: number; retry_after_seconds?: number }
  | { kind: 'latency'; distribution: 'fixed' | 'uniform' | 'lognormal'; ms?: number; min_ms?: number; max_ms?: number; median_ms?: number; sigma?: number }
  | { kind: 'bulk_item_failure'; every?: number; indexes?: number[]; ids?: string[]; probability?: number; status?: number; code?: string; detail?: string }
  | { kind: 'token_expired'; min_uses?: number }
  | { kind: 'connection_reset'; after_handler?: boolean }
  | { kind: 'malformed_body'; keep_fraction?: number }
  | { kind: 'webhook_delay'; seconds: number }
  | { kind: 'webhook_duplicate'; copies?: number }
  | { kind: 'webhook_reorder' }
  | { kind: 'webhook_drop'; attempts: number }
  | { kind: 'webhook_bad_signature' };

export type FaultKind = Fault['kind'];

export interface Rule {
  name?: string;
  match?: Match;
  fault: Fault;
}

export interface Scenario {
  name: string;
  description: string;
  seed?: number;
  rules: Rule[];
}

/** A scenario as the sandbox holds it: where it came from, for listings and hot reload. */
export interface LoadedScenario extends Scenario {
  /** A file path, `builtin:<file>`, or `inline` (activated through the control API). */
  source: string;
}

export const WEBHOOK_KINDS: ReadonlySet<FaultKind> = new Set(['webhook_delay', 'webhook_duplicate', 'webhook_reorder', 'webhook_drop', 'webhook_bad_signature']);

export function isWebhookRule(rule: Rule): boolean {
  return WEBHOOK_KINDS.has(rule.fault.kind);
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
  /** Sign with a wrong secret. */
  badSignature?: boolean;
  /** Which scenario and rule decided, for the journal. */
  source?: { scenario: string; rule: number; kind: string };
}
