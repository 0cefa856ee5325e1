import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenario, loadBuiltIns, loadScenarioFile, ScenarioError } from '../../src/scenarios/loader.js';

const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));

function problemsOf(text: string): string[] {
  const file = join(dir, `s${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  try {
    loadScenarioFile(file);
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioError);
    return (err as Error).message.split('\n').map((l) => l.slice(file.length));
  }
  throw new Error('the scenario was accepted');
}

describe('ready-made scenarios', () => {
  it('ships the six documented scenarios, each valid and described', () => {
    const all = loadBuiltIns();
    expect(all.map((s) => s.name)).toEqual(['expired-tokens', 'flaky-network', 'partial-bulk-failure', 'rate-limit-storm', 'resilience-suite', 'slow-platform', 'webhook-chaos']);
    for (const s of all) {
      // Start-up loads them unchecked (decision 0010), so their validity is checked here.
      const { source, ...scenario } = s;
      expect(checkScenario(scenario), source).toEqual([]);
      expect(s.description).toMatch(/should/);
      expect(s.seed).toBeTypeOf('number');
    }
  });
});

describe('a bad scenario file is rejected with the line and field of each mistake', () => {
  it('names an unknown fault kind and lists the known ones', () => {
    const problems = problemsOf(['name: bad', 'description: x', 'rules:', '  - match: { path: /v2/** }', '    fault:', '      kind: latncy', ''].join('\n'));
    expect(problems).toEqual([':6:7: rules[0].fault.kind: must be one of status, rate_limit, latency, bulk_item_failure, token_expired, connection_reset, malformed_body, empty_response, random_data_then_close, slow_body, webhook_delay, webhook_duplicate, webhook_reorder, webhook_drop, webhook_bad_signature']);
  });

  it('names a field that does not belong, a missing field and a wrong type', () => {
    const problems = problemsOf(
      [
        'name: bad',
        'description: x',
        'rules:',
        '  - match:',
        '      path: /v2/**',
        '      colour: red',
        '    fault: { kind: latency, distribution: fixed }',
        '  - match: { event_type: device.*, method: GET }',
        '    fault: { kind: webhook_drop, attempts: "two" }',
      ].join('\n'),
    );
    expect(problems).toContain(':6:7: rules[0].match.colour: is not a known field (known here: method, path, project, probability, after, times, token, role, headers)');
    expect(problems).toContain(':7:5: rules[0].fault.ms: is required');
    expect(problems).toContain(':8:36: rules[1].match.method: is not a known field (known here: event_type, project, probability, after, times)');
    expect(problems).toContain(':9:34: rules[1].fault.attempts: must be integer');
  });

  it('reports what a schema cannot say, at its line', () => {
    const problems = problemsOf(['name: bad', 'description: x', 'rules:', '  - fault: { kind: latency, distribution: uniform, min_ms: 50, max_ms: 10 }', '  - fault: { kind: bulk_item_failure, status: 503 }'].join('\n'));
    expect(problems).toEqual([':4:64: rules[0].fault.max_ms: must be at least min_ms (50)', ':5:5: rules[1].fault: bulk_item_failure needs at least one of every, indexes, ids, probability']);
  });

  it('reports a YAML syntax error with its position', () => {
    const problems = problemsOf('name: bad\ndescription: [unclosed\nrules: []\n');
    expect(problems[0]).toMatch(/^:\d+:\d+: \(yaml syntax\): /);
  });

  it('checks a scenario given as data and points at the field', () => {
    expect(checkScenario({ name: 'Bad Name', description: 'x', rules: [] })).toEqual([
      { pointer: '/name', field: 'name', message: 'must match pattern "^[a-z0-9][a-z0-9._-]{0,63}$"' },
      { pointer: '/rules', field: 'rules', message: 'must NOT have fewer than 1 items' },
    ]);
  });
});
