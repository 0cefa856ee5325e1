/**
 * The Event API's state outside the store (catalogue, dispatcher, inboxes), one per sandbox.
 * Built on first use, because `routes(deps)` may run before `start(deps)` (and without it, in
 * tests of the route table).
 */
import type { Deps } from '../../deps.js';
import { loadCatalogue, type Catalogue } from './catalogue.js';
import { Dispatcher } from './dispatcher.js';
import { DestinationPolicy } from './destinations.js';
import { deliverLocally, Inboxes } from './inbox.js';
import { inboxOf } from './subscriptions.js';

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
    const inboxes = new Inboxes();
    const destinations = new DestinationPolicy(deps.config.webhooks.denyPrivate);
    const local = (url: string, headers: Record<string, string>, body: string) => (inboxOf(url) === undefined ? undefined : deliverLocally(deps, inboxes, url, headers, body));
    rt = { catalogue, dispatcher: new Dispatcher(deps, catalogue, destinations, local), inboxes };
    runtimes.set(deps, rt);
  }
  return rt;
}
