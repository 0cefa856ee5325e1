/**
 * The skeleton every API module follows: collections it keeps in the store, fixtures that fill
 * them from a fixture set and the seed, handlers of its contract operations (keyed by
 * operationId), and `start` for wiring that outlives a request (bus subscriptions, timers).
 */
import type { Faker } from '@faker-js/faker';
import type { Hono } from 'hono';
import type { Rng } from '../core/rng.js';
import type { CollectionSpec, StoredRecord } from '../core/store.js';
import type { PermissionResolver } from '../core/permissions.js';
import type { Deps, UserStatus } from '../deps.js';
import type { FixtureSet } from '../fixtures/sets.js';
import type { AppEnv } from '../http/env.js';
import type { Handlers } from './handler.js';
import type { ControlHandlers } from '../admin/handler.js';

export interface FixtureContext {
  set: FixtureSet;
  seed: number;
  /** Fixture timestamps lead up to this moment. */
  epochMs: number;
  rng(purpose: string): Rng;
  faker(purpose: string): Faker;
  /** Records other modules generated before this one (modules run in the order of the list). */
  records<T extends StoredRecord>(collection: string): readonly T[];
}

export interface ApiModule {
  name: string;
  collections: CollectionSpec<any>[];
  fixtures?(ctx: FixtureContext): Record<string, StoredRecord[]>;
  /**
   * For a module whose fixtures no later module reads: the most records they can hold for a set.
   * Given, they are generated on the first lookup of one of its collections instead of at start
   * (decision 0021); none may be stamped after the fixture epoch.
   */
  fixtureBound?(set: FixtureSet): number;
  /** The handlers of the module's contract operations (`HandlersOf<'its api'>`). */
  handlers?(deps: Deps): Partial<Handlers>;
  /**
   * Public routes answered before the platform chain (no contract operation, no token), such as
   * the GraphiQL page. A handler that does not answer calls `next()`.
   */
  pages?(deps: Deps): Hono<AppEnv>;
  /** Handlers of this module's control-API operations (`/_sandbox`, tagged with its name), e.g. the webhook inbox. */
  admin?(deps: Deps): Partial<ControlHandlers>;
  /**
   * Work that must succeed before the sandbox listens (checking a user's files), for a module
   * that otherwise defers it to first use; a rejection stops the start. What it returns is printed
   * as start warnings (what the operator should know about the module's setup).
   */
  prepare?(deps: Deps): Promise<string[] | void> | string[] | void;
  /** A project's roles and their permissions, for a module that manages roles (the Auth API). */
  permissions?: (deps: Deps) => PermissionResolver;
  /** The directory of users other APIs reference, for the module that keeps it (the Auth API). */
  userStatus?: (deps: Deps) => (project: string, id: string) => UserStatus;
  /** Called once the sandbox is built; returns a cleanup for `stop()`. */
  start?(deps: Deps): (() => void | Promise<void>) | void;
}
