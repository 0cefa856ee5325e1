/**
 * Fields no resolver covers are answered by @graphql-tools/mock, made reproducible: its defaults
 * draw from Math.random, so every value here comes from a seeded stream keyed by (project, type,
 * object identity, field, arguments). The same id therefore gives the same object whatever path
 * or order reaches it, on every run, and the per-project MockStore is only a cache: when it is
 * dropped (its bound, a reset) the same values come back.
 */
import { Faker, en } from '@faker-js/faker';
import { addMocksToSchema, createMockStore, isRef, type IMocks, type IMockStore } from '@graphql-tools/mock';
import {
  defaultFieldResolver, isAbstractType, isEnumType, isObjectType, isScalarType,
  type GraphQLFieldResolver, type GraphQLSchema,
} from 'graphql';
import { seededUuid, type Rng } from '../../core/rng.js';
import type { Project } from '../../core/store.js';

/** Values generated in one project before its mock cache is dropped (and regenerated on demand). */
const MAX_GENERATED = 50_000;

export class MockSession {
  store: IMockStore;
  readonly aliases = new Map<string, string>();
  generated = 0;

  constructor(readonly project: string, private readonly make: () => IMockStore) {
    this.store = make();
  }

  /** At the start of a request only, so no in-flight reference loses its identity. */
  bound(): void {
    if (this.generated < MAX_GENERATED) return;
    this.store = this.make();
    this.aliases.clear();
    this.generated = 0;
  }
}

interface Active {
  session: MockSession;
  purpose: string;
  field: string;
  rng?: Rng;
}

const stable = (value: unknown): string => JSON.stringify(value, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

export class MockEngine {
  #active: Active | undefined;
  readonly #faker = new Faker({ locale: [en] });
  readonly #mocks: IMocks;
  readonly #keyed = new Set<string>();

  constructor(
    readonly schema: GraphQLSchema,
    private readonly rngFor: (project: string, purpose: string) => Rng,
    epochMs: number,
    readonly id: string,
  ) {
    this.#faker.setDefaultRefDate(epochMs);
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type) && type.getFields().id) this.#keyed.add(type.name);
    }
    this.#mocks = this.#buildMocks();
  }

  /** The project's mock cache for this schema. */
  session(project: Project): MockSession {
    const key = `graph-mocks:${this.id}`;
    let s = project.extras.get(key) as MockSession | undefined;
    if (!s) {
      s = new MockSession(project.id, () => createMockStore({ schema: this.schema, mocks: this.#mocks, mockGenerationBehavior: 'deterministic' }));
      project.extras.set(key, s);
    }
    s.bound();
    return s;
  }

  /**
   * The executable schema: resolvers kept (preserveResolvers), mocks for the rest, and every
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
    const resolved = new Set<string>();
    for (const type of Object.values(schemaWithResolvers.getTypeMap())) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) if (field.resolve) resolved.add(`${type.name}.${field.name}`);
    }
    const mocked = addMocksToSchema({ schema: schemaWithResolvers, store: delegate, mocks: this.#mocks, preserveResolvers: true });
    const roots = new Set([mocked.getQueryType()?.name, mocked.getMutationType()?.name].filter(Boolean));
    for (const type of Object.values(mocked.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const inner = field.resolve ?? defaultFieldResolver;
        const coordinate = `${type.name}.${field.name}`;
        field.resolve = this.#wrap(inner, roots.has(type.name), resolved.has(coordinate), mockOnly.has(coordinate));
      }
    }
    return mocked;
  }

  #session(): MockSession {
    if (!this.#active) throw new Error('mock store used outside a resolver');
    return this.#active.session;
  }

  #wrap(inner: GraphQLFieldResolver<any, any>, root: boolean, resolved: boolean, mockOnly: boolean): GraphQLFieldResolver<any, any> {
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
      }
      const argsKey = Object.keys(args).length ? stable(args) : '';
      const purpose = `graph-mocks:${type}:${identity}:${info.fieldName}:${argsKey}`;
      this.#active = { session, purpose, field: info.fieldName };
      const value = inner(src, args, ctx, info);
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
      if (isScalarType(type)) mocks[type.name] = this.#scalar(type.name);
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
