import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/openapi.js';

/** What every resource group of the client shares: the typed fetch client and the common headers. */
export interface ClientContext {
  raw: Client<paths>;
  /** `X-Service-Project` (and `Idempotency-Key` when given), as the typed params want them. */
  header: (idempotencyKey?: string) => { 'X-Service-Project'?: string; 'Idempotency-Key'?: string };
}
