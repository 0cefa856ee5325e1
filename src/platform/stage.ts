import { ApiError } from '../core/errors.js';
import type { FieldNames } from '../http/env.js';
import { setResponseHeader } from '../http/response.js';
import type { Stage } from '../http/stage.js';
import { renameFields, type Dialect } from './dialect.js';

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

function fieldNamesOf(dialect: Dialect): FieldNames {
  return {
    parameter: (given) => dialect.parameters.get(given) ?? given,
    request: (body) => renameFields(body, dialect.request),
    response: dialect.response.size ? (body) => renameFields(body, dialect.response) : (body) => body,
  };
}

/**
 * `--platform-map`: an operation the map renames is called in the platform document's names. The
 * validation stage reads its query parameters and body through them, and the dispatch stage
 * renames its answer's fields back (http/env.ts `FieldNames`). No stage when there is no map.
 */
export function platformDialect(map: ReadonlyMap<string, Dialect> | undefined): Stage[] {
  if (!map?.size) return [];
  const byOperation = new Map([...map].map(([id, dialect]) => [id, fieldNamesOf(dialect)]));
  return [
    {
      name: 'platform-dialect',
      enter(c) {
        const names = byOperation.get(c.get('operation').id);
        if (names) c.set('fieldNames', names);
      },
    },
  ];
}
