/**
 * A project's fault-scenario state as a persistence state part (`scenarios`), so that `--persist`
 * and snapshots keep it like records: the project's activations and, for every rule that ran in the
 * project (whatever the scenario's scope), its counters, the position of its random stream, a storm
 * of N 429s in progress and the tokens a `token_expired` rule has seen. A storm of `window_seconds`
 * runs on real time and, like the rate-limit windows, is not saved.
 */
import { lazyValidator } from '../openapi/lazy-validate.js';
import { createValidator } from '../openapi/validator.js';
import { BoundedMap } from '../core/ring.js';
import type { CountingRng } from '../core/rng.js';
import { PersistenceError } from '../persistence/format.js';
import { MAX_TRACKED_TOKENS, type RuleState } from './catalogue.js';
import { checkScenario } from './loader.js';
import type { LoadedScenario } from './types.js';

interface SavedActivation {
  name: string;
  /** Activated by name: follows the library's version when the library still has it. */
  library: boolean;
  /** The scenario as it was (absent only for a library name the library no longer holds). */
  scenario?: LoadedScenario;
}

export interface SavedRule {
  /** `<scenario name>#<rule index>`. */
  key: string;
  fingerprint: string;
  matched: number;
  fired: number;
  triggers: number;
  /** Draws taken from the rule's stream. */
  drawn: number;
  storm?: { remaining: number };
  /** Uses per bearer token; null = expired for good. */
  tokens?: [string, number | null][];
}

export interface SavedScenarios {
  active: SavedActivation[];
  rules: SavedRule[];
}

export type SavedRuleState = RuleState & { fingerprint: string; rng: CountingRng };

const count = { type: 'integer', minimum: 0 };
// Compiled when a saved state is first read, not at every start.
const checkSaved = lazyValidator<SavedScenarios>(createValidator(), {
  type: 'object',
  required: ['active', 'rules'],
  properties: {
    active: {
      type: 'array',
      items: { type: 'object', required: ['name', 'library'], properties: { name: { type: 'string' }, library: { type: 'boolean' }, scenario: { type: 'object' } } },
    },
    rules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'fingerprint', 'matched', 'fired', 'triggers', 'drawn'],
        properties: {
          key: { type: 'string', pattern: '#[0-9]+$' },
          fingerprint: { type: 'string' },
          matched: count,
          fired: count,
          triggers: count,
          drawn: count,
          storm: { type: 'object', required: ['remaining'], properties: { remaining: count } },
          tokens: { type: 'array', items: { type: 'array', prefixItems: [{ type: 'string' }, { type: ['integer', 'null'] }], minItems: 2, maxItems: 2 } },
        },
      },
    },
  },
});

/** Checks what a file holds before anything is changed; a problem names the project and the place. */
export function checkSavedScenarios(project: string, data: unknown): SavedScenarios {
  const where = `project ${project}: saved fault scenarios`;
  if (!checkSaved(data)) {
    const e = checkSaved.errors![0];
    throw new PersistenceError(`${where}: unexpected content at ${e.instancePath || '/'}: ${e.message}`);
  }
  for (const a of data.active) {
    if (!a.scenario) continue;
    const { source: _source, ...scenario } = a.scenario;
    const [problem] = checkScenario(scenario);
    if (problem) throw new PersistenceError(`${where}: scenario "${a.name}": ${problem.field}: ${problem.message}`);
  }
  return data;
}

export function savedRule(key: string, s: SavedRuleState): SavedRule {
  const out: SavedRule = { key, fingerprint: s.fingerprint, matched: s.matched, fired: s.fired, triggers: s.triggers, drawn: s.rng.drawn };
  if (s.storm?.remaining !== undefined) out.storm = { remaining: s.storm.remaining };
  if (s.tokens?.size) out.tokens = [...s.tokens].map(([token, uses]) => [token, Number.isFinite(uses) ? uses : null]);
  return out;
}

export function restoredRule(r: SavedRule, rng: CountingRng): SavedRuleState {
  const state: SavedRuleState = { matched: r.matched, fired: r.fired, triggers: r.triggers, rng, fingerprint: r.fingerprint };
  if (r.storm) state.storm = { remaining: r.storm.remaining };
  if (r.tokens) {
    state.tokens = new BoundedMap(MAX_TRACKED_TOKENS);
    for (const [token, uses] of r.tokens) state.tokens.set(token, uses ?? Infinity);
  }
  return state;
}
