/**
 * A validator compiled on its first call. ajv's compile is the dearest part of a start-up (the
 * contract has a hundred operations, most of which a session never calls), so each schema is
 * compiled when it is first needed and kept; `errors` reads like those of a compiled one.
 */
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';

export function lazyValidator<T = unknown>(ajv: Pick<Ajv2020, 'compile'>, schema: object): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const validate = ((data: unknown) => {
    compiled ??= ajv.compile<T>(schema);
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  }) as ValidateFunction<T>;
  validate.errors = null;
  return validate;
}
