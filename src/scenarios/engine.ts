/**
 * The scenarios in force and their running state. Scenarios are known by name (the library: the
 * ready-made files and those given at start) and are active globally (start flag), per project
 * (control API) or per request (`X-Sandbox-Scenario`). Whatever the scope, a rule's counters and
 * random stream belong to one project, keyed by (scenario seed, project, rule): one project's
 * traffic never changes another's decisions, and the same requests give the same decisions.
 */
import { BoundedMap } from '../core/ring.js';
import { countingStream } from '../core/rng.js';
import { slot, type SlotHolder } from '../core/slots.js';
import type { Journal } from '../http/journal.js';
import { httpEntry, webhookEntry, type FaultPlan, type RuleState } from './catalogue.js';
import { compileHttpMatch, compileWebhookMatch, type DeliveryFacts, type RequestFacts } from './matcher.js';
import { checkSavedScenarios, restoredRule, savedRule, type SavedRuleState, type SavedScenarios } from './saved.js';
import { isWebhookRule, type LoadedScenario, type Rule, type WebhookFaultDecision } from './types.js';

/** Scenarios a project may hold at once (each a handful of rules): the bound of per-project state. */
const MAX_ACTIVE_PER_PROJECT = 20;

export type Scope = 'request' | 'project' | 'global';

interface CompiledRule {
  rule: Rule;
  index: number;
  fingerprint: string;
  http?: (req: RequestFacts) => boolean;
  webhook?: (d: DeliveryFacts) => boolean;
}

interface Compiled {
  scenario: LoadedScenario;
  rules: CompiledRule[];
}

interface ProjectState {
  /** Activations: a library name (followed across reloads) or an inline scenario. */
  active: Map<string, LoadedScenario | null>;
  rules: Map<string, SavedRuleState>;
}

/**
 * A project's scenario state (slot `scenarios`): its activations and rule counters, live once the
 * engine has used them; saved data waits in `saved` until then (restoring needs the library).
 */
interface ProjectScenarios {
  live?: { engine: ScenarioEngine; state: ProjectState };
  saved?: SavedScenarios;
}

const SCENARIOS = slot<ProjectScenarios>({
  name: 'scenarios',
  create: () => ({}),
  save: (s) => (s.live ? s.live.engine.saved(s.live.state) : s.saved),
  load: (data, project) => ({ saved: checkSavedScenarios(project.id, data) }),
});

/** Where the engine finds a project's slots (the project store). */
export interface ScenarioProjects {
  peek(id: string): SlotHolder | undefined;
  /** The project, made if it does not exist (an activation names a project the sandbox then holds). */
  get(id: string): SlotHolder;
}

/** What changed in a project: its activations, or only rule counters. */
export type EngineChange = 'activation' | 'counters';

export interface RuleCounters {
  index: number;
  name: string | null;
  kind: string;
  matched: number;
  fired: number;
}

export interface EngineOptions {
  /** The sandbox's seed, for scenarios that do not name one. */
  seed(): number;
  maxProjects: number;
  ratePerSecond: number;
  journal: Journal;
  projects: ScenarioProjects;
}

function compile(scenario: LoadedScenario): Compiled {
  return {
    scenario,
    rules: scenario.rules.map((rule, index) => ({
      rule,
      index,
      fingerprint: `${scenario.seed ?? ''}|${JSON.stringify(rule)}`,
      ...(isWebhookRule(rule) ? { webhook: compileWebhookMatch(rule.match) } : { http: compileHttpMatch(rule.match) }),
    })),
  };
}

export class ScenarioEngine {
  readonly #library = new Map<string, Compiled>();
  readonly #inline = new WeakMap<LoadedScenario, Compiled>();
  #global: string[] = [];
  readonly #listeners = new Set<(project: string, what: EngineChange) => void>();
  readonly #detached: BoundedMap<string, ProjectState>;

  constructor(private readonly options: EngineOptions) {
    this.#detached = new BoundedMap(options.maxProjects);
  }

  /** Adds or replaces scenarios by name. Rules that did not change keep their counters. */
  define(scenarios: LoadedScenario[]): void {
    for (const s of scenarios) this.#library.set(s.name, compile(s));
  }

  library(): LoadedScenario[] {
    return [...this.#library.values()].map((c) => c.scenario);
  }

  get(name: string): LoadedScenario | undefined {
    return this.#library.get(name)?.scenario;
  }

  setGlobal(names: string[]): void {
    for (const n of names) if (!this.#library.has(n)) throw new Error(`no scenario named "${n}"`);
    this.#global = [...new Set(names)];
  }

  globalNames(): string[] {
    return [...this.#global];
  }

  /** The project's state, made (with its project) if need be. */
  #project(id: string): ProjectState {
    return this.#live(id, this.options.projects.get(id).slot(SCENARIOS));
  }

  /** The project's state if it has any (a request's check makes nothing). */
  #peek(id: string): ProjectState | undefined {
    const s = this.options.projects.peek(id)?.peekSlot(SCENARIOS);
    return s && this.#live(id, s);
  }

  /** Rule state of a project the store does not hold (a refused sign-in's): kept here, bounded, never saved. */
  #transient(id: string): ProjectState {
    let p = this.#detached.get(id);
    if (!p) this.#detached.set(id, (p = { active: new Map(), rules: new Map() }));
    return p;
  }

  #live(id: string, s: ProjectScenarios): ProjectState {
    if (!s.live) {
      s.live = { engine: this, state: { active: new Map(), rules: new Map() } };
      if (s.saved) this.#restore(id, s.live.state, s.saved);
      s.saved = undefined;
    }
    return s.live.state;
  }

  /** Activates a library scenario by name (`inline` undefined) or an inline one; counters start afresh. */
  activate(project: string, name: string, inline?: LoadedScenario): void {
    const p = this.#project(project);
    if (!p.active.has(name) && p.active.size >= MAX_ACTIVE_PER_PROJECT) {
      throw new RangeError(`a project holds at most ${MAX_ACTIVE_PER_PROJECT} scenarios; deactivate one first`);
    }
    p.active.delete(name);
    p.active.set(name, inline ?? null);
    this.#forget(p, name);
    this.#changed(project, 'activation');
  }

  deactivate(project: string, name?: string): string[] {
    const p = this.#peek(project);
    if (!p) return [];
    const names = name === undefined ? [...p.active.keys()] : p.active.has(name) ? [name] : [];
    for (const n of names) {
      p.active.delete(n);
      this.#forget(p, n);
    }
    if (names.length) this.#changed(project, 'activation');
    return names;
  }

  /** Listens for changes of a project's state (for persistence); answers the unsubscribe. */
  onChange(listener: (project: string, what: EngineChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(project: string, what: EngineChange): void {
    for (const listener of this.#listeners) listener(project, what);
  }

  /** A project's activations and rule state as JSON data; undefined when it has none. */
  saved(p: ProjectState): SavedScenarios | undefined {
    if (p.active.size === 0 && p.rules.size === 0) return undefined;
    return {
      active: [...p.active].map(([name, inline]) => {
        const scenario = inline ?? this.#library.get(name)?.scenario;
        return scenario ? { name, library: inline === null, scenario } : { name, library: true };
      }),
      rules: [...p.rules].map(([key, s]) => savedRule(key, s)),
    };
  }

  /**
   * Puts saved state back into a project whose state was reset. A library activation follows the
   * library when it still has the name, else it acts as saved; rule state of scenarios this
   * sandbox does not know is dropped (and journaled).
   */
  #restore(project: string, p: ProjectState, saved: SavedScenarios): void {
    const dropped: string[] = [];
    for (const a of saved.active.slice(0, MAX_ACTIVE_PER_PROJECT)) {
      if (a.library && this.#library.has(a.name)) p.active.set(a.name, null);
      else if (a.scenario) p.active.set(a.name, a.scenario);
      else dropped.push(a.name);
    }
    for (const r of saved.rules) {
      const name = r.key.slice(0, r.key.lastIndexOf('#'));
      const compiled = this.#resolveIn(p, name);
      if (!compiled) {
        dropped.push(name);
        continue;
      }
      const seed = compiled.scenario.seed ?? this.options.seed();
      p.rules.set(r.key, restoredRule(r, countingStream(seed, project, `fault:${r.key}`, r.drawn)));
    }
    if (dropped.length) {
      this.options.journal.note('scenario_dropped', `project ${project}: saved state of unknown scenario(s) ${[...new Set(dropped)].join(', ')} was not restored`);
    }
  }

  #forget(p: ProjectState, name: string): void {
    for (const key of p.rules.keys()) if (key.startsWith(`${name}#`)) p.rules.delete(key);
  }

  #resolve(project: string, name: string): Compiled | undefined {
    return this.#resolveIn(this.#peek(project), name);
  }

  #resolveIn(p: ProjectState | undefined, name: string): Compiled | undefined {
    const inline = p?.active.get(name);
    if (inline) {
      let c = this.#inline.get(inline);
      if (!c) this.#inline.set(inline, (c = compile(inline)));
      return c;
    }
    return this.#library.get(name);
  }

  /** Names a request may ask for in `X-Sandbox-Scenario`: the library and the project's inline ones. */
  knows(project: string, name: string): boolean {
    return this.#resolve(project, name) !== undefined;
  }

  /** Whether any scenario is in force for the project without a request naming one (most calls: none). */
  anyInForce(project: string): boolean {
    return this.#global.length > 0 || (this.#peek(project)?.active.size ?? 0) > 0;
  }

  /** The scenarios in force for a request, narrowest scope first; a name counts once. */
  inForce(project: string, requested: string[] = []): { scope: Scope; compiled: Compiled }[] {
    const out: { scope: Scope; compiled: Compiled }[] = [];
    const seen = new Set<string>();
    const add = (scope: Scope, names: Iterable<string>) => {
      for (const name of names) {
        const compiled = seen.has(name) ? undefined : this.#resolve(project, name);
        if (!compiled) continue;
        seen.add(name);
        out.push({ scope, compiled });
      }
    };
    add('request', requested);
    add('project', this.#peek(project)?.active.keys() ?? []);
    add('global', this.#global);
    return out;
  }

  #state(project: string, scenario: LoadedScenario, rule: CompiledRule): RuleState {
    const holder = this.options.projects.peek(project);
    const p = holder ? this.#live(project, holder.slot(SCENARIOS)) : this.#transient(project);
    const key = `${scenario.name}#${rule.index}`;
    let s = p.rules.get(key);
    if (!s || s.fingerprint !== rule.fingerprint) {
      const seed = scenario.seed ?? this.options.seed();
      s = { matched: 0, fired: 0, triggers: 0, rng: countingStream(seed, project, `fault:${key}`), fingerprint: rule.fingerprint };
      p.rules.set(key, s);
    }
    return s;
  }

  /** Counts a match and says whether the rule fires: `after`, then `times`, then `probability`. */
  #fires(rule: Rule, state: RuleState): boolean {
    const m = rule.match ?? {};
    state.matched++;
    if (state.matched <= (m.after ?? 0)) return false;
    if (m.times !== undefined && state.triggers >= m.times) return false;
    if (m.probability !== undefined && !state.rng.chance(m.probability)) return false;
    state.triggers++;
    return true;
  }

  /** Decides what happens to one request. Evaluation stops at the first terminal fault. */
  plan(facts: RequestFacts, requested: string[] = []): FaultPlan {
    const plan: FaultPlan = { delayMs: 0, injected: [], bulk: [], after: [] };
    if (this.#planInto(plan, facts, requested)) this.#changed(facts.project, 'counters');
    return plan;
  }

  /** Fills the plan; answers whether any rule matched (so its counters moved). */
  #planInto(plan: FaultPlan, facts: RequestFacts, requested: string[]): boolean {
    let matched = false;
    for (const { compiled } of this.inForce(facts.project, requested)) {
      const { scenario } = compiled;
      for (const r of compiled.rules) {
        if (!r.http?.(facts)) continue;
        matched = true;
        const entry = httpEntry(r.rule.fault.kind)!;
        const state = this.#state(facts.project, scenario, r);
        const ongoing = entry.ongoing?.(r.rule.fault, state, facts.token);
        if (!ongoing && entry.eligible && !entry.eligible(r.rule.fault, state, facts.token)) {
          state.matched++;
          continue;
        }
        const fire = ongoing ? (state.matched++, true) : this.#fires(r.rule, state);
        if (!fire) continue;
        state.fired++;
        const fault = { scenario: scenario.name, rule: r.index, kind: r.rule.fault.kind };
        entry.plan(r.rule.fault, { fault, state, ratePerSecond: this.options.ratePerSecond, token: facts.token }, plan);
        const terminal = typeof entry.terminal === 'function' ? entry.terminal(r.rule.fault) : entry.terminal;
        if (terminal) return matched;
      }
    }
    return matched;
  }

  /** What happens to one webhook delivery (the Event API asks before the first attempt). */
  decideWebhook(project: string, eventType: string, subscriptionId: string): WebhookFaultDecision {
    const decision: WebhookFaultDecision = {};
    const sources: NonNullable<WebhookFaultDecision['source']>[] = [];
    let matched = false;
    for (const { compiled } of this.inForce(project)) {
      for (const r of compiled.rules) {
        if (!r.webhook?.({ project, eventType })) continue;
        matched = true;
        const state = this.#state(project, compiled.scenario, r);
        if (!this.#fires(r.rule, state)) continue;
        state.fired++;
        webhookEntry(r.rule.fault.kind)!.decide(r.rule.fault, decision);
        sources.push({ scenario: compiled.scenario.name, rule: r.index, kind: r.rule.fault.kind });
      }
    }
    if (matched) this.#changed(project, 'counters');
    if (sources.length) {
      decision.source = sources[0];
      const list = sources.map((s) => `${s.scenario}#${s.rule}:${s.kind}`).join(', ');
      this.options.journal.note('webhook_fault', `${list} on ${eventType} for subscription ${subscriptionId} in project ${project}`);
    }
    return decision;
  }

  /** Each scenario in force in a project, with its scope and per-rule counters. */
  counters(project: string): { name: string; scope: Scope; source: string; rules: RuleCounters[] }[] {
    const states = this.#peek(project)?.rules;
    return this.inForce(project).map(({ scope, compiled }) => ({
      name: compiled.scenario.name,
      scope,
      source: compiled.scenario.source,
      rules: compiled.rules.map((r) => {
        const s = states?.get(`${compiled.scenario.name}#${r.index}`);
        const fresh = s && s.fingerprint === r.fingerprint;
        return { index: r.index, name: r.rule.name ?? null, kind: r.rule.fault.kind, matched: fresh ? s.matched : 0, fired: fresh ? s.fired : 0 };
      }),
    }));
  }
}
