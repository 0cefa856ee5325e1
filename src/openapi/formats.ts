/**
 * ajv-formats, with `date-time` checked the way the code reads it: RFC 3339 allows a leap second
 * (`23:59:60`), which `Date.parse` cannot read, so a value that passed validation used to fail
 * later as a 500. A date-time must now also parse to a moment.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';

const rfc3339 = fullFormats['date-time'] as { validate: (s: string) => boolean; compare: (a: string, b: string) => number | undefined };

export function addSandboxFormats(ajv: Ajv2020): Ajv2020 {
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: (s: string) => rfc3339.validate(s) && Number.isFinite(Date.parse(s)), compare: rfc3339.compare });
  return ajv;
}
