/** Discovery (RFC 7644 §4): ServiceProviderConfig, ResourceTypes and Schemas. */
import { MAX_RESULTS } from './resources.js';
import { ApiError } from '../../../core/errors.js';
import { scimError } from './errors.js';
import { resourceTypeSchema, schemaSchema, serviceProviderConfigSchema } from './meta-schemas.js';
import {
  commonAttributes, enterpriseSchema, groupSchema, GROUP_TYPE, LIST_RESPONSE, RESOURCE_TYPE_URN, SCHEMA_URN, SPC_URN, userSchema, USER_TYPE,
  type ResourceTypeDef, type SchemaDef,
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
        description: 'Authorization: Bearer <token>: a provisioning session\'s token (POST /v3/auth/sessions {"kind":"provisioning"}), an access token, or a minted token; a token of one project needs no X-Service-Project',
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

/** `externalId` (RFC 7643 §3.1) is a common attribute; User and Group list it so clients find it. */
const externalId = commonAttributes.find((a) => a.name === 'externalId')!;

/** Every schema `GET /Schemas` lists, as it lists it. */
const ALL_SCHEMAS: SchemaDef[] = [
  { ...userSchema, attributes: [externalId, ...userSchema.attributes] },
  { ...groupSchema, attributes: [externalId, ...groupSchema.attributes] },
  enterpriseSchema,
  serviceProviderConfigSchema,
  resourceTypeSchema,
  schemaSchema,
];

function schemaResource(s: SchemaDef, base: string): Json {
  return { schemas: [SCHEMA_URN], ...s, meta: { resourceType: 'Schema', location: `${base}/Schemas/${s.id}` } };
}

/**
 * Discovery lists are whole whatever `count` and `startIndex` say (RFC 7644 §4, SHALL); a `filter`
 * is refused with 403 (§4, SHOULD).
 */
function refuseFilter(query: { filter?: string }): void {
  if (query.filter !== undefined) throw new ApiError('forbidden', { detail: 'discovery endpoints take no filter (RFC 7644 §4)' });
}

export function resourceTypes(base: string, query: { filter?: string }): Json {
  refuseFilter(query);
  return list([USER_TYPE, GROUP_TYPE].map((rt) => resourceType(rt, base)));
}

export function resourceTypeById(base: string, id: string): Json {
  const rt = [USER_TYPE, GROUP_TYPE].find((r) => r.name === id);
  if (!rt) throw scimError(404, undefined, `no resource type ${id}: there are User and Group`);
  return resourceType(rt, base);
}

export function schemas(base: string, query: { filter?: string }): Json {
  refuseFilter(query);
  return list(ALL_SCHEMAS.map((s) => schemaResource(s, base)));
}

export function schemaById(base: string, id: string): Json {
  const s = ALL_SCHEMAS.find((x) => x.id.toLowerCase() === id.toLowerCase());
  if (!s) throw scimError(404, undefined, `no schema ${id}`);
  return schemaResource(s, base);
}
