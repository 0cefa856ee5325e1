/** Discovery (RFC 7644 §4): ServiceProviderConfig, ResourceTypes and Schemas. */
import { MAX_RESULTS } from './resources.js';
import {
  enterpriseSchema, groupSchema, GROUP_TYPE, LIST_RESPONSE, RESOURCE_TYPE_URN, SCHEMA_URN, SPC_URN, userSchema, USER_TYPE,
  type ResourceTypeDef,
} from './schemas.js';

/** Bulk limits, advertised and enforced. */
export const BULK_MAX_OPERATIONS = 1000;
export const BULK_MAX_PAYLOAD_BYTES = 1_048_576;

type Json = Record<string, unknown>;

function list(resources: Json[]): Json {
  return { schemas: [LIST_RESPONSE], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources };
}

export function serviceProviderConfig(base: string): Json {
  return {
    schemas: [SPC_URN],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: true, maxOperations: BULK_MAX_OPERATIONS, maxPayloadSize: BULK_MAX_PAYLOAD_BYTES },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: true },
    sort: { supported: true },
    etag: { supported: true },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'Authorization: Bearer <access token> from POST /v3/auth/sessions, or an operator or minted token, with X-Service-Project',
        specUri: 'https://www.rfc-editor.org/rfc/rfc6750',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

function resourceType(rt: ResourceTypeDef, base: string): Json {
  return {
    schemas: [RESOURCE_TYPE_URN],
    id: rt.name,
    name: rt.name,
    endpoint: rt.endpoint,
    description: rt.description,
    schema: rt.core.id,
    schemaExtensions: rt.extensions.map((e) => ({ schema: e.id, required: false })),
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${rt.name}` },
  };
}

export function resourceTypes(base: string): Json {
  return list([USER_TYPE, GROUP_TYPE].map((rt) => resourceType(rt, base)));
}

export function schemas(base: string): Json {
  return list(
    [userSchema, groupSchema, enterpriseSchema].map((s) => ({
      schemas: [SCHEMA_URN],
      ...s,
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${s.id}` },
    })),
  );
}
