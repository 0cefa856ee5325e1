/**
 * `--platform-map FILE`: per operation of ours, the platform document's names for its query
 * parameters, request fields and response fields (the document's name, then ours), as the drift
 * report proposes them. Checked at start: an unknown operation or parameter is a start error
 * naming the file and the JSON pointer.
 */
import { readFileSync } from 'node:fs';
import { yaml } from '../core/yaml.js';
import type { Dialect } from './dialect.js';
import {PlatformDocumentError } from './load.js';
import { resolveRef } from '../openapi/resolve-ref.js';

class MapError extends PlatformDocumentError {
  constructor(file: string, pointer: string, reason: string) {
    super(file, pointer, reason, 'platform map');
  }
}
import type { PlatformSurface } from './surface.js';

export type PlatformMap = Map<string, Dialect>;

const KINDS = ['parameters', 'request', 'response'] as const;

export function loadPlatformMap(file: string, surface: PlatformSurface): PlatformMap {
  let raw: any;
  try {
    raw = yaml().parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new MapError(file, '#', `cannot be read as YAML: ${(err as Error).message.split('\n')[0]}`);
  }
  if (!raw || typeof raw !== 'object' || !raw.operations || typeof raw.operations !== 'object') throw new MapError(file, '#/operations', 'a platform map has an "operations" object: operationId -> { parameters, request, response }');
  const ours = new Map(surface.emulated.map((p) => [p.ours.id, p.ours]));
  const map: PlatformMap = new Map();
  for (const [id, entry] of Object.entries<any>(raw.operations)) {
    const op = ours.get(id);
    if (!op) throw new MapError(file, `#/operations/${id}`, `${id} is not an operation we emulate that the platform document describes; mapped operations: ${[...ours.keys()].sort().join(', ')}`);
    if (!entry || typeof entry !== 'object') throw new MapError(file, `#/operations/${id}`, 'must be an object with parameters, request and/or response');
    for (const key of Object.keys(entry)) if (!KINDS.includes(key as never)) throw new MapError(file, `#/operations/${id}/${key}`, `is not one of ${KINDS.join(', ')}`);
    const pairs = (kind: (typeof KINDS)[number]): [string, string][] => {
      const v = entry[kind] ?? {};
      if (typeof v !== 'object' || Array.isArray(v)) throw new MapError(file, `#/operations/${id}/${kind}`, "must map the document's name to ours");
      for (const [from, to] of Object.entries(v)) if (typeof to !== 'string' || !to) throw new MapError(file, `#/operations/${id}/${kind}/${from}`, 'must name our parameter or field');
      return Object.entries(v) as [string, string][];
    };
    const parameters = pairs('parameters');
    const queryNames = new Set(((op.op.parameters ?? []) as unknown[]).map((p) => resolveRef(surface.served, p)).filter((p) => p?.in === 'query').map((p) => p.name));
    for (const [from, to] of parameters) {
      if (!queryNames.has(to)) throw new MapError(file, `#/operations/${id}/parameters/${from}`, `${to} is not a query parameter of ${id}; it has ${[...queryNames].join(', ') || 'none'}`);
    }
    map.set(id, {
      parameters: new Map(parameters),
      request: new Map(pairs('request')),
      response: new Map(pairs('response').map(([theirs, ourName]) => [ourName, theirs])),
    });
  }
  return map;
}
