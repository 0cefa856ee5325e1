/**
 * The one ajv configuration of the sandbox: every JSON Schema validator (the router's, a bulk
 * item's, the event catalogue's, persistence's and the scenarios') comes from `createValidator`,
 * so they check the same formats and none of them can be made to compare 64,000 items pairwise:
 * every schema it compiles, and the contract it registers, has its `uniqueItems` bounded by its
 * `maxItems` first (bounded-unique.ts). A test fails on a `new Ajv2020` anywhere else in `src/`.
 *
 * Formats are ajv-formats', with `date-time` checked the way the code reads it: RFC 3339 allows a
 * leap second (`23:59:60`), which `Date.parse` cannot read, so a value that passed validation used
 * to fail later as a 500. A date-time must now also parse to a moment.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { boundUniqueness } from './bounded-unique.js';
import type { OpenApiDocument } from './document.js';

export interface ValidatorOptions {
  /** Every error (a request's answer names each field) rather than the first (a file read at start). */
  allErrors?: boolean;
  /** Strings coerced to the declared types, arrays from single values (path, query and header parameters). */
  coerce?: boolean;
  /** Errors carry their schema and data (the scenario loader names the known fields). */
  verbose?: boolean;
  /**
   * Each schema checked against the meta-schema when it is compiled: a user's schemas only. It
   * compiles the meta-schema first, a tenth of a second; the package's own schemas are checked by tests.
   */
  checkSchemas?: boolean;
  /** A contract whose `$ref`s the schemas follow as `contract#/...`, registered with its uniqueness bounded. */
  contract?: OpenApiDocument;
}

const rfc3339 = fullFormats['date-time'] as { validate: (s: string) => boolean; compare: (a: string, b: string) => number | undefined };

/** A contract's bounded copy, made once per document however many validators register it. */
const bounded = new WeakMap<OpenApiDocument, OpenApiDocument>();

export function boundedContract(doc: OpenApiDocument): OpenApiDocument {
  let out = bounded.get(doc);
  if (!out) bounded.set(doc, (out = boundUniqueness(doc)));
  return out;
}

export function createValidator(options: ValidatorOptions = {}): Ajv2020 {
  const build = (discriminator: boolean) => {
    const ajv = new Ajv2020({
      allErrors: options.allErrors ?? false,
      strict: false,
      coerceTypes: options.coerce ? 'array' : false,
      discriminator,
      validateFormats: true,
      verbose: options.verbose ?? false,
      validateSchema: options.checkSchemas ?? false,
      // A platform document's own formats (`iso-country-code`) are not checked, and not logged either.
      logger: false,
    });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    ajv.addFormat('date-time', { type: 'string', validate: (s: string) => rfc3339.validate(s) && Number.isFinite(Date.parse(s)), compare: rfc3339.compare });
    // The whole document is registered for its `$ref`s only; it is no JSON Schema to check (the
    // contract's own test checks it), and checking it compiles the meta-schema at every start.
    if (options.contract) ajv.addSchema({ ...boundedContract(options.contract), $id: 'contract' }, 'contract', undefined, false);
    return ajv;
  };
  const ajv = build(true);
  // ajv's `discriminator` refuses some schemas outright (a `mapping`, alternatives that do not all
  // declare the tag: both common in public documents). Those are compiled by an ajv that reads
  // `discriminator` as an annotation, as JSON Schema does, and checks the `oneOf` alone.
  let plain: Ajv2020 | undefined;
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: object, meta?: boolean) => {
    const bounded = boundUniqueness(schema);
    try {
      return compile(bounded, meta);
    } catch (err) {
      if (!/discriminator/.test((err as Error).message)) throw err;
      return (plain ??= build(false)).compile(bounded, meta);
    }
  }) as typeof ajv.compile;
  return ajv;
}
