/**
 * Reading scenario files: YAML parsed with node positions, checked against `scenarios/schema.json`
 * (ajv), then a few rules a schema cannot say. Every problem names the line, column and field, so
 * a mistake in a file is found without reading the schema.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { lazyValidator } from '../openapi/lazy-validate.js';
import { createValidator } from '../openapi/validator.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { Document, LineCounter } from 'yaml';
import { packageRoot } from '../core/package-root.js';
import { packageYaml } from '../core/parse-cache.js';
import { yaml } from '../core/yaml.js';
import type { LoadedScenario, Scenario } from './types.js';
import { escapeToken, pointerTokens } from '../core/json-pointer.js';

export const scenarioDir = join(packageRoot, 'scenarios');
const schema = JSON.parse(readFileSync(join(scenarioDir, 'schema.json'), 'utf8')) as object;
// The schema is the package's own (checked against the meta-schema by a test), not a user's.
const ajv = createValidator({ allErrors: true, verbose: true });
const validateSchema = lazyValidator<Scenario>(ajv, schema);

export interface ScenarioProblem {
  /** RFC 6901 pointer into the scenario, e.g. `/rules/0/fault/kind`. */
  pointer: string;
  /** The same place for people: `rules[0].fault.kind`. */
  field: string;
  message: string;
  /** 1-based, when the scenario came from text. */
  line?: number;
  column?: number;
}

export class ScenarioError extends Error {
  constructor(
    readonly source: string,
    readonly problems: ScenarioProblem[],
  ) {
    super(problems.map((p) => `${source}${p.line ? `:${p.line}:${p.column}` : ''}: ${p.field}: ${p.message}`).join('\n'));
  }
}

function fieldOf(pointer: string): string {
  const parts = pointerTokens(pointer);
  if (!parts.length) return '(scenario)';
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

function problem(pointer: string, message: string): ScenarioProblem {
  return { pointer, field: fieldOf(pointer), message };
}

function schemaProblem(e: ErrorObject): ScenarioProblem | undefined {
  // `if` only reports that a `then` failed; the `then` error itself is the useful one.
  if (e.keyword === 'if') return undefined;
  switch (e.keyword) {
    case 'required':
      return problem(`${e.instancePath}/${escapeToken(e.params.missingProperty)}`, 'is required');
    case 'additionalProperties': {
      const known = Object.keys((e.parentSchema as { properties?: object })?.properties ?? {});
      return problem(`${e.instancePath}/${escapeToken(e.params.additionalProperty)}`, `is not a known field${known.length ? ` (known here: ${known.join(', ')})` : ''}`);
    }
    case 'enum':
      return problem(e.instancePath, `must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`);
    case 'const':
      return problem(e.instancePath, `must be ${JSON.stringify(e.params.allowedValue)}`);
    case 'oneOf':
      return problem(e.instancePath, 'must be a string or a non-empty list of strings');
    default:
      return problem(e.instancePath, e.message ?? 'is invalid');
  }
}

/** What the schema cannot say: choices that exclude each other, ranges, unique names. */
function semanticProblems(s: Scenario): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  s.rules.forEach((rule, i) => {
    const f = rule.fault;
    const at = `/rules/${i}/fault`;
    if (f.kind === 'bulk_item_failure' && f.every === undefined && !f.indexes && !f.ids && f.probability === undefined) {
      out.push(problem(at, 'bulk_item_failure needs at least one of every, indexes, ids, probability'));
    }
    if (f.kind === 'rate_limit' && f.requests !== undefined && f.window_seconds !== undefined) {
      out.push(problem(`${at}/window_seconds`, 'give requests or window_seconds, not both'));
    }
    if (f.kind === 'rate_limit' && f.window_seconds !== undefined && f.retry_after_seconds !== undefined) {
      out.push(problem(`${at}/retry_after_seconds`, 'a storm with window_seconds answers Retry-After with the time left in the window'));
    }
    if (f.kind === 'latency' && f.distribution === 'uniform' && f.min_ms! > f.max_ms!) {
      out.push(problem(`${at}/max_ms`, `must be at least min_ms (${f.min_ms})`));
    }
  });
  const names = new Map<string, number>();
  s.rules.forEach((rule, i) => {
    if (rule.name === undefined) return;
    if (names.has(rule.name)) out.push(problem(`/rules/${i}/name`, `"${rule.name}" is already the name of rule ${names.get(rule.name)}`));
    else names.set(rule.name, i);
  });
  return out;
}

/** Problems of a scenario given as data (an inline body of the control API); none means valid. */
export function checkScenario(value: unknown): ScenarioProblem[] {
  if (!validateSchema(value)) {
    const seen = new Set<string>();
    return (validateSchema.errors ?? [])
      .map(schemaProblem)
      .filter((p): p is ScenarioProblem => !!p && !seen.has(`${p.pointer} ${p.message}`) && !!seen.add(`${p.pointer} ${p.message}`));
  }
  return semanticProblems(value);
}

/**
 * Where a pointer lands in the document: the key of the deepest field that exists on the way
 * (a missing field is reported at its parent), or the list item.
 */
function locate(doc: Document, counter: LineCounter, pointer: string): { line: number; column: number } | undefined {
  const { isMap, isScalar, isSeq } = yaml();
  let node: unknown = doc.contents;
  let at: unknown = node;
  for (const key of pointerTokens(pointer)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      if (!pair) break;
      at = pair.key;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(key)];
      if (item === undefined) break;
      at = item;
      node = item;
    } else break;
  }
  const range = (at as { range?: [number, number, number] } | null)?.range;
  if (!range) return undefined;
  const pos = counter.linePos(range[0]);
  return { line: pos.line, column: pos.col };
}

/**
 * Parse and check scenario text (YAML or JSON); throws a ScenarioError naming line and field.
 * `check: false` only for the package's own scenarios, which the tests check (not every start).
 */
export function parseScenario(text: string, source: string, check = true): Scenario {
  const { LineCounter, parseDocument } = yaml();
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    throw new ScenarioError(
      source,
      doc.errors.map((e) => {
        const pos = counter.linePos(e.pos[0]);
        return { pointer: '', field: '(yaml syntax)', message: e.message.split('\n')[0], line: pos.line, column: pos.col };
      }),
    );
  }
  // Aliases are refused: a few lines of them expand to gigabytes ("billion laughs").
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 0 });
  } catch (err) {
    throw new ScenarioError(source, [{ pointer: '', field: '(yaml aliases)', message: `a scenario may not use YAML aliases (*name): ${(err as Error).message}` }]);
  }
  const problems = check ? checkScenario(value) : [];
  if (problems.length) throw new ScenarioError(source, problems.map((p) => ({ ...p, ...locate(doc, counter, p.pointer) })));
  return value as Scenario;
}

export function loadScenarioFile(file: string, check = true): LoadedScenario {
  return { ...parseScenario(readFileSync(file, 'utf8'), file, check), source: file };
}

/** The ready-made scenarios shipped in the package. */
/** The package's own scenarios, parsed by the build (their checks are the tests'). */
export function loadBuiltIns(): LoadedScenario[] {
  return builtInScenarioFiles().map((file) => ({ ...(packageYaml(file) as Scenario), source: `builtin:${basename(file)}` }));
}

export function builtInScenarioFiles(): string[] {
  return readdirSync(scenarioDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(scenarioDir, f));
}
