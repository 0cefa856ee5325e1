/**
 * `--proxy` as a module: the control API's view of the departures (`GET /_sandbox/proxy/violations`)
 * and, on stop, the recordings flushed and the upstream connections closed.
 */
import type { ControlHandlersOf } from '../admin/handler.js';
import type { ApiModule } from '../apis/module.js';
import { ApiError } from '../core/errors.js';

export const proxyModule: ApiModule = {
  name: 'proxy',
  collections: [],
  admin: (deps): ControlHandlersOf<'proxy'> => ({
    getProxyViolations: async ({ query }) => {
      if (!deps.proxy) throw new ApiError('not_found', { detail: 'no proxy: start with --proxy URL to forward operations to a real deployment' });
      const all = deps.proxy.conformance.violations;
      const kept = query.project === undefined ? all.toArray() : all.toArray().filter((v) => v.project === query.project);
      return { status: 200, body: { violations: kept.slice(-(query.limit ?? 100)), total: all.pushed } };
    },
  }),
  start(deps) {
    const proxy = deps.proxy;
    if (proxy) return () => proxy.close();
  },
};
