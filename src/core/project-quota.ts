/**
 * A quota of one project, set through the control API (`PUT /_sandbox/projects/{project}/quota`):
 * DESIGN §3 makes quotas per project. It replaces the global quota (`--quota`) for that project,
 * counts per token like it, on the virtual clock, and lives as long as the project is loaded.
 */
import { FixedWindowQuota } from './rate-limit.js';
import type { Project } from './store.js';

const KEY = 'quota';

export interface QuotaSetting {
  limit: number;
  windowSeconds: number;
}

export function projectQuota(project: Project | undefined): FixedWindowQuota | undefined {
  return project?.extras.get(KEY) as FixedWindowQuota | undefined;
}

/** Sets (a new window, nothing used yet) or removes (`null`) the project's quota. */
export function setProjectQuota(project: Project, setting: QuotaSetting | null, now: () => number): void {
  if (setting === null) project.extras.delete(KEY);
  else project.extras.set(KEY, new FixedWindowQuota(setting.limit, setting.windowSeconds * 1000, now, 1000));
}

export function quotaSetting(quota: FixedWindowQuota): QuotaSetting {
  return { limit: quota.limit, windowSeconds: Math.round(quota.windowMs / 1000) };
}
