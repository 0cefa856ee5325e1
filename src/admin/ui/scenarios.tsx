/** @jsxImportSource hono/jsx */
/**
 * The scenarios panel: the ready-made and loaded scenarios; activate one in a project (through
 * the control API) or globally (every project, as `--scenario` at start does); what is in force
 * in a project, with each rule's counters; deactivate.
 */
import { ActionButton, ProjectPicker, UI_BASE } from './layout.js';
import { failure } from './control.js';
import type { Panel, PanelContext } from './panel.js';
import { LIVE_ID } from './panel.js';

function InForce({ ctx, project }: { ctx: PanelContext; project: string }) {
  const active = ctx.deps.scenarios.engine.counters(project);
  if (!active.length) return <p class="empty">No scenario is in force in project {project}.</p>;
  return (
    <table class="scenarios-in-force">
      <thead>
        <tr>
          <th>Scenario</th>
          <th>Scope</th>
          <th>Rule</th>
          <th>Fault</th>
          <th>Matched</th>
          <th>Fired</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        {active.flatMap((s) =>
          s.rules.map((r, i) => (
            <tr data-scenario={s.name}>
              <td>{i === 0 ? s.name : ''}</td>
              <td>{i === 0 ? s.scope : ''}</td>
              <td>
                #{r.index} {r.name ?? ''}
              </td>
              <td class="mono">{r.kind}</td>
              <td class="num">{r.matched}</td>
              <td class="num">{r.fired}</td>
              <td>
                {i === 0 && s.scope === 'project' ? (
                  <ActionButton panel="scenarios" action="deactivate" label="Deactivate" fields={{ project, name: s.name }} />
                ) : null}
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

export const scenariosPanel: Panel = {
  name: 'scenarios',
  title: 'Scenarios',
  view(ctx) {
    const engine = ctx.deps.scenarios.engine;
    const global = new Set(engine.globalNames());
    const project = ctx.query.get('project') ?? '';
    const library = engine.library();
    return (
      <section>
        <h3>Known scenarios</h3>
        <table class="library">
          <thead>
            <tr>
              <th>Name</th>
              <th>Description</th>
              <th>Rules</th>
              <th>Source</th>
              <th>Globally</th>
            </tr>
          </thead>
          <tbody>
            {library.map((s) => (
              <tr data-scenario={s.name}>
                <td class="mono nowrap">{s.name}</td>
                <td>{s.description}</td>
                <td class="mono">{s.rules.map((r) => r.fault.kind).join(', ')}</td>
                <td class="mono">{s.source}</td>
                <td>
                  {global.has(s.name) ? (
                    <ActionButton panel="scenarios" action="global-off" label="Deactivate globally" fields={{ name: s.name, project }} />
                  ) : (
                    <ActionButton panel="scenarios" action="global-on" label="Activate globally" fields={{ name: s.name, project }} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>In a project</h3>
        <form method="post" action={`${UI_BASE}/scenarios/activate`} class="filters" id="activate">
          <label>
            Scenario{' '}
            <select name="name">
              {library.map((s) => (
                <option value={s.name}>{s.name}</option>
              ))}
            </select>
          </label>
          <label>
            Project <input name="project" value={project} placeholder="project id" required />
          </label>
          <button type="submit">Activate</button>
        </form>
        <ProjectPicker panel="scenarios" projects={ctx.deps.store.ids()} current={project} />
        <div id={LIVE_ID}>{this.live(ctx)}</div>
      </section>
    );
  },
  live(ctx) {
    const project = ctx.query.get('project');
    return project ? <InForce ctx={ctx} project={project} /> : <p class="empty">Choose a project to see what is in force there, with each rule's counters.</p>;
  },
  actions: {
    async activate(ctx, form) {
      const project = form.get('project') ?? '';
      const name = form.get('name') ?? '';
      const reply = await ctx.control('POST', `/scenarios/projects/${encodeURIComponent(project)}`, { name });
      return reply.ok ? { message: `Activated ${name} in project ${project}`, query: { project } } : { message: failure(reply), error: true, query: { project } };
    },
    async deactivate(ctx, form) {
      const project = form.get('project') ?? '';
      const name = form.get('name') ?? '';
      const reply = await ctx.control('DELETE', `/scenarios/projects/${encodeURIComponent(project)}/${encodeURIComponent(name)}`);
      return reply.ok ? { message: `Deactivated ${name} in project ${project}`, query: { project } } : { message: failure(reply), error: true, query: { project } };
    },
    async 'global-on'(ctx, form) {
      return setGlobal(ctx, form, true);
    },
    async 'global-off'(ctx, form) {
      return setGlobal(ctx, form, false);
    },
  },
};

async function setGlobal(ctx: PanelContext, form: URLSearchParams, on: boolean) {
  const engine = ctx.deps.scenarios.engine;
  const name = form.get('name') ?? '';
  const query = { project: form.get('project') ?? '' };
  if (!engine.get(name)) return { message: `No scenario named "${name}"`, error: true, query };
  const names = engine.globalNames().filter((n) => n !== name);
  engine.setGlobal(on ? [...names, name] : names);
  return { message: on ? `${name} is now in force in every project` : `${name} is no longer in force globally`, query };
}
