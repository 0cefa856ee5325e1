/**
 * The schemas of the discovery resources themselves (RFC 7643 §5, §6, §7, as printed in §8.7.2):
 * ServiceProviderConfig, ResourceType and Schema, which `GET /Schemas` lists too.
 */
import { RESOURCE_TYPE_URN, SCHEMA_URN, SPC_URN, type AttrDef, type SchemaDef } from './schemas.js';

type Extra = Partial<AttrDef>;
const attr = (name: string, type: AttrDef['type'], extra: Extra = {}): AttrDef => ({
  name, type, multiValued: false, required: false, caseExact: false, mutability: 'readOnly', returned: 'default', uniqueness: 'none', ...extra,
});
const str = (name: string, extra: Extra = {}) => attr(name, 'string', extra);
const bool = (name: string, extra: Extra = {}) => attr(name, 'boolean', extra);
const int = (name: string, extra: Extra = {}) => attr(name, 'integer', extra);
const ref = (name: string, extra: Extra = {}) => attr(name, 'reference', { referenceTypes: ['external'], ...extra });
const complex = (name: string, subAttributes: AttrDef[], extra: Extra = {}) => attr(name, 'complex', { subAttributes, ...extra });
const supported = (name: string, more: AttrDef[] = []) => complex(name, [bool('supported', { required: true }), ...more], { required: true });

export const serviceProviderConfigSchema: SchemaDef = {
  id: SPC_URN,
  name: 'Service Provider Configuration',
  description: "Schema for representing the service provider's configuration",
  attributes: [
    ref('documentationUri'),
    supported('patch'),
    supported('bulk', [int('maxOperations', { required: true }), int('maxPayloadSize', { required: true })]),
    supported('filter', [int('maxResults', { required: true })]),
    supported('changePassword'),
    supported('sort'),
    supported('etag'),
    complex('authenticationSchemes', [
      str('type', { required: true, canonicalValues: ['oauth', 'oauth2', 'oauthbearertoken', 'httpbasic', 'httpdigest'] }),
      str('name', { required: true }),
      str('description', { required: true }),
      ref('specUri'),
      ref('documentationUri'),
      bool('primary'),
    ], { multiValued: true, required: true }),
  ],
};

export const resourceTypeSchema: SchemaDef = {
  id: RESOURCE_TYPE_URN,
  name: 'ResourceType',
  description: 'Specifies the schema that describes a SCIM resource type',
  attributes: [
    str('id'),
    str('name', { required: true }),
    str('description'),
    ref('endpoint', { required: true, referenceTypes: ['uri'] }),
    ref('schema', { required: true, caseExact: true, referenceTypes: ['uri'] }),
    complex('schemaExtensions', [
      ref('schema', { required: true, caseExact: true, referenceTypes: ['uri'] }),
      bool('required', { required: true }),
    ], { multiValued: true }),
  ],
};

const attributeDefinition = (depth: number): AttrDef[] => [
  str('name', { required: true, caseExact: true }),
  str('type', { required: true, canonicalValues: ['string', 'complex', 'boolean', 'decimal', 'integer', 'dateTime', 'reference', 'binary'] }),
  bool('multiValued', { required: true }),
  str('description'),
  bool('required'),
  str('canonicalValues', { multiValued: true }),
  bool('caseExact'),
  str('mutability', { canonicalValues: ['readOnly', 'readWrite', 'immutable', 'writeOnly'] }),
  str('returned', { canonicalValues: ['always', 'never', 'default', 'request'] }),
  str('uniqueness', { canonicalValues: ['none', 'server', 'global'] }),
  str('referenceTypes', { multiValued: true, canonicalValues: ['resource', 'external', 'uri'] }),
  ...(depth === 0 ? [complex('subAttributes', attributeDefinition(1), { multiValued: true })] : []),
];

export const schemaSchema: SchemaDef = {
  id: SCHEMA_URN,
  name: 'Schema',
  description: 'Specifies the schema attribute',
  attributes: [
    str('id', { required: true }),
    str('name'),
    str('description'),
    complex('attributes', attributeDefinition(0), { multiValued: true, required: true }),
  ],
};
