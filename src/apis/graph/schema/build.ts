/**
 * Builds what the graph serves from SDL sources: the schema clients query (the composed API schema
 * of federated subgraphs, or a plain SDL as it is) and, when federated, each subgraph with
 * `_service` and `_entities`. Resolvers are attached where the served schema agrees with the
 * sandbox's own schema (same type, same field, same field type, arguments it knows); every other
 * field is mocked, seeded per project, so a user's larger schema still answers consistently.
 */
import {
  buildASTSchema, isObjectType, parse,
  type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema,
} from 'graphql';
import type { Rng } from '../../../core/rng.js';
import type { GraphContext } from '../resolvers/context.js';
import { badRepresentation, buildSubgraphSchema, compose, isFederated, subgraphDocument, type SubgraphSource } from './federation.js';
import { conventionResolver } from '../mocks/conventions.js';
import { MockEngine } from '../mocks/mocks.js';
import { graphMocks, mocksIn, NO_MOCKS } from '../mocks/file.js';
import { ambiguityWarning } from '../mocks/parents.js';
import type { EntityResolvers, FieldResolvers, SubgraphResolvers } from '../resolvers/types.js';

export interface KnownGraph {
  /** The sandbox's own composed API schema: what its resolvers were written for. */
  reference: GraphQLSchema;
  resolvers: Record<string, SubgraphResolvers>;
}

interface ServedSchema {
  schema: GraphQLSchema;
  /** The mocks of this schema (a project's session of it goes into the resolver context). */
  engine: MockEngine;
}

interface ServedSubgraph extends ServedSchema {
  sdl: string;
}

export interface BuiltGraph {
  api: ServedSchema;
  /** Empty for a plain (non-federated) SDL. */
  subgraphs: Map<string, ServedSubgraph>;
  supergraphSdl?: string;
  /** Named types of the API schema, introspection excluded. */
  typeCount: number;
  /** What the operator should know at start (children without a back-reference for want of a name). */
  warnings: string[];
}

export interface BuildOptions {
  rngFor: (project: string, purpose: string) => Rng;
  epochMs: number;
  /** `--graph-mocks FILE`, parsed: values pinned per type and field, named lookups and back-references. */
  mocks?: { file: string; raw: unknown };
}

function allFields(known: KnownGraph): FieldResolvers {
  const out: FieldResolvers = {};
  for (const sub of Object.values(known.resolvers)) {
    for (const [type, fields] of Object.entries(sub.fields)) out[type] = { ...out[type], ...fields };
  }
  return out;
}

function allEntities(known: KnownGraph): EntityResolvers {
  return Object.assign({}, ...Object.values(known.resolvers).map((r) => r.entities));
}

/** Does the served field mean what the sandbox's field of that name means? */
function sameField(reference: GraphQLSchema, typeName: string, field: GraphQLField<unknown, unknown>): boolean | undefined {
  const refType = reference.getType(typeName);
  if (!isObjectType(refType)) return undefined;
  const ref = refType.getFields()[field.name];
  if (!ref) return undefined;
  if (String(ref.type) !== String(field.type)) return false;
  return field.args.every((a) => ref.args.some((r) => r.name === a.name && String(r.type) === String(a.type)));
}

/**
 * Attaches the known resolvers in place, and for other fields the mock conventions they follow
 * (Relay, lookups, mutations); answers the fields that must be mocked even though the parent
 * object has a property of that name (the served type differs from the sandbox's).
 */
function attach(schema: GraphQLSchema, known: KnownGraph, fieldsMap: FieldResolvers, engine: MockEngine): Set<string> {
  const mockOnly = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const same = sameField(known.reference, type.name, field);
      const resolver = fieldsMap[type.name]?.[field.name];
      if (same && resolver) field.resolve = resolver as GraphQLFieldResolver<unknown, unknown>;
      else if (same !== true && !field.resolve && !field.name.startsWith('_')) {
        // A user's field that shares a name with a built-in one but means something else keeps the conventions.
        if (same === false) mockOnly.add(`${type.name}.${field.name}`);
        field.resolve = conventionResolver(engine, schema, type, field);
      }
    }
  }
  return mockOnly;
}

function namedTypeCount(schema: GraphQLSchema): number {
  return Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__')).length;
}

export async function buildGraph(sources: readonly SubgraphSource[], known: KnownGraph, options: BuildOptions, label: string): Promise<BuiltGraph> {
  if (!sources.length) throw new Error('no GraphQL schema given');
  const federated = sources.every((s) => isFederated(s.sdl));
  if (!federated && sources.some((s) => isFederated(s.sdl))) {
    throw new Error('either every schema file is a Federation 2 subgraph (with @link to specs.apollo.dev/federation) or none is');
  }
  const fieldsMap = allFields(known);
  const entities = allEntities(known);
  const composed = federated ? await compose(sources) : undefined;
  const base = buildASTSchema(parse(composed ? composed.publicSdl : sources.map((s) => s.sdl).join('\n')));
  const mocks = options.mocks ? graphMocks(base, options.mocks.raw, options.mocks.file) : NO_MOCKS;
  const engine = new MockEngine(base, options.rngFor, options.epochMs, `${label}:api`, mocks);
  const mockOnly = attach(base, known, fieldsMap, engine);
  // The contract's own schema has a resolver (or a view property) for every field: no mock layer.
  const mocking = label !== 'contract';
  const api = { schema: mocking ? engine.apply(base, mockOnly) : base, engine };

  const subgraphs = new Map<string, ServedSubgraph>();
  if (federated) {
    for (const source of sources) {
      const { doc, entities: entityNames } = subgraphDocument(source);
      const schema = buildSubgraphSchema(doc);
      const subEngine = new MockEngine(schema, options.rngFor, options.epochMs, `${label}:${source.name}`, mocksIn(schema, mocks));
      const subMockOnly = attach(schema, known, fieldsMap, subEngine);
      const query = schema.getQueryType()!.getFields();
      query._service.resolve = () => ({ sdl: source.sdl });
      if (query._entities) query._entities.resolve = entitiesResolver(schema, entityNames, entities, known);
      const entityUnion = schema.getType('_Entity');
      if (entityUnion && 'resolveType' in entityUnion) entityUnion.resolveType = (v: any) => v?.__typename ?? v?.$ref?.typeName;
      subgraphs.set(source.name, { schema: mocking ? subEngine.apply(schema, subMockOnly) : schema, engine: subEngine, sdl: source.sdl });
    }
  }
  return { api, subgraphs, supergraphSdl: composed?.supergraphSdl, typeCount: namedTypeCount(base), warnings: ambiguityWarning(engine.ambiguous) };
}

function entitiesResolver(schema: GraphQLSchema, names: string[], entities: EntityResolvers, known: KnownGraph) {
  const allowed = new Set(names);
  return (_s: unknown, { representations }: { representations: unknown[] }, ctx: GraphContext) =>
    representations.map((rep, i) => {
      if (!rep || typeof rep !== 'object' || Array.isArray(rep)) throw badRepresentation(i, 'must be an object');
      const r = rep as Record<string, unknown>;
      const typename = r.__typename;
      if (typeof typename !== 'string') throw badRepresentation(i, 'needs a __typename');
      if (!allowed.has(typename)) throw badRepresentation(i, `names ${typename}, which is not an entity of this subgraph (${names.join(', ')})`);
      const resolve = entities[typename];
      if (resolve && isObjectType(known.reference.getType(typename))) {
        const found = resolve(r, ctx);
        return found ? { ...(found as object), __typename: typename } : null;
      }
      const type = schema.getType(typename);
      const key = isObjectType(type) && type.getFields().id && r.id != null ? String(r.id) : JSON.stringify(r);
      return { ...r, $ref: { typeName: typename, key } };
    });
}
