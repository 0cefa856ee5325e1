/** @jsxImportSource hono/jsx */
/**
 * The resilience panel: a project's resilience report (`GET /_sandbox/projects/{p}/resilience`,
 * docs/resilience.md) — the score, the fault coverage, and each expectation with its verdict and
 * the calls or webhook attempts in evidence of a violation. Asked of the control API, so the page
 * shows what the route serves; it refreshes as the project's record grows.
 */
import { CALLS } from '../../resilience/record.js';
import type { ResilienceReport } from '../../resilience/report.js';
import { failure } from './control.js';
import { ProjectPicker } from './layout.js';
import type { Panel } from './panel.js';
import { LIVE_ID } from './panel.js';

type Violation = ResilienceReport['expectations'][number]['violations'][number];

const VERDICT = { met: ['met', 'ok'], violated: ['violated', 'err'], not_exercised: ['not exercised', 'empty'] } as const;

function Evidence({ v }: { v: Violation }) {
  return (
    <details>
      <summary>{v.detail}</summary>
      <ul class="mono">
        {v.calls.map((c) => (
          <li>
            {c.at} {c.request_id} {c.method} {c.path} → {c.status}
            {c.idempotency_key ? ` key=${c.idempotency_key}` : ''}
            {c.faults.length ? ` [${c.faults.join(', ')}]` : ''}
          </li>
        ))}
        {v.deliveries.map((d) => (
          <li>
            {d.at} webhook {d.webhook_id} {d.event_type} attempt {d.attempt}
            {d.bad_signature ? ' (badly signed)' : ''}
            {d.duplicate ? ' (duplicate)' : ''} → {d.status ?? d.error}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Report({ r }: { r: ResilienceReport }) {
  return (
    <div>
      <p class="big" data-score>
        {r.score.met}/{r.score.exercised} expectations met
      </p>
      <p class="small">
        {r.calls} calls and {r.deliveries} webhook attempts recorded{r.dropped || r.deliveries_dropped ? `; complete from ${r.complete_from} (${r.dropped} calls and ${r.deliveries_dropped} attempts dropped)` : ''}. Fault coverage:{' '}
        {r.fault_coverage.met.length}/{r.fault_coverage.in_force.length} kinds in force met ({r.fault_coverage.met.join(', ') || 'none'}).
      </p>
      <table class="resilience">
        <thead>
          <tr>
            <th>Expectation</th>
            <th>Verdict</th>
            <th class="num">Exercised</th>
            <th>What</th>
            <th>Evidence</th>
          </tr>
        </thead>
        <tbody>
          {r.expectations.map((e) => (
            <tr data-expectation={e.id} data-verdict={e.verdict}>
              <td class="mono">{e.id}</td>
              <td class={VERDICT[e.verdict][1]}>{VERDICT[e.verdict][0]}</td>
              <td class="num">{e.exercised}</td>
              <td class="small">{e.expectation}</td>
              <td class="small">
                {e.violations.map((v) => (
                  <Evidence v={v} />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.notes.map((n) => (
        <p class="note small">{n}</p>
      ))}
    </div>
  );
}

export const resiliencePanel: Panel = {
  name: 'resilience',
  title: 'Resilience',
  view(ctx) {
    return (
      <section>
        <ProjectPicker panel="resilience" projects={ctx.deps.store.ids()} current={ctx.query.get('project') ?? ''} />
        <div id={LIVE_ID}>{this.live(ctx)}</div>
      </section>
    );
  },
  /** The record's growth (and the scenarios in force, which set the coverage) change what the report shows. */
  version(ctx) {
    const id = ctx.query.get('project') ?? '';
    const record = id ? ctx.deps.store.peek(id)?.peekSlot(CALLS) : undefined;
    const rules = id ? ctx.deps.scenarios.engine.counters(id).map((s) => `${s.name}:${s.rules.length}`).join(',') : '';
    return `${id}:${record?.seq ?? 0}:${record?.attempts.pushed ?? 0}:${rules}`;
  },
  async live(ctx) {
    const id = ctx.query.get('project');
    if (!id) return <p class="empty">Choose a project to see the resilience report of its client.</p>;
    const reply = await ctx.control('GET', `/projects/${encodeURIComponent(id)}/resilience`);
    if (!reply.ok) return <p class="flash error">{failure(reply)}</p>;
    return <Report r={reply.body as ResilienceReport} />;
  },
};
