/**
 * `/_sandbox/projects/{project}/quota`: a quota for one project (DESIGN §3: quotas are per
 * project), so a test (or the contract runner) can observe the quota weight of a bulk call in its
 * own project without a global `--quota`. Counted per token on the virtual clock, shown in
 * `RateLimit-Policy`/`RateLimit` as the policy "quota".
 */
import { ApiError } from '../core/errors.js';
import { projectQuota, quotaSetting, setProjectQuota } from '../core/project-quota.js';
import type { Deps } from '../deps.js';
import type { ControlHandler } from './handler.js';

export function quotaHandlers(deps: Deps) {
  const answer = (project: string) => {
    const quota = projectQuota(deps.store.get(project));
    if (!quota) throw new ApiError('not_found', { detail: `project ${project} has no quota of its own` });
    const { limit, windowSeconds } = quotaSetting(quota);
    return { status: 200 as const, body: { project, limit, window_seconds: windowSeconds } };
  };
  const getProjectQuota: ControlHandler<'getProjectQuota'> = ({ params: { project } }) => {
    // Reading creates no project.
    if (!deps.store.ids().includes(project)) throw new ApiError('not_found', { detail: `no project ${project}` });
    return answer(project);
  };
  const setProjectQuotaHandler: ControlHandler<'setProjectQuota'> = ({ params: { project }, body }) => {
    setProjectQuota(deps.store.get(project), { limit: body.limit, windowSeconds: body.window_seconds ?? deps.config.quota.windowSeconds }, () => deps.clock.now());
    return answer(project);
  };
  const deleteProjectQuota: ControlHandler<'deleteProjectQuota'> = ({ params: { project } }) => {
    setProjectQuota(deps.store.get(project), null, () => deps.clock.now());
    return { status: 204 };
  };
  return { getProjectQuota, setProjectQuota: setProjectQuotaHandler, deleteProjectQuota };
}
