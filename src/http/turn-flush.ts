/**
 * Answers leave at the end of the event loop's turn (decision 0016): the answers ready in one turn
 * go out together once its I/O is done (`setImmediate`, the check phase), instead of one write and
 * one wake-up of the client each. An answer waits at most for the rest of its turn.
 */
// Node's own function, taken when this module loads: a test that fakes the global timers (as
// vitest and jest do, `setImmediate` included) must not hold every answer of an embedded sandbox.
import { setImmediate } from 'node:timers';

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

/** The app's fetch, with its answers released together once the current turn's I/O is done. */
export function flushAtTurnEnd<E>(fetch: Fetch<E>): (request: Request, env: E) => Promise<Response> {
  let turnEnd: Promise<void> | undefined;
  const endOfTurn = () =>
    (turnEnd ??= new Promise((resolve) =>
      setImmediate(() => {
        turnEnd = undefined;
        resolve();
      }),
    ));
  const release = (res: Response) => endOfTurn().then(() => res);
  return function turnFlushedFetch(request, env) {
    const res = fetch(request, env);
    return res instanceof Promise ? res.then(release) : release(res);
  };
}
