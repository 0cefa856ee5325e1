/** Reading recordings back in tests: every file of a directory, each checked against the HAR 1.2 schema (har-schema). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import harSchema from 'har-schema';

const schemas = harSchema as Record<string, object>;
const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
(addFormats as unknown as (a: Ajv) => void)(ajv);
for (const schema of Object.values(schemas)) ajv.addSchema(schema);
const validateHar = ajv.getSchema('har.json#')!;

/** The recording files of a directory (not the pseudonym key), by name. */
export function recordings(dir: string): Map<string, string> {
  return new Map(readdirSync(dir).filter((n) => n.endsWith('.har')).map((n) => [n, readFileSync(join(dir, n), 'utf8')]));
}

/** Every file of the directory as it is on disk, the key too: what a grep would see. */
export function everyByte(dir: string): string {
  return readdirSync(dir).filter((n) => n !== 'pseudonym.key').map((n) => readFileSync(join(dir, n), 'utf8')).join('\n');
}

/** A recording parsed and checked against HAR 1.2; throws naming the schema's complaints. */
export function harOf(text: string): { log: { entries: any[] } } {
  const har = JSON.parse(text);
  if (!validateHar(har)) throw new Error(`not HAR 1.2: ${ajv.errorsText(validateHar.errors)}`);
  return har;
}
