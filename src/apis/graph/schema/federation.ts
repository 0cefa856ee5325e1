/**
 * Apollo Federation 2 on graphql-js, with no Elastic-licensed code: composition by
 * @theguild/federation-composition (MIT), and a subgraph's `_service { sdl }` and
 * `_entities(representations:)` written here (they are small; @apollo/subgraph would pull
 * @apollo/federation-internals, which is under the Elastic License).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  GraphQLError, GraphQLScalarType, Kind, buildASTSchema, parse, valueFromASTUntyped,
  type DefinitionNode, type DocumentNode, type GraphQLSchema, type ObjectTypeDefinitionNode, type ObjectTypeExtensionNode,
} from 'graphql';
import { packageRoot } from '../../../core/package-root.js';
import { digestOf, readCache, writeCache } from '../../../core/parse-cache.js';

export interface SubgraphSource {
  name: string;
  sdl: string;
}

export interface Supergraph {
  /** The schema clients query (the composition's API schema, federation machinery removed). */
  publicSdl: string;
  supergraphSdl: string;
}

const FEDERATION_LINK = /@link\s*\(\s*url\s*:\s*"https:\/\/specs\.apollo\.dev\/federation\/v2/;

export function isFederated(sdl: string): boolean {
  return FEDERATION_LINK.test(sdl);
}

const COMPOSER = '@theguild/federation-composition';
/** Where the build keeps the contract's composition (scripts/build-caches.ts). */
const SUPERGRAPH_CACHE = join(packageRoot, 'dist', 'graph', 'supergraph.json');

/** The sources and the composer's version: what a composition depends on. */
function compositionDigest(sources: readonly SubgraphSource[]): string {
  return digestOf([[COMPOSER, composerVersion()], ...sources.map((s) => [s.name, s.sdl] as const)]);
}

let version: string | undefined;
/** The installed composer's version, read from its package.json without loading it. */
function composerVersion(): string {
  const composerPackage = () => join(dirname(createRequire(import.meta.url).resolve(COMPOSER)), '..', 'package.json');
  version ??= (JSON.parse(readFileSync(composerPackage(), 'utf8')) as { version: string }).version;
  return version;
}

/** Compositions of this process by digest: each sandbox of a process composes the same subgraphs once. */
const composed = new Map<string, Promise<Supergraph>>();
const COMPOSED_BOUND = 8;

/**
 * The supergraph of these subgraphs: the build's (decision 0010) while the sources and composer are
 * those it composed, else composed now. The composer (a tenth of a start) is loaded only then.
 */
export function compose(sources: readonly SubgraphSource[]): Promise<Supergraph> {
  const digest = compositionDigest(sources);
  let supergraph = composed.get(digest);
  if (!supergraph) {
    const cached = readCache<Supergraph>(SUPERGRAPH_CACHE, digest);
    supergraph = cached ? Promise.resolve(cached) : composeNow(sources);
    if (composed.size >= COMPOSED_BOUND) composed.delete(composed.keys().next().value!);
    composed.set(digest, supergraph);
    supergraph.catch(() => composed.delete(digest));
  }
  return supergraph;
}

async function composeNow(sources: readonly SubgraphSource[]): Promise<Supergraph> {
  const { composeServices, compositionHasErrors } = await import('@theguild/federation-composition');
  const result = composeServices(sources.map((s) => ({ name: s.name, typeDefs: parse(s.sdl) })));
  if (compositionHasErrors(result)) {
    throw new Error(`the subgraphs do not compose:\n${result.errors.map((e) => `  - ${e.message}`).join('\n')}`);
  }
  return { publicSdl: result.publicSdl, supergraphSdl: result.supergraphSdl };
}

/** The build's step: the composition of these sources (the contract's), kept for `compose`. */
export async function writeSupergraphCache(sources: readonly SubgraphSource[]): Promise<void> {
  writeCache(SUPERGRAPH_CACHE, compositionDigest(sources), await composeNow(sources));
}

const DIRECTIVES: Record<string, string> = {
  link: 'directive @link(url: String!, as: String, for: link__Purpose, import: [link__Import]) repeatable on SCHEMA',
  key: 'directive @key(fields: federation__FieldSet!, resolvable: Boolean = true) repeatable on OBJECT | INTERFACE',
  shareable: 'directive @shareable repeatable on OBJECT | FIELD_DEFINITION',
  external: 'directive @external(reason: String) on OBJECT | FIELD_DEFINITION',
  requires: 'directive @requires(fields: federation__FieldSet!) on FIELD_DEFINITION',
  provides: 'directive @provides(fields: federation__FieldSet!) on FIELD_DEFINITION',
  extends: 'directive @extends on OBJECT | INTERFACE',
  override: 'directive @override(from: String!, label: String) on FIELD_DEFINITION',
  inaccessible: 'directive @inaccessible on FIELD_DEFINITION | OBJECT | INTERFACE | UNION | ARGUMENT_DEFINITION | SCALAR | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION',
  tag: 'directive @tag(name: String!) repeatable on FIELD_DEFINITION | OBJECT | INTERFACE | UNION | ARGUMENT_DEFINITION | SCALAR | ENUM | ENUM_VALUE | INPUT_OBJECT | INPUT_FIELD_DEFINITION | SCHEMA',
  composeDirective: 'directive @composeDirective(name: String!) repeatable on SCHEMA',
  interfaceObject: 'directive @interfaceObject on OBJECT',
  authenticated: 'directive @authenticated on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM',
  requiresScopes: 'directive @requiresScopes(scopes: [[federation__Scope!]!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM',
  policy: 'directive @policy(policies: [[federation__Policy!]!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM',
};
const SUPPORT_TYPES = ['scalar link__Import', 'enum link__Purpose { SECURITY EXECUTION }', 'scalar federation__FieldSet', 'scalar federation__Scope', 'scalar federation__Policy', 'scalar _Any', 'type _Service { sdl: String }'];

function definedNames(doc: DocumentNode): Set<string> {
  const names = new Set<string>();
  for (const d of doc.definitions) if ('name' in d && d.name) names.add(d.name.value);
  return names;
}

/** Object types with a resolvable @key: the members of `_Entity`. */
export function entityTypes(doc: DocumentNode): string[] {
  const out = new Set<string>();
  for (const d of doc.definitions) {
    if (d.kind !== Kind.OBJECT_TYPE_DEFINITION && d.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const dir of d.directives ?? []) {
      if (dir.name.value !== 'key' && dir.name.value !== 'federation__key') continue;
      const resolvable = dir.arguments?.find((a) => a.name.value === 'resolvable');
      if (!(resolvable && resolvable.value.kind === Kind.BOOLEAN && !resolvable.value.value)) out.add(d.name.value);
    }
  }
  return [...out];
}

/** The scalar `_Any`: any JSON value, as the gateway sends representations. */
const AnyScalar = new GraphQLScalarType({
  name: '_Any',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

/**
 * A subgraph as a gateway sees it: its SDL plus the federation definitions, `_Entity`,
 * `_service` and `_entities`. Types a subgraph only extends (Federation 1 style) become definitions.
 */
export function subgraphDocument(source: SubgraphSource): { doc: DocumentNode; entities: string[] } {
  const doc = parse(source.sdl);
  const defined = new Set(doc.definitions.filter((d) => d.kind !== Kind.OBJECT_TYPE_EXTENSION && 'name' in d && d.name).map((d) => (d as { name: { value: string } }).name.value));
  const definitions: DefinitionNode[] = doc.definitions.map((d) => {
    if (d.kind !== Kind.OBJECT_TYPE_EXTENSION || defined.has(d.name.value)) return d;
    defined.add(d.name.value);
    return { ...(d as ObjectTypeExtensionNode), kind: Kind.OBJECT_TYPE_DEFINITION } as ObjectTypeDefinitionNode;
  });
  const entities = entityTypes(doc);
  const names = definedNames({ ...doc, definitions });
  const extra: string[] = [];
  for (const [name, def] of Object.entries(DIRECTIVES)) {
    if (!names.has(name)) extra.push(def);
    if (!names.has(`federation__${name}`) && name !== 'link') extra.push(def.replace(`@${name}`, `@federation__${name}`));
  }
  for (const t of SUPPORT_TYPES) if (!names.has(t.split(/\s+/)[1])) extra.push(t);
  if (entities.length) extra.push(`union _Entity = ${entities.join(' | ')}`);
  const hasQuery = definitions.some((d) => 'name' in d && d.name?.value === 'Query' && d.kind === Kind.OBJECT_TYPE_DEFINITION);
  const fields = `_service: _Service!${entities.length ? '\n  _entities(representations: [_Any!]!): [_Entity]!' : ''}`;
  extra.push(hasQuery ? `extend type Query {\n  ${fields}\n}` : `type Query {\n  ${fields}\n}`);
  return { doc: { kind: Kind.DOCUMENT, definitions: [...definitions, ...parse(extra.join('\n')).definitions] }, entities };
}

export function buildSubgraphSchema(doc: DocumentNode): GraphQLSchema {
  const schema = buildASTSchema(doc, { assumeValidSDL: false });
  const any = schema.getType('_Any') as GraphQLScalarType;
  // buildASTSchema cannot attach scalar behaviour; give _Any its pass-through coercion.
  Object.assign(any, { serialize: AnyScalar.serialize, parseValue: AnyScalar.parseValue, parseLiteral: AnyScalar.parseLiteral });
  return schema;
}

export function badRepresentation(index: number, detail: string): GraphQLError {
  return new GraphQLError(`representations[${index}] ${detail}`, {
    extensions: { code: 'validation_failed', status: 400, errors: [{ in: 'body', pointer: `#/representations/${index}`, detail }] },
  });
}
