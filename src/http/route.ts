import { ApiError } from '../core/errors.js';
import type { OperationTable } from '../openapi/operations.js';
import type { Stage } from './stage.js';

/**
 * Stage, first of the platform and the control chains: the request's operation in the chain's
 * contract; 404 for no path, 405 (with `Allow`) for no method.
 */
export function route(operations: OperationTable): Stage {
  return {
    name: 'route',
    enter(c) {
      const found = operations.match(c.req.method, c.req.path);
      if (!found) throw new ApiError('route_not_found', { detail: `no operation at ${c.req.path}` });
      if ('allowed' in found) {
        const allow = [...new Set(found.allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])))].join(', ');
        throw new ApiError('method_not_allowed', { detail: `${c.req.method} is not allowed on ${c.req.path}; allowed: ${allow}`, headers: { Allow: allow } });
      }
      c.set('operation', found.operation);
      c.set('pathParams', found.params);
    },
  };
}
