import type { ApiModule } from '../module.js';
import { asyncApiPages } from './asyncapi.js';
import { inboxHandlers } from './inbox.js';
import { eventHandlers } from './handlers.js';
import { runtime } from './runtime.js';
import { SUBSCRIPTIONS, subscriptionIndexes } from './subscriptions.js';

export const eventsModule: ApiModule = {
  name: 'events',
  collections: [{ name: SUBSCRIPTIONS, indexes: subscriptionIndexes }],
  handlers: eventHandlers,
  admin: (deps) => inboxHandlers(deps, runtime(deps).inboxes),
  pages: asyncApiPages,
  start(deps) {
    const rt = runtime(deps);
    const stop = rt.dispatcher.start();
    const onReset = (project?: string) => {
      if (project === undefined) rt.inboxes.clear();
    };
    deps.onReset.add(onReset);
    return async () => {
      deps.onReset.delete(onReset);
      await stop();
    };
  },
};
