/**
 * The Event API's state outside the store (catalogue, dispatcher, inboxes), one per sandbox.
 * Built on first use, because `routes(deps)` may run before `start(deps)` (and without it, in
 * tests of the route table).
 */
import type { Deps } from '../../deps.js';
import { loadCatalogue, type Catalogue } from './catalogue.js';
import { Dispatcher } from './dispatcher.js';
import { Inboxes } from './inbox.js';

export interface EventsRuntime {
  catalogue: Catalogue;
  dispatcher: Dispatcher;
  inboxes: Inboxes;
}

const runtimes = new WeakMap<Deps, EventsRuntime>();

export function runtime(deps: Deps): EventsRuntime {
  let rt = runtimes.get(deps);
  if (!rt) {
    const catalogue = loadCatalogue(deps.contract.document, deps.config.eventCatalogue);
    rt = { catalogue, dispatcher: new Dispatcher(deps, catalogue), inboxes: new Inboxes() };
    runtimes.set(deps, rt);
  }
  return rt;
}
