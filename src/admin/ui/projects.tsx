/** @jsxImportSource hono/jsx */
/**
 * The projects panel: the projects in memory with their record counts (of the collections each
 * has used), last change and last request seen by the journal, then those saved on disk only
 * (with --persist: unloaded, loaded again on their next use); reset one; save, restore and
 * delete snapshots (through the control API's snapshot routes).
 */
import { ActionButton, UI_BASE } from './layout.js';
import { failure } from './control.js';
import type { Panel, PanelContext } from './panel.js';
import { LIVE_ID } from './panel.js';

/** The newest journaled request time per project (business time). */
function lastUse(ctx: PanelContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of ctx.deps.journal.requests.toArray()) if (r.project) out.set(r.project, new Date(r.timeMs).toISOString());
  return out;
}

function ProjectTable({ ctx }: { ctx: PanelContext }) {
  const ids = ctx.deps.store.ids();
  const saved = ctx.deps.store.source?.savedIds() ?? [];
  if (!ids.length && !saved.length) return <p class="empty">No project yet: a project is made by its first authenticated call.</p>;
  const used = lastUse(ctx);
  return (
    <table class="projects">
      <thead>
        <tr>
          <th>Project</th>
          <th>Records (collections used)</th>
          <th>Last change</th>
          <th>Last request</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        {ids.map((id) => {
          const p = ctx.deps.store.peek(id);
          const counts = p ? Object.entries(p.recordCounts()) : [];
          return (
            <tr data-project={id}>
              <td class="mono">{id}</td>
              <td class="small">{counts.length ? counts.map(([name, n]) => `${name}: ${n}`).join(', ') : '—'}</td>
              <td class="mono">{p ? new Date(p.lastChangeMs).toISOString() : ''}</td>
              <td class="mono">{used.get(id) ?? '—'}</td>
              <td>
                <ActionButton panel="projects" action="reset" label="Reset" fields={{ project: id }} danger />
              </td>
            </tr>
          );
        })}
        {saved.map((id) => (
          <tr data-project={id} data-saved="true">
            <td class="mono">{id}</td>
            <td class="small">saved on disk, loaded again on its next use</td>
            <td class="mono"></td>
            <td class="mono">{used.get(id) ?? '—'}</td>
            <td>
              <ActionButton panel="projects" action="reset" label="Reset" fields={{ project: id }} danger />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SnapshotTable({ ctx }: { ctx: PanelContext }) {
  const list = ctx.deps.snapshots.list();
  if (!list.length) return <p class="empty">No snapshot saved.</p>;
  return (
    <table class="snapshots">
      <thead>
        <tr>
          <th>Name</th>
          <th>Saved</th>
          <th>Scope</th>
          <th>Projects</th>
          <th>Records</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        {list.map((s) => (
          <tr data-snapshot={s.name}>
            <td class="mono">{s.name}</td>
            <td class="mono">{s.created_at}</td>
            <td>{s.scope}</td>
            <td>{s.projects.join(', ')}</td>
            <td class="num">{s.records}</td>
            <td>
              <ActionButton panel="projects" action="restore" label="Restore" fields={{ name: s.name }} />
              <ActionButton panel="projects" action="delete-snapshot" label="Delete" fields={{ name: s.name }} danger />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const projectsPanel: Panel = {
  name: 'projects',
  title: 'Projects',
  view(ctx) {
    return (
      <section>
        <div id={LIVE_ID}>{this.live(ctx)}</div>
        <h3>Save a snapshot</h3>
        <form method="post" action={`${UI_BASE}/projects/save`} class="filters">
          <label>
            Name <input name="name" required placeholder="before-test" />
          </label>
          <label>
            Project <input name="project" placeholder="all projects with changes" />
          </label>
          <button type="submit">Save</button>
        </form>
      </section>
    );
  },
  version(ctx) {
    const { store, snapshots, journal } = ctx.deps;
    const projects = [...store.ids().map((id) => `${id}:${store.peek(id)?.seq ?? ''}`), ...(store.source?.savedIds() ?? []).map((id) => `${id}:saved`)];
    return `${journal.requests.pushed}|${projects.join(',')}|${snapshots.list().map((s) => `${s.name}@${s.created_at}`).join(',')}`;
  },
  live(ctx) {
    return (
      <div>
        <h2>Projects</h2>
        <ProjectTable ctx={ctx} />
        <h2>Snapshots</h2>
        <SnapshotTable ctx={ctx} />
      </div>
    );
  },
  actions: {
    async reset(ctx, form) {
      const project = form.get('project') ?? '';
      const reply = await ctx.control('POST', '/reset', { project });
      return reply.ok ? { message: `Reset project ${project} to the fixtures` } : { message: failure(reply), error: true };
    },
    async save(ctx, form) {
      const project = (form.get('project') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      const reply = await ctx.control('POST', '/snapshots', project ? { name, project } : { name });
      return reply.ok ? { message: `Saved snapshot ${name} (${reply.body.records} records of ${reply.body.projects.length} projects)` } : { message: failure(reply), error: true };
    },
    async restore(ctx, form) {
      const name = form.get('name') ?? '';
      const reply = await ctx.control('POST', `/snapshots/${encodeURIComponent(name)}/restore`, {});
      return reply.ok ? { message: `Restored snapshot ${name}: ${reply.body.projects.join(', ') || 'no project'}` } : { message: failure(reply), error: true };
    },
    async 'delete-snapshot'(ctx, form) {
      const name = form.get('name') ?? '';
      const reply = await ctx.control('DELETE', `/snapshots/${encodeURIComponent(name)}`);
      return reply.ok ? { message: `Deleted snapshot ${name}` } : { message: failure(reply), error: true };
    },
  },
};
