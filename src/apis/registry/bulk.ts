/**
 * Bulk calls (spec §4 rules 3-6, §7): each item is checked and applied on its own, in input order,
 * and reports its own status; a failed item changes nothing and undoes nothing. The call itself
 * answers 207 whenever it got this far. Items are checked against their contract schema here,
 * not by the request stage, so that one bad item fails alone (422) instead of failing the call.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Logger } from 'pino';
import { ApiError, type FieldError } from '../../core/errors.js';
import type { components } from '../../generated/openapi.js';
import type { BulkItemFault } from '../../http/env.js';
import type { OpenApiDocument } from '../../openapi/document.js';
import { toFieldErrors } from '../../openapi/operations.js';

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
      if (!ajv) {
        ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
        (addFormats as unknown as (a: Ajv2020) => void)(ajv);
        ajv.addSchema({ ...doc, $id: 'contract' }, 'contract');
      }
      validate = ajv.compile({ $ref: `contract#/components/schemas/${schema}` });
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** Throws a 422 naming the item's fields (pointers into the whole request body) unless it matches. */
export function checkItem<T>(validate: ValidateFunction, item: unknown, pointer: string): T {
  if (validate(item)) return item as T;
  const errors: FieldError[] = toFieldErrors(validate.errors, 'body').map((e) => ({ ...e, pointer: `#${pointer}${e.pointer.slice(1)}` }));
  throw new ApiError('unprocessable', {
    detail: `the item does not match the contract: ${errors.slice(0, 3).map((e) => `${e.pointer} ${e.detail}`).join('; ')}`,
    errors,
  });
}

export interface BulkRun {
  items: readonly unknown[];
  /** JSON Pointer prefix of item `i` in the body, e.g. `/items/3`. */
  pointerOf(index: number): string;
  /** Set by fault scenarios: a failure to report for the item instead of applying it. */
  fault?: (index: number, id: string) => BulkItemFault | undefined;
  /** Applies one item; returns its id and success status, or throws an ApiError. */
  apply(item: unknown, index: number): { id: string; status: number };
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
    const named = idOf(item);
    const injected = run.fault?.(index, named ?? '');
    if (injected) {
      results[index] = { index, id: named, status: injected.status, error: { code: injected.code, detail: injected.detail } };
      continue;
    }
    try {
      const { id, status } = run.apply(item, index);
      results[index] = { index, id, status };
      succeeded++;
    } catch (err) {
      results[index] = { index, id: named, status: 500, error: { code: 'internal', detail: 'the item failed unexpectedly; see the sandbox log' } };
      if (err instanceof ApiError) {
        const error = { code: err.code, detail: err.message, ...(err.options.errors?.length ? { errors: err.options.errors } : {}) };
        results[index] = { index, id: named, status: err.status, error };
      } else run.logger.error({ err, index }, 'bulk item failed');
    }
  }
  return { results, summary: { succeeded, failed: run.items.length - succeeded } };
}

/** Field errors raised for a single object point at `#/field`; inside a bulk call they point into the item. */
export function withinItem<T>(pointer: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof ApiError && err.options.errors?.length) {
      throw new ApiError(err.code, {
        ...err.options,
        errors: err.options.errors.map((e) => (e.in === 'body' ? { ...e, pointer: `#${pointer}${e.pointer.slice(1)}` } : e)),
      });
    }
    throw err;
  }
}
