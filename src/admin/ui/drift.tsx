/** @jsxImportSource hono/jsx */
/**
 * The drift panel: the control API's drift report (`GET /_sandbox/drift`, where the sandbox
 * differs from a platform description given with `--platform-openapi`), shown as tables. The
 * panel asks the control API for it and says how to get one when the route answers 404.
 */
import type { Child } from 'hono/jsx';
import { failure } from './control.js';
import type { Panel } from './panel.js';
import { LIVE_ID } from './panel.js';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An array of objects as a table (the union of their keys as columns); anything else as JSON. */
function Value({ value }: { value: unknown }): Child {
  if (Array.isArray(value) && value.length && value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) {
    const columns = [...new Set(value.flatMap((v) => Object.keys(v as object)))];
    return (
      <table class="drift">
        <thead>
          <tr>
            {columns.map((c) => (
              <th>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((row) => (
            <tr>
              {columns.map((c) => (
                <td class="small">{cell((row as Record<string, unknown>)[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (Array.isArray(value) && !value.length) return <p class="empty">none</p>;
  return <pre class="small">{JSON.stringify(value, null, 2)}</pre>;
}

export const driftPanel: Panel = {
  name: 'drift',
  title: 'Drift',
  view(ctx) {
    return (
      <section>
        <div id={LIVE_ID}>{this.live(ctx)}</div>
      </section>
    );
  },
  /** The report describes the documents given at start: a stream renders it once. */
  version() {
    return 'fixed at start';
  },
  async live(ctx) {
    const reply = await ctx.control('GET', '/drift');
    if (reply.status === 404) {
      return <p class="empty">No drift report: start the sandbox with --platform-openapi FILE to see where it differs from the platform's own description.</p>;
    }
    if (!reply.ok) return <p class="flash error">{failure(reply)}</p>;
    const report = reply.body;
    if (!report || typeof report !== 'object' || Array.isArray(report)) return <Value value={report} />;
    return (
      <div>
        {Object.entries(report as Record<string, unknown>).map(([key, value]) => (
          <section data-drift={key}>
            <h3>{key}</h3>
            <Value value={value} />
          </section>
        ))}
      </div>
    );
  },
};
