/**
 * `/_sandbox/projects/{project}/quota`: a quota for one project (DESIGN §3: quotas are per
 * project), so a test (or the contract runner) can observe the quota weight of a bulk call in its
 * own project without a global `--quota`. Counted per token on the virtual clock, shown in
 * `RateLimit-Policy`/`RateLimit` as the policy "quota".
 */
import { Hono, type Context } from 'hono';
import { ApiError } from '../core/errors.js';
import { projectQuota, quotaSetting, setProjectQuota } from '../core/project-quota.js';
import { PROJECT_ID_PATTERN } from '../core/store.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { empty, json } from '../http/response.js';
import { bodyReader } from './body.js';

const quotaBody = bodyReader<{ limit: number; window_seconds?: number }>({
  type: 'object',
  required: ['limit'],
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    window_seconds: { type: 'integer', minimum: 1, maximum: 31_536_000 },
  },
  additionalProperties: false,
});

function projectOf(c: Context<AppEnv>): string {
  const id = c.req.param('project') ?? '';
  if (!PROJECT_ID_PATTERN.test(id)) throw new ApiError('invalid_project', { detail: `project must match ${PROJECT_ID_PATTERN.source}`, errors: [{ in: 'path', pointer: '#/project', detail: 'not a project id' }] });
  return id;
}

export function quotaAdminRoutes(deps: Deps): Hono<AppEnv> {
  const answer = (c: Context<AppEnv>, project: string) => {
    const quota = projectQuota(deps.store.get(project));
    if (!quota) throw new ApiError('not_found', { detail: `project ${project} has no quota of its own` });
    const { limit, windowSeconds } = quotaSetting(quota);
    return json(c, { project, limit, window_seconds: windowSeconds });
  };
  return new Hono<AppEnv>()
    .get('/projects/:project/quota', (c) => {
      const project = projectOf(c);
      // Reading creates no project.
      if (!deps.store.ids().includes(project)) throw new ApiError('not_found', { detail: `no project ${project}` });
      return answer(c, project);
    })
    .put('/projects/:project/quota', async (c) => {
      const project = projectOf(c);
      const body = await quotaBody(c);
      setProjectQuota(deps.store.get(project), { limit: body.limit, windowSeconds: body.window_seconds ?? deps.config.quota.windowSeconds }, () => deps.clock.now());
      return answer(c, project);
    })
    .delete('/projects/:project/quota', (c) => {
      setProjectQuota(deps.store.get(projectOf(c)), null, () => deps.clock.now());
      return empty(c, 204);
    });
}
