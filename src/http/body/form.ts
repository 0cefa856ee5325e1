/**
 * `application/x-www-form-urlencoded` bodies, parsed by `qs` (decision 0031) so that brackets nest
 * as OpenAPI's `deepObject` and Stripe's encoding write them (`metadata[plan]=pro`,
 * `items[0][price]=p_1`, `expand[]=customer`), then shaped by the operation's encoding object:
 * `style: form` with `explode: false` (`a=1,2`), `spaceDelimited` and `pipeDelimited` split an
 * array property. Bounded (FORM_LIMITS) and linear: the parameters are counted and every key
 * checked for `__proto__`, `constructor` and `prototype` before qs sees the text.
 */
import qs from 'qs';
import { ApiError } from '../../core/errors.js';
import { arraySeparator, type Encoding } from '../../openapi/operations.js';
import { FORBIDDEN_KEYS, FORM_LIMITS } from './limits.js';


function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The first key segment (`a`, `b` of `a[b]`) that would reach a prototype. */
function forbiddenSegment(key: string): string | undefined {
  for (const segment of key.split(/[[\]]/)) if (FORBIDDEN_KEYS.has(segment)) return segment;
  return undefined;
}

const limitError = (detail: string, pointerDetail: string, status: 'payload_too_large' | 'validation_failed') =>
  new ApiError(status, { detail, errors: [{ in: 'body', pointer: '#', detail: pointerDetail }] });

/** The body's parameters as an object; the encoding object's styles applied to the schema's array properties. */
export function parseForm(text: string, encoding: Record<string, Encoding> = {}, arrayProps: ReadonlySet<string> = new Set()): Record<string, unknown> {
  const parts = text.split('&', FORM_LIMITS.parameters + 1);
  if (parts.length > FORM_LIMITS.parameters) {
    throw limitError(`the form has more than ${FORM_LIMITS.parameters} parameters`, `must have at most ${FORM_LIMITS.parameters} parameters`, 'payload_too_large');
  }
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = decodeKey(eq < 0 ? part : part.slice(0, eq));
    const bad = forbiddenSegment(key);
    if (bad) {
      throw new ApiError('validation_failed', {
        detail: `the form key ${JSON.stringify(key.slice(0, 100))} contains ${bad}, which is not allowed`,
        errors: [{ in: 'body', pointer: `#/${bad}`, detail: `must not be ${bad}` }],
      });
    }
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = qs.parse(text, {
      depth: FORM_LIMITS.depth,
      strictDepth: true,
      parameterLimit: FORM_LIMITS.parameters,
      arrayLimit: FORM_LIMITS.arrayIndex,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
      plainObjects: true,
    }) as Record<string, unknown>;
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    if (/depth/i.test(err.message)) {
      throw limitError(`a form key nests more than ${FORM_LIMITS.depth} levels of brackets`, `must not nest more than ${FORM_LIMITS.depth} levels`, 'validation_failed');
    }
    if (/array/i.test(err.message)) {
      throw limitError(`a form array index is ${FORM_LIMITS.arrayIndex} or more`, `array indexes must be below ${FORM_LIMITS.arrayIndex}`, 'validation_failed');
    }
    throw limitError(`the form has more than ${FORM_LIMITS.parameters} parameters`, `must have at most ${FORM_LIMITS.parameters} parameters`, 'payload_too_large');
  }
  // qs made plain objects without a prototype; the rest of the sandbox expects ordinary ones.
  const body = JSON.parse(JSON.stringify(parsed)) as Record<string, unknown>;
  for (const name of arrayProps) {
    const value = body[name];
    if (typeof value !== 'string') continue;
    const separator = arraySeparator(encoding[name]?.style, encoding[name]?.explode);
    body[name] = separator ? value.split(separator) : [value];
  }
  return body;
}
