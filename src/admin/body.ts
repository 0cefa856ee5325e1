/** Admin request bodies are checked against small JSON Schemas compiled once, like the platform's. */
import { addSandboxFormats } from '../openapi/formats.js';
import { lazyValidator } from '../openapi/lazy-validate.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Context } from 'hono';
import { ApiError } from '../core/errors.js';
import { toFieldErrors } from '../openapi/operations.js';
import { parseJson } from '../http/validate.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addSandboxFormats(ajv);

export function bodyReader<T>(schema: object): (c: Context) => Promise<T> {
  const check = lazyValidator(ajv, schema);
  return async (c) => {
    const text = await c.req.text();
    const body = text.trim() === '' ? {} : parseJson(text);
    if (!check(body)) {
      const errors = toFieldErrors(check.errors, 'body');
      throw new ApiError('validation_failed', { detail: `invalid body: ${errors.map((e) => `${e.pointer} ${e.detail}`).join('; ')}`, errors });
    }
    return body as T;
  };
}
