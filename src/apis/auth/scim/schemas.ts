/**
 * SCIM schemas (RFC 7643 §4, §7, §8.7.1). The definitions of User, Group and the enterprise user
 * extension come from `scimmy`, which ships them as data exactly as the RFC prints them; this
 * module adds the common attributes (§3.1) and resolves attribute paths case-insensitively (§2.1).
 */
import SCIMMY from 'scimmy';
import { scimError } from './errors.js';

export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const BULK_REQUEST = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
export const BULK_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:BulkResponse';
export const SCHEMA_URN = 'urn:ietf:params:scim:schemas:core:2.0:Schema';
export const RESOURCE_TYPE_URN = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
export const SPC_URN = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';

type AttrType = 'string' | 'boolean' | 'decimal' | 'integer' | 'dateTime' | 'reference' | 'complex' | 'binary';

export interface AttrDef {
  name: string;
  type: AttrType;
  multiValued: boolean;
  description?: string;
  required: boolean;
  caseExact?: boolean;
  mutability: 'readOnly' | 'readWrite' | 'immutable' | 'writeOnly';
  returned: 'always' | 'never' | 'default' | 'request';
  uniqueness?: 'none' | 'server' | 'global';
  canonicalValues?: string[];
  referenceTypes?: string[];
  subAttributes?: AttrDef[];
}

export interface SchemaDef {
  id: string;
  name: string;
  description: string;
  attributes: AttrDef[];
}

function fromScimmy(definition: { describe(): unknown }): SchemaDef {
  // describe() holds Attribute objects whose toJSON() is the RFC form: take that form.
  const d = JSON.parse(JSON.stringify(definition.describe())) as SchemaDef;
  return { id: d.id, name: d.name, description: d.description, attributes: d.attributes };
}

export const userSchema = fromScimmy(SCIMMY.Schemas.User.definition);
export const groupSchema = fromScimmy(SCIMMY.Schemas.Group.definition);
export const enterpriseSchema = fromScimmy(SCIMMY.Schemas.EnterpriseUser.definition);

const str = (name: string, extra: Partial<AttrDef> = {}): AttrDef => ({
  name, type: 'string', multiValued: false, required: false, caseExact: false, mutability: 'readOnly', returned: 'default', ...extra,
});

/** Common attributes of every resource (RFC 7643 §3.1); not part of any schema's `attributes`. */
export const commonAttributes: AttrDef[] = [
  str('id', { caseExact: true, returned: 'always', uniqueness: 'server' }),
  str('externalId', { caseExact: true, mutability: 'readWrite' }),
  {
    ...str('meta'),
    type: 'complex',
    subAttributes: [
      str('resourceType', { caseExact: true }),
      str('created', { type: 'dateTime' }),
      str('lastModified', { type: 'dateTime' }),
      str('location', { type: 'reference', caseExact: true }),
      str('version', { caseExact: true }),
    ],
  },
];

export interface ResourceTypeDef {
  name: 'User' | 'Group';
  endpoint: '/Users' | '/Groups';
  description: string;
  core: SchemaDef;
  extensions: SchemaDef[];
}

export const USER_TYPE: ResourceTypeDef = { name: 'User', endpoint: '/Users', description: 'User Account', core: userSchema, extensions: [enterpriseSchema] };
export const GROUP_TYPE: ResourceTypeDef = { name: 'Group', endpoint: '/Groups', description: 'Group', core: groupSchema, extensions: [] };

/** Where an attribute path points: the schema (the core or an extension) and the attribute in it. */
export interface ResolvedAttr {
  /** The extension URN the attribute lives under, or undefined for core and common attributes. */
  extension?: string;
  attr: AttrDef;
  sub?: AttrDef;
}

export function findAttr(list: readonly AttrDef[], name: string): AttrDef | undefined {
  const lower = name.toLowerCase();
  return list.find((a) => a.name.toLowerCase() === lower);
}

export function coreAttributes(rt: ResourceTypeDef): AttrDef[] {
  return [...commonAttributes, ...rt.core.attributes];
}

/** The extension a (case-insensitive) URN names, if the resource type has it. */
export function findExtension(rt: ResourceTypeDef, urn: string): SchemaDef | undefined {
  const lower = urn.toLowerCase();
  return rt.extensions.find((e) => e.id.toLowerCase() === lower);
}

/**
 * Splits a URN prefix off an attribute path: `urn:…:User:userName` → core, `userName`;
 * `urn:…:enterprise:2.0:User:manager.value` → the extension, `manager.value`; the URN alone →
 * the extension with an empty rest.
 */
export function splitUrn(rt: ResourceTypeDef, path: string): { extension?: SchemaDef; rest: string } {
  const lower = path.toLowerCase();
  for (const ext of rt.extensions) {
    const urn = ext.id.toLowerCase();
    if (lower === urn) return { extension: ext, rest: '' };
    if (lower.startsWith(`${urn}:`)) return { extension: ext, rest: path.slice(urn.length + 1) };
  }
  const core = rt.core.id.toLowerCase();
  if (lower.startsWith(`${core}:`)) return { rest: path.slice(core.length + 1) };
  return { rest: path };
}

/** Resolves `attr` or `attr.sub`, optionally URN-prefixed; throws `onError` scimType if unknown. */
export function resolveAttrPath(rt: ResourceTypeDef, path: string, scimType = 'invalidPath'): ResolvedAttr {
  const { extension, rest } = splitUrn(rt, path.trim());
  const [name, subName, ...more] = rest.split('.');
  const attrs = extension ? extension.attributes : coreAttributes(rt);
  const attr = name ? findAttr(attrs, name) : undefined;
  if (!attr || more.length) throw scimError(400, scimType, `${path} is not an attribute of ${rt.name}`);
  if (subName === undefined) return { extension: extension?.id, attr };
  const sub = attr.subAttributes && findAttr(attr.subAttributes, subName);
  if (!sub) throw scimError(400, scimType, `${path}: ${attr.name} has no sub-attribute ${subName}`);
  return { extension: extension?.id, attr, sub };
}
