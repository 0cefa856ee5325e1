/** SCIM errors (RFC 7644 §3.12) as catalogued ApiErrors; the error stage renders them as SCIM Error. */
import { ApiError, type ErrorCode } from '../../../core/errors.js';

const CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'payload_too_large',
  500: 'internal',
};

/** `scimType` as RFC 7644 Table 9 defines it: only for 400 (and `uniqueness` for 409). */
export function scimError(status: 400 | 404 | 409 | 412 | 413, scimType: string | undefined, detail: string): ApiError {
  return new ApiError(CODES[status], { detail, scimType, status });
}
