/**
 * Stages of the request pipeline, run as ONE Hono middleware. A Hono layer is an async function
 * and a promise per request (decision 0013). Stages
 * run in a plain loop, and the loop awaits only a stage that returns a promise (a body to read, an
 * injected delay), so a GET passes the whole pipeline without waiting once before its handler.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';

export interface Stage {
  readonly name: string;
  /**
   * Before the handler. Throws a catalogued error, or returns a Response, to answer in the
   * handler's place; returns a promise only when it has to wait.
   */
  enter?(c: Context<AppEnv>): void | Response | Promise<void | Response>;
  /**
   * After the answer exists (the handler's, a later stage's or an error's), innermost stage first.
   * Runs only for stages whose `enter` let the request go on.
   */
  leave?(c: Context<AppEnv>): void | Promise<void>;
}

/**
 * Runs one of Hono's own middlewares (cors, body-limit) inside a stage, where it would call
 * `next()`: at that point the rest of the request has run (in a `leave`) or must not run (in an
 * `enter`), so its `next` does nothing. The one place such a `next` is made.
 */
export function runMiddleware(middleware: MiddlewareHandler<AppEnv>, c: Context<AppEnv>): Promise<Response | void> {
  return middleware(c, nothingNext);
}
const nothingNext = async (): Promise<void> => {};

export type ErrorHandler = (err: Error, c: Context<AppEnv>) => Response;

/** An error's code and detail as the journal shows it (catalogued errors carry both). */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${err.message}` : err.message;
}

const isPromise = (v: unknown): v is Promise<unknown> => v instanceof Promise;

/** The stages in order, then the rest of the app (the route's handler); errors as `onError` renders them. */
export function chain(stages: readonly Stage[], onError: ErrorHandler): MiddlewareHandler<AppEnv> {
  const fail = (c: Context<AppEnv>, err: unknown, stage: string) => {
    c.set('answeredBy', { stage, reason: reasonOf(err) });
    c.res = onError(err instanceof Error ? err : new Error(String(err)), c);
  };
  return async function pipeline(c, next) {
    let entered = 0;
    try {
      for (; entered < stages.length; entered++) {
        let answer = stages[entered].enter?.(c);
        if (isPromise(answer)) answer = await answer;
        if (answer) {
          c.res = answer;
          c.set('answeredBy', { stage: stages[entered].name, reason: null });
          break;
        }
      }
      if (entered === stages.length) await next();
    } catch (err) {
      fail(c, err, entered < stages.length ? stages[entered].name : 'handler');
    }
    for (let i = entered - 1; i >= 0; i--) {
      const stage = stages[i];
      if (!stage.leave) continue;
      try {
        const done = stage.leave(c);
        if (isPromise(done)) await done;
      } catch (err) {
        fail(c, err, stages[i].name);
      }
    }
  };
}
