/**
 * `/_sandbox/projects/{project}/quota`: a quota for one project (DESIGN §3: quotas are per
 * project), so a test (or the contract runner) can observe the quota weight of a bulk call in its
 * own project without a global `--quota`. Counted per token on the virtual clock, shown in
 * `RateLimit-Policy`/`RateLimit` as the policy "quota".
 */
import { ApiError } from '../core/errors.js';
import { controlProject } from '../core/project-access.js';
import { projectQuota, quotaSetting, setProjectQuota } from '../core/project-quota.js';
import type { Project } from '../core/store.js';
import type { Deps } from '../deps.js';
import type { ControlHandler } from './handler.js';

export function quotaHandlers(deps: Deps) {
  const answer = (project: Project) => {
    const quota = projectQuota(project);
    if (!quota) throw new ApiError('not_found', { detail: `project ${project.id} has no quota of its own` });
    const { limit, windowSeconds } = quotaSetting(quota);
    return { status: 200 as const, body: { project: project.id, limit, window_seconds: windowSeconds } };
  };
  /** A project that exists (loaded, or saved and loaded again); 404 for one that does not: only setting a quota creates one. */
  const existing = (project: string) => {
    if (deps.store.state(project) === 'unknown') throw new ApiError('not_found', { detail: `no project ${project}` });
    return controlProject(deps.store, project);
  };
  const getProjectQuota: ControlHandler<'getProjectQuota'> = async ({ params: { project } }) => answer(await existing(project));
  const setProjectQuotaHandler: ControlHandler<'setProjectQuota'> = async ({ params: { project }, body }) => {
    const p = await controlProject(deps.store, project);
    setProjectQuota(p, { limit: body.limit, windowSeconds: body.window_seconds ?? deps.config.quota.windowSeconds });
    deps.state.changed(project);
    return answer(p);
  };
  const deleteProjectQuota: ControlHandler<'deleteProjectQuota'> = async ({ params: { project } }) => {
    setProjectQuota(await existing(project), null);
    deps.state.changed(project);
    return { status: 204 };
  };
  return { getProjectQuota, setProjectQuota: setProjectQuotaHandler, deleteProjectQuota };
}
