import { ApiError } from '../core/errors.js';
import { setResponseHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';

/**
 * After routing: `X-Sandbox-Source: emulated` on every answer of ours (an answer from a platform
 * document says its own source), and, under `--platform-only`, 404 for our operations that no
 * platform document describes.
 */
export function sourceMark(platformOnly: boolean): Stage {
  return {
    name: 'source-mark',
    enter(c) {
      const operation = c.get('operation');
      if (platformOnly && operation.raw['x-sandbox-source'] === 'sandbox-only') {
        throw new ApiError('route_not_found', { detail: `${operation.id} is served by the sandbox only; the platform document does not describe it (--platform-only)` });
      }
      setResponseHeader(c, 'x-sandbox-source', 'emulated');
    },
  };
}
