import { Hono, type Context } from 'hono';
import { ApiError } from '../../core/errors.js';
import type { Rng } from '../../core/rng.js';
import type { Project } from '../../core/store.js';
import type { Deps } from '../../deps.js';
import type { AppEnv } from '../../http/env.js';
import { idStream } from '../ids.js';
import type { DeliveryQuery } from './deliveries.js';
import { runtime } from './runtime.js';
import {
  ALL_TYPES,
  createSubscription,
  deleteSubscription,
  getStored,
  listSubscriptions,
  publicView,
  rotateSecret,
  updateSubscription,
  type SubscriptionCreate,
  type SubscriptionUpdate,
} from './subscriptions.js';
import { empty, json } from '../../http/response.js';

/** Secrets come from the project's own seeded stream, kept for the project's life like its ids. */
function secretStream(deps: Deps, project: Project): Rng {
  let rng = project.extras.get('events:secrets') as Rng | undefined;
  if (!rng) {
    rng = deps.rng(project.id, 'webhook-secrets');
    project.extras.set('events:secrets', rng);
  }
  return rng;
}

export function eventsRoutes(deps: Deps) {
  const { catalogue, dispatcher } = runtime(deps);
  const project = (c: Context<AppEnv>) => c.get('project');
  return new Hono<AppEnv>()
    .get('/events/types', (c) =>
      json(c, { data: catalogue.types.map((t) => ({ type: t.type, description: t.description, emitted_by: t.emitted_by, schema: t.schema })) }),
    )
    .get('/events/subscriptions', (c) => json(c, listSubscriptions(project(c), c.get('query'))))
    .post('/events/subscriptions', (c) => {
      const p = project(c);
      const { subscription, secret } = createSubscription(p, catalogue, idStream(deps, p.id), secretStream(deps, p), c.get('body') as SubscriptionCreate);
      return json(c, { ...subscription, secret }, 201, { location: `/events/subscriptions/${subscription.id}` });
    })
    .get('/events/subscriptions/:id', (c) => json(c, publicView(getStored(project(c), c.req.param('id')))))
    .patch('/events/subscriptions/:id', (c) =>
      json(c, updateSubscription(project(c), catalogue, c.req.param('id'), c.get('body') as SubscriptionUpdate)),
    )
    .delete('/events/subscriptions/:id', (c) => {
      deleteSubscription(project(c), c.req.param('id'));
      return empty(c, 204);
    })
    .post('/events/subscriptions/:id/rotate-secret', (c) => {
      const p = project(c);
      return json(c, rotateSecret(p, secretStream(deps, p), c.req.param('id'), deps.clock.now()));
    })
    .post('/events/subscriptions/:id/test', (c) => {
      const p = project(c);
      const sub = getStored(p, c.req.param('id'));
      if (!sub.enabled) throw new ApiError('unprocessable', { detail: `subscription ${sub.id} is disabled (${sub.disabled_reason}); enable it first` });
      const requested = (c.get('body') as { event_type?: string } | undefined)?.event_type;
      const type = requested ?? (sub.event_types[0] === ALL_TYPES ? catalogue.types[0].type : sub.event_types[0]);
      const spec = catalogue.get(type);
      if (!spec) {
        throw new ApiError('unprocessable', { detail: `${type} is not an event type (see GET /events/types)`, errors: [{ in: 'body', pointer: '#/event_type', detail: 'is not an event type' }] });
      }
      const payload = { type: spec.type, timestamp: deps.clock.nowIso(), data: spec.example as Record<string, unknown> };
      return json(c, dispatcher.enqueue(p, sub, spec, payload, JSON.stringify(payload)), 202);
    })
    .get('/events/deliveries', (c) => json(c, dispatcher.log(project(c)).list(c.get('query') as DeliveryQuery)))
    .get('/events/deliveries/:id', (c) => json(c, dispatcher.log(project(c)).require(c.req.param('id'), project(c).id).view))
    .post('/events/deliveries/:id/redeliver', (c) => json(c, dispatcher.redeliver(project(c), c.req.param('id')), 202));
}
