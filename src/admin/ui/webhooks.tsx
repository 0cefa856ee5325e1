/** @jsxImportSource hono/jsx */
/**
 * The webhooks panel: a project's deliveries per subscription, with every attempt, the next retry
 * on the virtual clock and the signature headers of the last attempt; redeliver; and the
 * built-in inbox's messages with whether their signature verified.
 */
import { ApiError } from '../../core/errors.js';
import type { Project } from '../../core/store.js';
import { livePage } from '../../core/paging.js';
import type { Delivery } from '../../apis/events/deliveries.js';
import { runtime } from '../../apis/events/runtime.js';
import { listSubscriptions, type Subscription } from '../../apis/events/subscriptions.js';
import { ActionButton, ProjectPicker } from './layout.js';
import type { Panel, PanelContext } from './panel.js';
import { LIVE_ID } from './panel.js';

/** Deliveries and inbox messages shown at most. */
const SHOWN = 100;
const INBOX_SHOWN = 20;
/** Inboxes shown, the most recently written first. */
const INBOXES_SHOWN = 10;
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'];

function DeliveryRow({ ctx, project, d }: { ctx: PanelContext; project: Project; d: Delivery }) {
  const record = runtime(ctx.deps).dispatcher.log(project).get(d.id);
  const last = d.attempts[d.attempts.length - 1];
  return (
    <tr data-delivery={d.id} data-status={d.status}>
      <td class="mono">{d.id}</td>
      <td class="mono">{d.event_type}</td>
      <td class={`status ${d.status}`}>{d.status}</td>
      <td>
        <details>
          <summary>
            {d.attempts.length} attempt{d.attempts.length === 1 ? '' : 's'}
            {last ? `, last ${last.status_code ?? last.error ?? 'no answer'}` : ''}
          </summary>
          <table class="attempts">
            <tbody>
              {d.attempts.map((a) => (
                <tr>
                  <td>#{a.attempt}{a.duplicate ? ' (duplicate)' : ''}</td>
                  <td class="mono">{a.at}</td>
                  <td>{a.status_code ?? '—'}</td>
                  <td>{a.response_time_ms} ms</td>
                  <td>{a.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </td>
      <td class="mono next-retry">{d.next_attempt_at ?? '—'}</td>
      <td>{d.injected_faults.join(', ')}</td>
      <td class="mono small">
        {record?.lastHeaders
          ? SIGNATURE_HEADERS.map((h) => (
              <div>
                {h}: {record.lastHeaders![h]}
              </div>
            ))
          : 'not sent yet'}
      </td>
      <td>{d.status === 'pending' ? null : <ActionButton panel="webhooks" action="redeliver" label="Redeliver" fields={{ project: project.id, id: d.id }} />}</td>
    </tr>
  );
}

function Deliveries({ ctx, project }: { ctx: PanelContext; project: Project }) {
  const subs = livePage(listSubscriptions(project, { limit: SHOWN })).data;
  const deliveries = runtime(ctx.deps).dispatcher.log(project).list({ limit: SHOWN }).data;
  if (!subs.length && !deliveries.length) return <p class="empty">Project {project.id} has no webhook subscription.</p>;
  const bySub = new Map<string, Delivery[]>();
  for (const d of deliveries) {
    const list = bySub.get(d.subscription_id);
    if (list) list.push(d);
    else bySub.set(d.subscription_id, [d]);
  }
  const known = new Map<string, Subscription>(subs.map((s) => [s.id, s]));
  const ids = [...new Set([...subs.map((s) => s.id), ...bySub.keys()])];
  return (
    <div>
      {ids.map((id) => {
        const s = known.get(id);
        const list = bySub.get(id) ?? [];
        return (
          <section class="subscription" data-subscription={id}>
            <h3>
              <span class="mono">{id}</span> {s ? <span class="mono">→ {s.url}</span> : '(deleted)'}{' '}
              {s && !s.enabled ? <span class="badge err">disabled: {s.disabled_reason}</span> : null}
            </h3>
            {list.length ? (
              <table class="deliveries">
                <thead>
                  <tr>
                    <th>Delivery</th>
                    <th>Event</th>
                    <th>Status</th>
                    <th>Attempts</th>
                    <th>Next retry (virtual clock)</th>
                    <th>Injected</th>
                    <th>Signature headers (last attempt)</th>
                    <th></th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((d) => (
                    <DeliveryRow ctx={ctx} project={project} d={d} />
                  ))}
                </tbody>
              </table>
            ) : (
              <p class="empty">No delivery yet.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function Inboxes({ ctx }: { ctx: PanelContext }) {
  const inboxes = runtime(ctx.deps).inboxes;
  const names = inboxes.names().slice(0, INBOXES_SHOWN);
  if (!names.length) return <p class="empty">The built-in inbox (/_sandbox/inbox/&#123;name&#125;) has received nothing.</p>;
  return (
    <div>
      {names.map((name) => (
        <section class="inbox" data-inbox={name}>
          <h3>
            Inbox <span class="mono">{name}</span>
          </h3>
          <table>
            <thead>
              <tr>
                <th>Received</th>
                <th>webhook-id</th>
                <th>Event</th>
                <th>Verified</th>
                <th>Verification</th>
              </tr>
            </thead>
            <tbody>
              {inboxes.list(name, INBOX_SHOWN).map((m) => (
                <tr>
                  <td class="mono">{m.received_at}</td>
                  <td class="mono">{m.headers['webhook-id'] ?? ''}</td>
                  <td class="mono">{(m.body as { type?: string } | null)?.type ?? ''}</td>
                  <td class={m.verified ? 'ok' : 'err'}>{m.verified ? 'verified' : 'not verified'}</td>
                  <td>{m.verification}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

export const webhooksPanel: Panel = {
  name: 'webhooks',
  title: 'Webhooks',
  view(ctx) {
    return (
      <section>
        <ProjectPicker panel="webhooks" projects={ctx.deps.store.ids()} current={ctx.query.get('project') ?? ''} />
        <div id={LIVE_ID}>{this.live(ctx)}</div>
      </section>
    );
  },
  live(ctx) {
    const id = ctx.query.get('project');
    const project = id ? ctx.deps.store.peek(id) : undefined;
    return (
      <div>
        <h2>Deliveries</h2>
        {project ? <Deliveries ctx={ctx} project={project} /> : <p class="empty">{id ? `Project ${id} is not in memory.` : 'Choose a project to see its deliveries.'}</p>}
        <h2>Inbox</h2>
        <Inboxes ctx={ctx} />
      </div>
    );
  },
  actions: {
    async redeliver(ctx, form) {
      const id = form.get('project') ?? '';
      const query = { project: id };
      const project = ctx.deps.store.peek(id);
      if (!project) return { message: `Project ${id} is not in memory`, error: true, query };
      try {
        const d = runtime(ctx.deps).dispatcher.redeliver(project, form.get('id') ?? '');
        return { message: `Redelivering ${d.id}`, query };
      } catch (err) {
        if (err instanceof ApiError) return { message: err.message, error: true, query };
        throw err;
      }
    },
  },
};
