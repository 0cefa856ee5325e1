// Generated from scenarios/schema.json by json-schema-to-typescript (npm run gen:types). Do not edit.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
/**
 * What a rule does; `kind` decides the rest.
 */
export type Fault =
  | StatusFault
  | RateLimitFault
  | LatencyFault
  | BulkItemFailureFault
  | TokenExpiredFault
  | ConnectionResetFault
  | MalformedBodyFault
  | EmptyResponseFault
  | RandomDataThenCloseFault
  | SlowBodyFault
  | WebhookDelayFault
  | WebhookDuplicateFault
  | WebhookReorderFault
  | WebhookDropFault
  | WebhookBadSignatureFault;
export type StatusFault = Status;
export type RateLimitFault = RateLimit;
export type BulkItemFailureFault = BulkItemFailure;
export type TokenExpiredFault = TokenExpired;
export type ConnectionResetFault = ConnectionReset;
export type MalformedBodyFault = MalformedBody;
/**
 * the connection closed without a byte of answer (the operation does not run)
 */
export type EmptyResponseFault = EmptyResponse;
export type RandomDataThenCloseFault = RandomDataThenClose;
export type SlowBodyFault = SlowBody;
export type WebhookDelayFault = WebhookDelay;
export type WebhookDuplicateFault = WebhookDuplicate;
export type WebhookReorderFault = WebhookReorder;
export type WebhookDropFault = WebhookDrop;
export type WebhookBadSignatureFault = WebhookBadSignature;

export interface Scenario {
  name: string;
  description: string;
  seed?: number;
  /**
   * @minItems 1
   * @maxItems 100
   */
  rules: Rule[];
}
export interface Rule {
  name?: string;
  match?: HttpMatch & WebhookMatch;
  fault: Fault;
}
export interface HttpMatch {
  method?: Method | Method[];
  path?: string | string[];
  project?: string | string[];
  /**
   * chance that a match fires, drawn from the scenario's seeded stream
   */
  probability?: number;
  /**
   * skip the first N matches
   */
  after?: number;
  /**
   * fire at most N times
   */
  times?: number;
  /**
   * exact bearer token
   */
  token?: string;
  role?: string | string[];
  /**
   * request header name → value glob (* = present)
   */
  headers?: {
    [k: string]: string;
  };
}
export interface WebhookMatch {
  event_type?: string | string[];
  project?: string | string[];
  /**
   * chance that a match fires, drawn from the scenario's seeded stream
   */
  probability?: number;
  /**
   * skip the first N matches
   */
  after?: number;
  /**
   * fire at most N times
   */
  times?: number;
}
export interface Status {
  kind: "status";
  status: number;
  /**
   * JSON value or text; default: a problem+json body
   */
  body?: unknown;
  headers?: {
    [k: string]: string;
  };
}
export interface RateLimit {
  kind: "rate_limit";
  /**
   * refuse this many requests once triggered
   */
  requests?: number;
  /**
   * refuse every matching request for this long (real time) once triggered
   */
  window_seconds?: number;
  /**
   * Retry-After of a storm counted in requests (default 1)
   */
  retry_after_seconds?: number;
}
export interface LatencyFault {
  kind: "latency";
  distribution: "fixed" | "uniform" | "lognormal";
  ms?: number;
  min_ms?: number;
  max_ms?: number;
  median_ms?: number;
  sigma?: number;
}
export interface BulkItemFailure {
  kind: "bulk_item_failure";
  /**
   * fail every Nth item (the Nth, 2Nth, ...)
   */
  every?: number;
  /**
   * @minItems 1
   */
  indexes?: number[];
  /**
   * @minItems 1
   */
  ids?: string[];
  probability?: number;
  status?: number;
  code?: string;
  detail?: string;
}
export interface TokenExpired {
  kind: "token_expired";
  /**
   * a token serves this many matching calls before it may expire
   */
  min_uses?: number;
}
export interface ConnectionReset {
  kind: "connection_reset";
  /**
   * reset after the request was processed (its change is applied) instead of before
   */
  after_handler?: boolean;
}
export interface MalformedBody {
  kind: "malformed_body";
  /**
   * share of the body kept before the cut (default 0.5)
   */
  keep_fraction?: number;
}
export interface EmptyResponse {
  kind: "empty_response";
}
export interface RandomDataThenClose {
  kind: "random_data_then_close";
  /**
   * random bytes written before the close (default 64), from the scenario's seeded stream
   */
  bytes?: number;
}
export interface SlowBody {
  kind: "slow_body";
  /**
   * the platform's body dribbled over this long (at most 30 s)
   */
  seconds: number;
}
export interface WebhookDelay {
  kind: "webhook_delay";
  seconds: number;
}
export interface WebhookDuplicate {
  kind: "webhook_duplicate";
  copies?: number;
}
export interface WebhookReorder {
  kind: "webhook_reorder";
}
export interface WebhookDrop {
  kind: "webhook_drop";
  attempts: number;
}
export interface WebhookBadSignature {
  kind: "webhook_bad_signature";
  /**
   * only the first N attempts badly signed, then good ones (default: every attempt)
   */
  attempts?: number;
}
