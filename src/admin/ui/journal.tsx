/** @jsxImportSource hono/jsx */
/**
 * The journal panel: requests as they arrive (the journal leaves out the dashboard's own), filtered by
 * project, status and path, and one request's detail with its redacted headers and a curl line.
 */
import { BODY_EXCERPT_CHARS, type JournalDetail as Detail, type JournalEntry } from '../../http/journal.js';
import { curlOf } from './curl.js';
import { UI_BASE } from './layout.js';
import type { Panel, PanelContext } from './panel.js';
import { LIVE_ID } from './panel.js';

/** Rows shown at most. */
const ROWS = 200;

interface Filters {
  project: string;
  status: string;
  path: string;
}

function filtersOf(query: URLSearchParams): Filters {
  return { project: query.get('project') ?? '', status: query.get('status') ?? '', path: query.get('path') ?? '' };
}

/** `2xx`-style classes or an exact status. */
function statusMatches(filter: string, status: number): boolean {
  if (!filter) return true;
  const klass = /^([1-5])xx$/i.exec(filter);
  return klass ? Math.floor(status / 100) === Number(klass[1]) : String(status) === filter;
}

function journalEntries(ctx: PanelContext): JournalEntry[] {
  const f = filtersOf(ctx.query);
  return ctx.deps.journal.newest(ROWS, (r) => (!f.project || r.project === f.project) && statusMatches(f.status, r.status) && (!f.path || r.path.includes(f.path)));
}

function Rows({ entries }: { entries: JournalEntry[] }) {
  if (!entries.length) return <p class="empty">No request matches yet. Requests appear here as they arrive.</p>;
  return (
    <table class="journal">
      <thead>
        <tr>
          <th>Time</th>
          <th>Method</th>
          <th>Path</th>
          <th>Project</th>
          <th>Status</th>
          <th class="num">ms</th>
          <th>Injected fault</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr data-request-id={e.id} class={e.status >= 500 ? 'err' : e.status >= 400 ? 'warn' : undefined}>
            <td class="mono">{e.time.slice(11, 23)}</td>
            <td>{e.method}</td>
            <td class="mono">
              <a href={`${UI_BASE}/journal/${encodeURIComponent(e.id)}`}>{e.path + e.query}</a>
            </td>
            <td>{e.project ?? ''}</td>
            <td class="status">{e.source === 'proxy' ? `${e.status} (proxy)` : e.status}</td>
            <td class="num">{e.duration_ms}</td>
            <td class="fault">{e.faults.map((f) => `${f.kind} (${f.scenario}#${f.rule})`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ text }: { text: string | null }) {
  if (text === null) return <p class="empty">none kept (no body, or not a string the sandbox built)</p>;
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // not JSON, or cut at the excerpt's length: as it is
  }
  return (
    <div>
      <pre class="body small">{shown}</pre>
      {text.length >= BODY_EXCERPT_CHARS ? <p class="note">The first {BODY_EXCERPT_CHARS} characters.</p> : null}
    </div>
  );
}

export function JournalDetail({ entry, origin }: { entry: Detail; origin: string }) {
  return (
    <section class="detail">
      <h2>
        {entry.method} <span class="mono">{entry.path + entry.query}</span> → {entry.status}
      </h2>
      <dl>
        <dt>Request id</dt>
        <dd class="mono">{entry.id}</dd>
        <dt>Time (virtual clock)</dt>
        <dd class="mono">{entry.time}</dd>
        <dt>Project</dt>
        <dd>{entry.project ?? '(none)'}</dd>
        <dt>Operation</dt>
        <dd class="mono">{entry.operation ?? '(not a platform operation)'}</dd>
        <dt>Answered by</dt>
        <dd>{entry.source ?? '(the control API)'}</dd>
        <dt>Duration</dt>
        <dd>{entry.duration_ms} ms</dd>
        <dt>Injected faults</dt>
        <dd>{entry.faults.length ? entry.faults.map((f) => `${f.kind} (scenario ${f.scenario}, rule ${f.rule})`).join(', ') : 'none'}</dd>
      </dl>
      <h3>Request headers (credentials redacted)</h3>
      <table class="headers">
        <tbody>
          {Object.entries(entry.request_headers).map(([name, value]) => (
            <tr>
              <th class="mono">{name}</th>
              <td class="mono">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Request body (credentials redacted)</h3>
      <Body text={entry.request_body} />
      <h3>Response body (credentials redacted)</h3>
      <Body text={entry.response_body} />
      <h3>As curl</h3>
      <pre class="curl" id="curl">{curlOf(entry, origin)}</pre>
      <button type="button" data-copy="curl">Copy as curl</button>
      <p>
        <a href={`${UI_BASE}/journal`}>← back to the journal</a>
      </p>
    </section>
  );
}

export const journalPanel: Panel = {
  name: 'journal',
  title: 'Journal',
  view(ctx) {
    const f = filtersOf(ctx.query);
    return (
      <section>
        <form method="get" action={`${UI_BASE}/journal`} class="filters">
          <label>
            Project <input name="project" value={f.project} placeholder="any" />
          </label>
          <label>
            Status <input name="status" value={f.status} placeholder="e.g. 4xx or 503" size={6} />
          </label>
          <label>
            Path contains <input name="path" value={f.path} placeholder="/registry" />
          </label>
          <button type="submit">Filter</button>
        </form>
        <div id={LIVE_ID}>{this.live(ctx)}</div>
      </section>
    );
  },
  live(ctx) {
    return <Rows entries={journalEntries(ctx)} />;
  },
  version(ctx) {
    const requests = ctx.deps.journal.requests;
    return `${requests.pushed}:${requests.size}`;
  },
};
