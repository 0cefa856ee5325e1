/**
 * Saved records are checked against the contract's schema of their collection where the stored
 * record is exactly the contract's object (devices, requests, software), so a well-formed but
 * damaged file (a device with `tags: 5`) is refused at start, naming the file and the JSON
 * pointer, instead of answering 500 later. Other collections keep internal fields beside the
 * contract's and are checked for the record envelope only (format.ts).
 */
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from '../openapi/document.js';
import { createValidator } from '../openapi/validator.js';
import type { LoadedProject } from './format.js';
import { PersistenceError } from './format.js';

const SCHEMA_OF: Record<string, string> = { devices: 'Device', requests: 'Request', software: 'SoftwareItem' };
/** One ajv per contract document, with the validators compiled from it so far. */
const compiled = new WeakMap<OpenApiDocument, { ajv: Ajv2020; byName: Map<string, ValidateFunction> }>();

function validatorFor(doc: OpenApiDocument, collection: string): ValidateFunction | undefined {
  const name = SCHEMA_OF[collection];
  if (!name) return undefined;
  let c = compiled.get(doc);
  if (!c) {
    c = { ajv: createValidator({ contract: doc }), byName: new Map() };
    compiled.set(doc, c);
  }
  let v = c.byName.get(name);
  if (!v) {
    v = c.ajv.compile({ $ref: `contract#/components/schemas/${name}` });
    c.byName.set(name, v);
  }
  return v;
}

/** Throws naming the file and the JSON pointer of the first record that is not its collection's shape. */
export function checkRecords(doc: OpenApiDocument, loaded: LoadedProject, file: string, base = '/project'): void {
  for (const [collection, entries] of Object.entries(loaded.dump.collections)) {
    const validate = validatorFor(doc, collection);
    if (!validate) continue;
    entries.forEach((entry, i) => {
      if (entry.record === null || validate(entry.record)) return;
      const e = validate.errors![0];
      throw new PersistenceError(`${file}: unexpected content at ${base}/collections/${collection}/${i}/3${e.instancePath}: ${e.message} (a ${SCHEMA_OF[collection]} of the contract)`);
    });
  }
}
