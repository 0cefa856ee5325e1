/**
 * The on-disk format (docs/persistence.md): JSON files that carry a `format` name and a `version`.
 * Reading checks the JSON, the format, the version and the shape (ajv, compiled once) and names the
 * file and the problem; writing serializes record by record and yields to the event loop so that
 * saving a project of 100,000 changed records never stalls requests for long.
 */
import { createHash } from 'node:crypto';
import { lazyValidator } from '../openapi/lazy-validate.js';
import { createValidator } from '../openapi/validator.js';
import { monotonicMs } from '../core/clock.js';
import type { Entry, ProjectDump, StoredRecord } from '../core/store.js';

/**
 * 2: fixture ids have seven digits (decision 0020); a saved project overlays the fixtures by their ids.
 * 3: every file ends with a SHA-256 checksum of what precedes it, and the state file lists each
 * project's record counts per collection.
 */
const FORMAT_VERSION = 3;

export const FORMATS = {
  state: 'platform-sandbox/state',
  project: 'platform-sandbox/project',
  snapshots: 'platform-sandbox/snapshot-index',
  snapshot: 'platform-sandbox/snapshot',
} as const;

/** A project's state taken at one instant: its changed records (immutable) and its parts as JSON text. */
export interface CapturedProject {
  id: string;
  seq: number;
  last_ms: number;
  collections: Record<string, readonly Entry<StoredRecord>[]>;
  parts: Record<string, string>;
}

/** The same, read back from a file: parts are parsed data. */
export interface LoadedProject {
  dump: ProjectDump;
  parts: Record<string, unknown>;
}

/** Seed, fixture set and epoch: a saved project is an overlay on exactly these fixtures. */
export interface SavedFixtures {
  seed: number;
  set: string;
  epoch: string;
}

export class PersistenceError extends Error {}

const ajv = createValidator();

const entry = {
  type: 'array',
  prefixItems: [
    { type: 'integer', minimum: 1 },
    { type: 'string', minLength: 1 },
    { type: 'number' },
    { oneOf: [{ type: 'null' }, { type: 'object', required: ['id', 'created_at', 'updated_at'] }] },
  ],
  minItems: 4,
  maxItems: 4,
};

const projectBody = {
  type: 'object',
  required: ['id', 'seq', 'last_ms', 'parts', 'collections'],
  properties: {
    id: { type: 'string', minLength: 1 },
    seq: { type: 'integer', minimum: 0 },
    last_ms: { type: 'number' },
    parts: { type: 'object' },
    collections: { type: 'object', additionalProperties: { type: 'array', items: entry } },
  },
};

const fixturesSchema = {
  type: 'object',
  required: ['seed', 'set', 'epoch'],
  properties: { seed: { type: 'integer' }, set: { type: 'string' }, epoch: { type: 'string', minLength: 1 } },
};

const schemas = {
  [FORMATS.project]: lazyValidator(ajv, { type: 'object', required: ['generation', 'project'], properties: { generation: { type: 'integer' }, project: projectBody } }),
  [FORMATS.state]: lazyValidator(ajv, {
    type: 'object',
    required: ['generation', 'saved_at', 'fixtures', 'clock', 'tokens', 'parts', 'projects'],
    properties: {
      generation: { type: 'integer', minimum: 0 },
      saved_at: { type: 'string' },
      fixtures: fixturesSchema,
      clock: {
        type: 'object',
        required: ['offset_ms', 'frozen_at_ms'],
        properties: { offset_ms: { type: 'number' }, frozen_at_ms: { type: ['number', 'null'] } },
      },
      tokens: {
        type: 'object',
        required: ['drawn', 'records'],
        properties: {
          drawn: { type: 'integer', minimum: 0 },
          records: {
            type: 'array',
            items: {
              type: 'object',
              required: ['token', 'kind', 'subject', 'role', 'projects', 'issuedAtMs', 'expiresAtMs', 'revoked'],
              properties: {
                token: { type: 'string', minLength: 1 },
                kind: { enum: ['minted', 'access', 'refresh', 'provisioning'] },
                subject: { type: 'string' },
                role: { type: 'string', minLength: 1 },
                projects: { oneOf: [{ const: '*' }, { type: 'array', items: { type: 'string', minLength: 1 } }] },
                issuedAtMs: { type: 'number' },
                expiresAtMs: { type: ['number', 'null'] },
                revoked: { type: 'boolean' },
                sessionId: { type: 'string' },
              },
              additionalProperties: false,
            },
          },
        },
      },
      parts: { type: 'object' },
      projects: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          required: ['file', 'seq', 'records'],
          properties: {
            file: { type: 'string', pattern: '^[0-9]+-[0-9]+\\.json$' },
            seq: { type: 'integer' },
            records: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
  }),
  [FORMATS.snapshots]: lazyValidator(ajv, {
    type: 'object',
    required: ['snapshots'],
    properties: { snapshots: { type: 'array', items: { type: 'object', required: ['name', 'file', 'created_at', 'scope', 'projects', 'records', 'fixtures'] } } },
  }),
  [FORMATS.snapshot]: lazyValidator(ajv, {
    type: 'object',
    required: ['name', 'projects'],
    properties: { name: { type: 'string' }, projects: { type: 'array', items: projectBody } },
  }),
};

export type FormatName = (typeof FORMATS)[keyof typeof FORMATS];

const CHECKSUM = /,"checksum":"sha256:([0-9a-f]{64})"\}\s*$/;

/** Parse a file's text and check its format, version, checksum and shape; every failure names the file. */
export function parseFile<T>(file: string, text: string, format: FormatName): T {
  if (text.trim() === '') throw new PersistenceError(`${file}: the file is empty (truncated?)`);
  let data: any;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new PersistenceError(`${file}: not valid JSON, the file is truncated or corrupt (${(err as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || data.format !== format) {
    throw new PersistenceError(`${file}: not a ${format} file (format is ${JSON.stringify(data?.format)})`);
  }
  if (data.version !== FORMAT_VERSION) {
    throw new PersistenceError(`${file}: format version ${JSON.stringify(data.version)}, but this sandbox reads version ${FORMAT_VERSION}`);
  }
  const sum = CHECKSUM.exec(text);
  if (!sum) throw new PersistenceError(`${file}: no checksum at the end of the file (truncated or edited?)`);
  if (createHash('sha256').update(text.slice(0, sum.index)).digest('hex') !== sum[1]) {
    throw new PersistenceError(`${file}: the checksum does not match the content: the file was damaged or edited (a flipped byte?)`);
  }
  const check = schemas[format];
  if (!check(data)) {
    const e = check.errors![0];
    throw new PersistenceError(`${file}: unexpected content at ${e.instancePath || '/'}: ${e.message}`);
  }
  return data as T;
}

/** A project object of a project or snapshot file, as the store takes it back. */
export function toLoaded(body: { id: string; seq: number; last_ms: number; parts: Record<string, unknown>; collections: Record<string, [number, string, number, StoredRecord | null][]> }): LoadedProject {
  const collections: ProjectDump['collections'] = {};
  for (const [name, rows] of Object.entries(body.collections)) {
    collections[name] = rows.map(([seq, id, updatedAtMs, record]) => Object.freeze({ seq, id, updatedAtMs, record }));
  }
  return { dump: { id: body.id, seq: body.seq, last_ms: body.last_ms, collections }, parts: body.parts };
}

/** Gives the event loop a turn whenever a few milliseconds of serializing have passed. */
class Yielder {
  #since = monotonicMs();
  constructor(private readonly sliceMs: number) {}
  async turn(): Promise<void> {
    if (monotonicMs() - this.#since < this.sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.#since = monotonicMs();
  }
}

const ROWS_PER_CHECK = 256;

/** A file's bytes in pieces: text is encoded slice by slice, so no single step copies it all at once. */
export class Chunks {
  readonly list: Buffer[] = [];

  text(s: string): this {
    this.list.push(Buffer.from(s));
    return this;
  }

  append(other: Chunks): this {
    this.list.push(...other.list);
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.list);
  }

  /** SHA-256 of the bytes so far, in hex. */
  sha256(): string {
    const hash = createHash('sha256');
    for (const b of this.list) hash.update(b);
    return hash.digest('hex');
  }
}

/** `{id, seq, last_ms, parts, collections}` as JSON, built in slices between which requests run. */
export async function serializeProject(p: CapturedProject, sliceMs = 10): Promise<Chunks> {
  const yielder = new Yielder(sliceMs);
  const out = new Chunks();
  const parts = Object.entries(p.parts).map(([name, json]) => `${JSON.stringify(name)}:${json}`);
  out.text(`{"id":${JSON.stringify(p.id)},"seq":${p.seq},"last_ms":${p.last_ms},"parts":{${parts.join(',')}},"collections":{`);
  let firstCollection = true;
  for (const [name, entries] of Object.entries(p.collections)) {
    out.text(`${firstCollection ? '' : ','}${JSON.stringify(name)}:[`);
    firstCollection = false;
    for (let i = 0; i < entries.length; i += ROWS_PER_CHECK) {
      const rows: string[] = [];
      for (const e of entries.slice(i, i + ROWS_PER_CHECK)) rows.push(JSON.stringify([e.seq, e.id, e.updatedAtMs, e.record]));
      out.text(`${i ? ',' : ''}${rows.join(',')}`);
      await yielder.turn();
    }
    out.text(']');
  }
  return out.text('}}');
}

/**
 * A file: the header fields, the given fields, members already serialized (large bodies), and
 * last `"checksum":"sha256:<hex>"` of every byte before it, so a damaged byte is found on load.
 */
export function fileChunks(format: FormatName, fields: Record<string, unknown>, raw: Record<string, Chunks | string> = {}): Chunks {
  const head = JSON.stringify({ format, version: FORMAT_VERSION, ...fields });
  const out = new Chunks().text(head.slice(0, -1));
  for (const [k, v] of Object.entries(raw)) {
    out.text(`,${JSON.stringify(k)}:`);
    if (typeof v === 'string') out.text(v);
    else out.append(v);
  }
  return out.text(`,"checksum":"sha256:${out.sha256()}"}`);
}

/** A JSON array of serialized members. */
export function arrayChunks(items: Chunks[]): Chunks {
  const out = new Chunks().text('[');
  items.forEach((item, i) => (i ? out.text(',') : out).append(item));
  return out.text(']');
}

export function countRecords(p: CapturedProject): number {
  let n = 0;
  for (const entries of Object.values(p.collections)) n += entries.length;
  return n;
}
