/**
 * Bulk calls (spec §4 rules 3-6, §7): each item is checked and applied on its own, in input order,
 * and reports its own status; a failed item changes nothing and undoes nothing. The call itself
 * answers 207 whenever it got this far. Items are checked against their contract schema here,
 * not by the request stage, so that one bad item fails alone (422) instead of failing the call.
 */
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { Logger } from 'pino';
import { ApiError, type FieldError } from '../../core/errors.js';
import type { components } from '../../generated/openapi.js';
import type { BulkItemFault } from '../../http/env.js';
import type { OpenApiDocument } from '../../openapi/document.js';
import { toFieldErrors } from '../../openapi/operations.js';
import { createValidator } from '../../openapi/validator.js';

export type BulkResult = components['schemas']['RegistryBulkResult'];
type ItemResult = components['schemas']['RegistryBulkItemResult'];

/** The contract's validator of a named schema, compiled on first use (start-up stays short). */
export type ItemValidators = (schema: string) => ValidateFunction;

export function itemValidators(doc: OpenApiDocument): ItemValidators {
  let ajv: Ajv2020 | undefined;
  const compiled = new Map<string, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The router's configuration: an item is checked as the same object sent alone would be.
      ajv ??= createValidator({ allErrors: true, contract: doc });
      // The schema's own validator: a compiled `$ref` would wrap it in one more call per item.
      validate = ajv.getSchema(`contract#/components/schemas/${schema}`);
      if (!validate) throw new Error(`the contract has no schema ${schema}`);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** Throws a 422 naming the item's fields (pointers into the item; `runBulk` places them in the body) unless it matches. */
export function checkItem<T>(validate: ValidateFunction, item: unknown): T {
  if (validate(item)) return item as T;
  const errors: FieldError[] = toFieldErrors(validate.errors, 'body');
  throw new ApiError('unprocessable', {
    detail: `the item does not match the contract: ${errors.slice(0, 3).map((e) => `${e.pointer} ${e.detail}`).join('; ')}`,
    errors,
  });
}

export interface BulkRun {
  items: readonly unknown[];
  /** JSON Pointer of item `i` in the body, e.g. `/items/3`: an item's field errors are placed under it. */
  pointerOf(index: number): string;
  /** The status of an item that succeeds: 200 changed, 201 created, 204 deleted. */
  status: number;
  /** Set by fault scenarios: a failure to report for the item instead of applying it. */
  fault?: (index: number, id: string) => BulkItemFault | undefined;
  /**
   * Applies one item and returns the id of its object, or throws an ApiError whose body field
   * errors point into the item (`#/tags/0`), as they would for the same object sent alone.
   */
  apply(item: unknown, index: number): string;
  logger: Logger;
}

function idOf(item: unknown): string | null {
  const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : null;
}

export function runBulk(run: BulkRun): BulkResult {
  const results: ItemResult[] = new Array(run.items.length);
  let succeeded = 0;
  for (let index = 0; index < run.items.length; index++) {
    const item = run.items[index];
    const injected = run.fault?.(index, idOf(item) ?? '');
    if (injected) {
      results[index] = { index, id: idOf(item), status: injected.status, error: { code: injected.code, detail: injected.detail } };
      continue;
    }
    try {
      results[index] = { index, id: run.apply(item, index), status: run.status };
      succeeded++;
    } catch (err) {
      results[index] = failure(run, index, err);
    }
  }
  return { results, summary: { succeeded, failed: run.items.length - succeeded } };
}

/** An item that failed: its catalogued error, its field errors placed in the body; anything else a 500. */
function failure(run: BulkRun, index: number, err: unknown): ItemResult {
  const id = idOf(run.items[index]);
  if (!(err instanceof ApiError)) {
    run.logger.error({ err, index }, 'bulk item failed');
    return { index, id, status: 500, error: { code: 'internal', detail: 'the item failed unexpectedly; see the sandbox log' } };
  }
  const prefix = `#${run.pointerOf(index)}`;
  const errors = err.options.errors?.map((e) => (e.in === 'body' ? { ...e, pointer: `${prefix}${e.pointer.slice(1)}` } : e));
  return { index, id, status: err.status, error: { code: err.code, detail: err.message, ...(errors?.length ? { errors } : {}) } };
}
