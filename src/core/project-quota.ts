/**
 * A quota of one project, set through the control API (`PUT /_sandbox/projects/{project}/quota`):
 * DESIGN §3 makes quotas per project. It replaces the global quota (`--quota`) for that project,
 * counts per token like it, on the virtual clock, and is a slot of the project (`quota`): its
 * setting and the counts of its current window survive eviction, restarts (`--persist`) and
 * snapshots; a reset of the project removes it.
 */
import { FixedWindowQuota, type SavedWindows } from './rate-limit.js';
import { slot } from './slots.js';
import type { Project } from './store.js';

export interface QuotaSetting {
  limit: number;
  windowSeconds: number;
}

interface SavedQuota extends QuotaSetting {
  windows: SavedWindows;
}

const QUOTA = slot<{ quota?: FixedWindowQuota }>({
  name: 'quota',
  create: () => ({}),
  save: ({ quota }) => (quota ? ({ ...quotaSetting(quota), windows: quota.saved() } satisfies SavedQuota) : undefined),
  load: (data, project) => {
    const d = data as SavedQuota;
    const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) > 0;
    if (typeof d !== 'object' || d === null || !count(d.limit) || !count(d.windowSeconds) || !Array.isArray(d.windows)) {
      throw new Error(`project ${project.id}: the saved quota (slot "quota") has an unexpected shape`);
    }
    const quota = newQuota(d, () => project.clock.now());
    quota.restore(d.windows);
    return { quota };
  },
});

function newQuota(setting: QuotaSetting, now: () => number): FixedWindowQuota {
  return new FixedWindowQuota(setting.limit, setting.windowSeconds * 1000, now, 1000);
}

export function projectQuota(project: Project | undefined): FixedWindowQuota | undefined {
  return project?.peekSlot(QUOTA)?.quota;
}

/** Sets (a new window, nothing used yet) or removes (`null`) the project's quota. */
export function setProjectQuota(project: Project, setting: QuotaSetting | null): void {
  project.slot(QUOTA).quota = setting === null ? undefined : newQuota(setting, () => project.clock.now());
}

export function quotaSetting(quota: FixedWindowQuota): QuotaSetting {
  return { limit: quota.limit, windowSeconds: Math.round(quota.windowMs / 1000) };
}
