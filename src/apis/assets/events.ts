/**
 * Domain events of the Asset API, for in-process listeners only. The Event API's 14 webhook types
 * are fixed (DESIGN §4) and include none of these, so they are prefixed `asset.` and never
 * become webhooks.
 */
import type { AssetsContext } from './records.js';

export type AssetEventType =
  | 'license.created' | 'license.updated' | 'license.deleted'
  | 'license.assigned' | 'license.unassigned'
  | 'software.created' | 'software.updated' | 'software.deleted';

export function publishAssetEvent(ctx: AssetsContext, type: AssetEventType, data: unknown): void {
  ctx.deps.bus.publish({ type: `asset.${type}`, project: ctx.project.id, timestamp: ctx.deps.clock.nowIso(), data });
}
