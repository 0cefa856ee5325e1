/**
 * A recording's failures as a fault scenario (scenarios/schema.json) that QA can run against any
 * sandbox: each non-2xx exchange becomes a `status` rule with the recorded status, headers and
 * body, matched on its operation (method and path template, `{id}` as `*`) and on its place
 * among that operation's calls (`after`, `times: 1`), so the same sequence of calls meets the
 * same failures at the same points. A rule that fires ends the evaluation of a call, so a later
 * rule of the same operation does not count that call; `after` allows for it.
 */
import type { OperationTable } from '../openapi/operations.js';
import type { Rule, Scenario } from '../scenarios/types.js';
import { answerJson } from './propose-map.js';
import type { RecordedExchange } from './recording.js';

/** Rules a scenario may hold (scenarios/schema.json). */
const MAX_RULES = 100;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A scenario name from a recording's (`^[a-z0-9][a-z0-9._-]{0,63}$`). */
function scenarioName(recording: string): string {
  return `recorded-${recording.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}`.slice(0, 64);
}

export function failureScenario(recording: string, exchanges: readonly RecordedExchange[], contract: OperationTable): { scenario: Scenario; failures: number } {
  const byId = new Map(contract.operations.map((o) => [o.id, o]));
  const calls = new Map<string, number>();
  const failed = new Map<string, number>();
  const rules: Rule[] = [];
  let failures = 0;
  for (const e of exchanges) {
    const op = byId.get(e.operation);
    if (!op || !METHODS.has(e.method)) continue;
    const path = op.path.replace(/\{[^}]+\}/g, '*');
    const key = `${e.method} ${path}`;
    const n = calls.get(key) ?? 0;
    calls.set(key, n + 1);
    if (e.status >= 200 && e.status <= 299) continue;
    failures++;
    const f = failed.get(key) ?? 0;
    failed.set(key, f + 1);
    if (rules.length >= MAX_RULES) continue;
    const headers: Record<string, string> = Object.fromEntries(e.headers.filter(([name]) => !/^x-request-id$|^date$/i.test(name)).map(([name, value]) => [name.toLowerCase(), value]));
    if (e.mimeType && e.text) headers['content-type'] = e.mimeType;
    const json = answerJson(e);
    rules.push({
      name: `${op.id}, call ${n + 1}: ${e.status} (recorded entry ${e.index})`.slice(0, 100),
      match: { method: e.method as 'GET', path, after: n - f, times: 1 },
      fault: { kind: 'status', status: e.status, headers, ...(e.text ? { body: json ?? e.text } : { body: '' }) },
    });
  }
  const scenario: Scenario = {
    name: scenarioName(recording),
    description: `The ${failures} failed exchange(s) of recording ${recording}${failures > rules.length ? ` (the first ${rules.length}: a scenario holds ${MAX_RULES} rules)` : ''}, each answered again with its recorded status, headers and body at the same call of its operation.`,
    rules,
  };
  return { scenario, failures };
}
