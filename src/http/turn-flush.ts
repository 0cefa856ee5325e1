/**
 * Answers leave at the end of the event loop's turn (decision 0016). Node writes an answer to its
 * socket the moment it is ready, so a turn that reads forty requests makes forty `writev` calls
 * between its reads, each one waking the client anew; the kernel's wake-up, not the bytes, is
 * most of a small answer's cost. Holding every answer ready in a turn until the turn's I/O is
 * done (`setImmediate`, the check phase) sends them in one burst, as Redis sends its replies
 * before it sleeps. An answer waits at most for the rest of its turn.
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
