/**
 * One MCP session's state: the project it works in (its own, `mcp-<session>`, unless a tool names
 * another) and the tokens it minted for its platform calls. A platform call never carries the
 * operator's token: the session mints a token for the project through the control API (role
 * `editor` unless told; `admin` only for a session that holds the admin token), and revokes them
 * all when it closes.
 */
import { PROJECT_ID_PATTERN } from '../core/store.js';
import { control, type SandboxLink } from './link.js';
import { ToolInputError } from './fit.js';

/** Tokens one session may mint (one per project and role). */
const MAX_SESSION_TOKENS = 32;
export const DEFAULT_ROLE = 'editor';

export class McpSession {
  readonly #tokens = new Map<string, string>();

  constructor(
    readonly link: SandboxLink,
    /** The session's own project, used when a tool names none. */
    readonly project: string,
    /** Sent as the minted tokens' subject, so the journal shows whose calls they were. */
    readonly subject: string,
  ) {}

  /** The project a tool works in: the one it names, else the session's. */
  projectOf(named: string | undefined): string {
    if (named === undefined) return this.project;
    if (!PROJECT_ID_PATTERN.test(named)) throw new ToolInputError('project', `does not match ${PROJECT_ID_PATTERN.source}`);
    return named;
  }

  /** The session's token for `project` with `role`, minted on first use. */
  async token(project: string, role = DEFAULT_ROLE): Promise<string> {
    if (role === 'admin' && this.link.adminToken === undefined) {
      throw new ToolInputError('role', 'admin is only for a session that holds the control API\'s admin token; use editor or viewer');
    }
    const key = `${project}\n${role}`;
    const known = this.#tokens.get(key);
    if (known) return known;
    if (this.#tokens.size >= MAX_SESSION_TOKENS) throw new ToolInputError('project', `this session has minted ${MAX_SESSION_TOKENS} tokens already (one per project and role)`);
    const minted = await control<{ access_token: string }>(this.link, '/_sandbox/tokens', {
      method: 'POST',
      project,
      body: { role, projects: [project], ttl_seconds: null, subject: this.subject },
    }).catch((err: Error) => {
      throw new ToolInputError('role', err.message);
    });
    this.#tokens.set(key, minted.access_token);
    return minted.access_token;
  }

  /** Revokes every token the session minted (best effort: the sandbox may be gone). */
  async close(): Promise<void> {
    const tokens = [...this.#tokens.values()];
    this.#tokens.clear();
    await Promise.allSettled(tokens.map((t) => control(this.link, `/_sandbox/tokens/${encodeURIComponent(t)}`, { method: 'DELETE' })));
  }
}
