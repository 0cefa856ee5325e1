/** The Event API's operations (`/events`: types, subscriptions, deliveries), each a handler keyed by its operationId. */
import { ApiError } from '../../core/errors.js';
import { livePage } from '../../core/paging.js';
import type { Deps } from '../../deps.js';
import { pathOf, type HandlersOf } from '../handler.js';
import { idStream } from '../ids.js';
import type { DeliveryQuery } from './deliveries.js';
import { runtime } from './runtime.js';
import {
  ALL_TYPES, createSubscription, deleteSubscription, getStored, listSubscriptions, publicView, rotateSecret, updateSubscription,
  type SubscriptionCreate, type SubscriptionUpdate,
} from './subscriptions.js';

export function eventHandlers(deps: Deps): HandlersOf<'events'> {
  const { catalogue, dispatcher } = runtime(deps);
  return {
    listEventTypes: () => ({
      status: 200,
      body: { data: catalogue.types.map((t) => ({ type: t.type, description: t.description, emitted_by: t.emitted_by, schema: t.schema })) },
    }),
    listSubscriptions: (call) => ({ status: 200, body: livePage(listSubscriptions(call.project, call.query)) }),
    createSubscription: (call) => {
      const p = call.project;
      const { subscription, secret } = createSubscription(p, catalogue, dispatcher.destinations, idStream(deps, p.id), call.body as SubscriptionCreate);
      return { status: 201, body: { ...subscription, secret }, headers: { location: pathOf('getSubscription', { id: subscription.id }) } };
    },
    getSubscription: (call) => ({ status: 200, body: publicView(getStored(call.project, call.params.id)) }),
    updateSubscription: (call) => ({ status: 200, body: updateSubscription(call.project, catalogue, dispatcher.destinations, call.params.id, call.body as SubscriptionUpdate) }),
    deleteSubscription: (call) => {
      deleteSubscription(call.project, call.params.id);
      return { status: 204 };
    },
    rotateSubscriptionSecret: (call) => ({ status: 200, body: rotateSecret(call.project, call.params.id, deps.clock.now()) }),
    testSubscription: (call) => {
      const p = call.project;
      const sub = getStored(p, call.params.id);
      if (!sub.enabled) throw new ApiError('unprocessable', { detail: `subscription ${sub.id} is disabled (${sub.disabled_reason}); enable it first` });
      const type = call.body?.event_type ?? (sub.event_types[0] === ALL_TYPES ? catalogue.types[0].type : sub.event_types[0]);
      const spec = catalogue.get(type);
      if (!spec) {
        throw new ApiError('unprocessable', { detail: `${type} is not an event type (see GET /events/types)`, errors: [{ in: 'body', pointer: '#/event_type', detail: 'is not an event type' }] });
      }
      const payload = { type: spec.type, timestamp: deps.clock.nowIso(), data: spec.example as Record<string, unknown> };
      return { status: 202, body: dispatcher.enqueue(p, sub, spec, payload, JSON.stringify(payload)) };
    },
    listDeliveries: (call) => ({ status: 200, body: dispatcher.log(call.project).list(call.query as DeliveryQuery) }),
    getDelivery: (call) => ({ status: 200, body: dispatcher.log(call.project).require(call.params.id, call.project.id).view }),
    redeliverDelivery: (call) => ({ status: 202, body: dispatcher.redeliver(call.project, call.params.id) }),
  };
}
