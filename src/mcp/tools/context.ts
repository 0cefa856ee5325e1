/** What every tool of a session is given: the session, and the served documents read once. */
import type { OpenApiDocument } from '../../openapi/document.js';
import { generator } from '../../platform/generate.js';
import type { Draw } from '../explain.js';
import { call, control } from '../link.js';
import { OperationIndex } from '../operations.js';
import type { McpSession } from '../session.js';

export interface ToolContext {
  session: McpSession;
  /** The operations of `/openapi.json`, read on first use. */
  index(): Promise<OperationIndex>;
  /** Draws a value valid against a schema of the served document (seeded: the same schema gives the same value). */
  draw(): Promise<Draw>;
  /** The journal entry of a call by its `X-Request-Id`, if the journal still holds it. */
  journalEntry(id: string): Promise<Record<string, any> | undefined>;
}

export function toolContext(session: McpSession): ToolContext {
  let index: Promise<OperationIndex> | undefined;
  let draw: Promise<Draw> | undefined;
  const ctx: ToolContext = {
    session,
    index: () =>
      (index ??= control<OpenApiDocument>(session.link, '/openapi.json').then((doc) => new OperationIndex(doc)).catch((err) => {
        index = undefined;
        throw err;
      })),
    draw: () =>
      (draw ??= Promise.all([ctx.index(), control<{ now: string }>(session.link, '/_sandbox/clock')]).then(([ix, clock]) => {
        const epoch = Date.parse(clock.now);
        const generate = generator(ix.doc, () => epoch);
        return (schema: unknown) => generate(schema, 1);
      })),
    journalEntry: async (id) => {
      const answer = await call(session.link, `/_sandbox/journal/${encodeURIComponent(id)}`);
      return answer.status === 200 ? (answer.json as Record<string, any>) : undefined;
    },
  };
  return ctx;
}
