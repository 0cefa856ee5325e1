/**
 * The Auth API's domain events (docs/auth.md lists the payloads). Data carries ids and names,
 * never a password, token or hash.
 */
import type { EventBus } from '../../core/bus.js';

export type RevokeReason = 'signed_out' | 'user_deactivated' | 'user_deleted' | 'refresh_token_reused' | 'evicted';
type SigninFailure = 'invalid_credentials' | 'user_inactive' | 'throttled';

export interface AuthEvents {
  'signin.succeeded': { user_id: string; username: string; session_id: string };
  'signin.failed': { username: string; user_id: string | null; reason: SigninFailure };
  'session.created': { session_id: string; user_id: string; expires_at: string; refresh_expires_at: string };
  'session.revoked': { session_id: string; user_id: string; reason: RevokeReason };
  'session.expired': { session_id: string; user_id: string; expired_at: string };
  /** Internal (not a webhook type): other APIs release what the user held, e.g. license seats. */
  'user.deleted': { user_id: string };
}

export function publish<K extends keyof AuthEvents>(bus: EventBus, type: K, project: string, timestamp: string, data: AuthEvents[K]): void {
  bus.publish({ type, project, timestamp, data });
}
