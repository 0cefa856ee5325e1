/**
 * Fields no resolver covers are answered by @graphql-tools/mock, made reproducible: its defaults
 * draw from Math.random, so every value here comes from a seeded stream keyed by (project, type,
 * object identity, field, arguments). The same id therefore gives the same object whatever path
 * or order reaches it, on every run, and the per-project MockStore is only a cache: when it is
 * dropped (its bound, a reset) the same values come back.
 */
import type { Faker } from '@faker-js/faker';
import { addMocksToSchema, createMockStore, isRef, type IMocks, type IMockStore } from '@graphql-tools/mock';
import {
  defaultFieldResolver, getNamedType, isAbstractType, isEnumType, isObjectType, isScalarType,
  type GraphQLFieldResolver, type GraphQLSchema,
} from 'graphql';
import { englishFaker } from '../../../core/faker.js';
import { seededUuid, type Rng } from '../../../core/rng.js';
import type { Project } from '../../../core/store.js';
import { GRAPH_MOCKS, MockSession, MockWrites, stable } from './session.js';
import { NO_MOCKS, type GraphMocks } from './file.js';
import { globalId } from './relay-ids.js';

export { MockSession };

interface Active {
  session: MockSession;
  purpose: string;
  type: string;
  field: string;
  rng?: Rng;
}


export class MockEngine {
  #active: Active | undefined;
  readonly #faker = englishFaker();
  readonly #mocks: IMocks;
  readonly #keyed = new Set<string>();
  /** Listing fields whose children have several candidate back-references and none named (`Parent.field (Child: a, b)`). */
  readonly ambiguous: string[] = [];

  constructor(
    readonly schema: GraphQLSchema,
    private readonly rngFor: (project: string, purpose: string) => Rng,
    epochMs: number,
    readonly id: string,
    /** What `--graph-mocks` says: pinned values, named lookups and back-references. */
    readonly named: GraphMocks = NO_MOCKS,
  ) {
    this.#faker.setDefaultRefDate(epochMs);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type) && type.getFields().id) this.#keyed.add(type.name);
    }
    this.#mocks = this.#buildMocks();
  }

  isKeyed(type: string): boolean {
    return this.#keyed.has(type);
  }

  /** A seeded stream of this project for one purpose (the conventions' sizes, types and ids). */
  rng(session: MockSession, purpose: string): Rng {
    return this.rngFor(session.project, `graph-mocks:${purpose}`);
  }

  /** A value the user pinned for a type's field (`--graph-mocks`), drawn from its list when it has one. */
  pinnedValue(session: MockSession, type: string, key: string, field: string): unknown {
    const pin = this.named.pins[type]?.[field];
    if (!pin) return undefined;
    return 'fixed' in pin ? pin.fixed : this.rng(session, `pinned:${type}:${key}:${field}`).pick(pin.oneOf);
  }

  /** The project's mock cache for this schema. */
  session(project: Project): MockSession {
    const mocks = project.slot(GRAPH_MOCKS);
    let s = mocks.sessions.get(this.id);
    if (!s) {
      // The graph's API schema and its subgraphs see the same writes.
      const writesKey = this.id.split(':')[0];
      let writes = mocks.writes.get(writesKey);
      if (!writes) mocks.writes.set(writesKey, (writes = new MockWrites()));
      s = new MockSession(project.id, () => createMockStore({ schema: this.schema, mocks: this.#mocks, mockGenerationBehavior: 'deterministic' }), writes);
      mocks.sessions.set(this.id, s);
    }
    s.bound();
    return s;
  }

  /**
   * The executable schema: resolvers kept, mocks for the rest, and every
   * field wrapped so that generation inside it draws from that field's own seeded stream.
   */
  apply(schemaWithResolvers: GraphQLSchema, mockOnly: ReadonlySet<string> = new Set()): GraphQLSchema {
    const engine = this;
    const delegate = {
      schema: this.schema,
      get: (...a: unknown[]) => (engine.#session().store.get as (...x: unknown[]) => unknown)(...a),
      set: (...a: unknown[]) => (engine.#session().store.set as (...x: unknown[]) => unknown)(...a),
      has: (t: string, k: string) => engine.#session().store.has(t, k),
      reset: () => engine.#session().store.reset(),
      // Called by the mock resolver for parents that are neither references nor roots.
      generateFieldValue: (...a: unknown[]) => (engine.#session().store as any).generateFieldValue(...a),
    } as unknown as IMockStore;
    const own = new Map<string, GraphQLFieldResolver<any, any>>();
    for (const type of Object.values(schemaWithResolvers.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) if (field.resolve) own.set(`${type.name}.${field.name}`, field.resolve);
    }
    // Resolvers are called on their own (not with the mock beside them, as preserveResolvers does); a field without one is mocked.
    const mocked = addMocksToSchema({ schema: schemaWithResolvers, store: delegate, mocks: this.#mocks, preserveResolvers: false });
    const roots = new Set([mocked.getQueryType()?.name, mocked.getMutationType()?.name].filter(Boolean));
    for (const type of Object.values(mocked.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        const mock = field.resolve ?? defaultFieldResolver;
        field.resolve = this.#wrap(own.get(coordinate), mock, roots.has(type.name), mockOnly.has(coordinate));
      }
    }
    return mocked;
  }

  #session(): MockSession {
    if (!this.#active) throw new Error('mock store used outside a resolver');
    return this.#active.session;
  }

  #wrap(resolver: GraphQLFieldResolver<any, any> | undefined, mock: GraphQLFieldResolver<any, any>, root: boolean, mockOnly: boolean): GraphQLFieldResolver<any, any> {
    const resolved = !!resolver;
    return (source, args, ctx, info) => {
      // A value the parent already has needs neither a stream nor the store.
      if (!resolved && !mockOnly && !root && source && typeof source === 'object' && source[info.fieldName] !== undefined) {
        return defaultFieldResolver(source, args, ctx, info);
      }
      const session = ctx.mocks as MockSession;
      const type = info.parentType.name;
      let identity = 'ROOT';
      let src = source;
      if (!root && source && typeof source === 'object') {
        if (source.id != null && (Object.prototype.hasOwnProperty.call(source, 'id') || !isRef(source))) identity = String(source.id);
        else if (isRef(source)) identity = this.#keyed.has(type) ? String(source.$ref.key) : (session.aliases.get(String(source.$ref.key)) ?? String(source.$ref.key));
        else identity = `h:${stable(source)}`;
        // A field the served schema types differently from the parent's property is always mocked.
        if (mockOnly) src = { $ref: { typeName: type, key: identity } };
        else if (!isRef(source) || source.$ref.key !== identity) src = Object.assign(Object.create(source), { $ref: { typeName: type, key: identity } });
        if (!resolved) {
          const written = session.writtenValue(type, identity, info.fieldName);
          if (written !== undefined) return written;
        }
      }
      const argsKey = Object.keys(args).length ? stable(args) : '';
      const purpose = `graph-mocks:${type}:${identity}:${info.fieldName}:${argsKey}`;
      this.#active = { session, purpose, type, field: info.fieldName };
      let value = resolved ? resolver!(src, args, ctx, info) : mock(src, args, ctx, info);
      if (value === undefined && resolved) value = mock(src, args, ctx, info);
      const base = `${type}:${identity}.${info.fieldName}${argsKey}`;
      if (value && typeof (value as Promise<unknown>).then === 'function') return (value as Promise<unknown>).then((v) => this.#alias(session, v, base));
      return this.#alias(session, value, base);
    };
  }

  /** Objects without an id get a deterministic identity: where they were first reached. */
  #alias(session: MockSession, value: unknown, base: string): unknown {
    if (Array.isArray(value)) value.forEach((v, i) => this.#alias(session, v, `${base}[${i}]`));
    else if (isRef(value) && !this.#keyed.has(value.$ref.typeName) && !session.aliases.has(String(value.$ref.key))) {
      session.aliases.set(String(value.$ref.key), base);
    }
    return value;
  }

  #rng(): Rng {
    const a = this.#active;
    if (!a) throw new Error('mock value generated outside a resolver');
    a.session.generated++;
    a.rng ??= this.rngFor(a.session.project, a.purpose);
    return a.rng;
  }

  #fake<T>(fn: (f: Faker) => T): T {
    this.#faker.seed(this.#rng().uint32());
    return fn(this.#faker);
  }

  #string(): string {
    const field = this.#active?.field ?? '';
    const f = field.toLowerCase();
    if (/(At|Date|Time|On)$/.test(field)) return this.#date();
    if (f.includes('email')) return this.#fake((x) => x.internet.email().toLowerCase());
    if (f.includes('username') || f === 'login' || f === 'handle') return this.#fake((x) => x.internet.username());
    if (/url|href|uri|link|website/.test(f)) return this.#fake((x) => x.internet.url());
    if (/phone/.test(f)) return this.#fake((x) => x.phone.number());
    if (/city/.test(f)) return this.#fake((x) => x.location.city());
    if (/country/.test(f)) return this.#fake((x) => x.location.country());
    if (/address|street/.test(f)) return this.#fake((x) => x.location.streetAddress());
    if (/slug/.test(f)) return this.#fake((x) => x.lorem.slug(3));
    if (/locale|language|lang$/.test(f)) return this.#fake((x) => x.helpers.arrayElement(['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'es-ES']));
    if (/name$/.test(f)) return this.#fake((x) => x.person.fullName());
    if (/title|subject|headline|label/.test(f)) return this.#fake((x) => x.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, ''));
    if (/body|description|content|text|summary|comment|note|message/.test(f)) return this.#fake((x) => x.lorem.paragraph());
    return this.#fake((x) => x.lorem.words({ min: 1, max: 3 }));
  }

  #date(): string {
    const rng = this.#rng();
    return new Date(this.#faker.defaultRefDate().getTime() - Math.floor(rng.next() * 365 * 86_400_000)).toISOString();
  }

  #scalar(name: string): () => unknown {
    const n = name.toLowerCase();
    if (/datetime|timestamp|instant/.test(n)) return () => this.#date();
    if (n === 'date') return () => this.#date().slice(0, 10);
    if (n === 'time') return () => this.#date().slice(11, 19);
    if (/json|object|map|any/.test(n)) return () => ({});
    if (/url|uri/.test(n)) return () => this.#fake((x) => x.internet.url());
    if (/email/.test(n)) return () => this.#fake((x) => x.internet.email().toLowerCase());
    if (/uuid|guid/.test(n)) return () => seededUuid(this.#rng());
    if (/long|bigint|int|count|number/.test(n)) return () => this.#rng().int(0, 100_000);
    if (/float|decimal|double|money|price/.test(n)) return () => Math.round(this.#rng().next() * 100_000) / 100;
    if (/bool/.test(n)) return () => this.#rng().chance(0.5);
    return () => this.#string();
  }

  #buildMocks(): IMocks {
    const mocks: IMocks = {
      ID: () => seededUuid(this.#rng()),
      String: () => this.#string(),
      Int: () => this.#rng().int(0, 100),
      Float: () => Math.round(this.#rng().next() * 10_000) / 100,
      Boolean: () => this.#rng().chance(0.5),
    };
    for (const type of Object.values(this.schema.getTypeMap())) {
      if (type.name.startsWith('__') || type.name in mocks) continue;
      if (isObjectType(type)) {
        // Ids of mocked objects name their type (Relay global ids); pinned fields come from the user's file.
        const fields: Record<string, () => unknown> = {};
        const idType = type.getFields().id?.type;
        if (idType && getNamedType(idType).name === 'ID') fields.id = () => globalId(type.name, seededUuid(this.#rng()).slice(0, 13));
        for (const field of Object.keys(this.named.pins[type.name] ?? {})) {
          fields[field] = () => this.pinnedValue(this.#active!.session, type.name, this.#active!.purpose, field);
        }
        if (Object.keys(fields).length) mocks[type.name] = fields;
      } else if (isScalarType(type)) mocks[type.name] = this.#scalar(type.name);
      else if (isEnumType(type)) {
        const values = type.getValues().map((v) => v.value);
        mocks[type.name] = () => this.#rng().pick(values);
      } else if (isAbstractType(type)) {
        const names = this.schema.getPossibleTypes(type).map((t) => t.name);
        mocks[type.name] = () => ({ __typename: this.#rng().pick(names) });
      }
    }
    return mocks;
  }
}
