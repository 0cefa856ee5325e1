/** Resolvers of the "tickets" subgraph: tickets, and the Registry's and Auth API's objects they name. */
import type { StoredRecord } from '../../../core/store.js';
import { connection } from './connection.js';
import type { GraphContext } from './context.js';
import { DEVICES, REQUESTS } from '../records.js';
import { deviceView, record, requestView, userView } from './refs.js';
import { registerDevice } from './register-device.js';
import type { SubgraphResolvers } from './types.js';
import { addComment, createTicket, deleteTicket, ticketFilter, tickets, updateTicket } from '../tickets.js';
import { commentView, ticketView, type TicketView } from './views.js';
import type { TicketRecord } from '../records.js';

function device(ctx: GraphContext, id: string | null | undefined) {
  const d = id ? record<StoredRecord>(ctx.project, DEVICES, id) : undefined;
  return d ? deviceView(d) : null;
}

function request(ctx: GraphContext, id: string | null | undefined) {
  const r = id ? record<StoredRecord>(ctx.project, REQUESTS, id) : undefined;
  return r ? requestView(r) : null;
}

const ticketsWhere = (ctx: GraphContext, args: { first?: number; after?: string }, filter: (t: TicketRecord) => boolean) =>
  connection(tickets(ctx.project), args, ticketView, filter);

const present = <T>(v: T | null): v is T => v !== null;

export const ticketsResolvers: SubgraphResolvers = {
  fields: {
    Query: {
      ticket: (_s, { id }, ctx) => {
        const t = tickets(ctx.project).get(id);
        return t ? ticketView(t) : null;
      },
      tickets: (_s, { filter, first, after }, ctx) => connection(tickets(ctx.project), { first, after }, ticketView, ticketFilter(filter)),
      device: (_s, { id }, ctx) => device(ctx, id),
      request: (_s, { id }, ctx) => request(ctx, id),
      user: (_s, { id }, ctx) => userView(ctx.project, id),
    },
    Mutation: {
      createTicket: (_s, { input }, ctx) => ticketView(createTicket(ctx, input)),
      updateTicket: (_s, { id, input }, ctx) => ticketView(updateTicket(ctx, id, input)),
      addTicketComment: (_s, { ticketId, input }, ctx) => commentView(addComment(ctx, ticketId, input)),
      deleteTicket: (_s, { id }, ctx) => deleteTicket(ctx, id),
      registerDevice: (_s, { input }, ctx) => deviceView(registerDevice(ctx, input)),
    },
    Ticket: {
      requester: (t: TicketView, _a, ctx) => userView(ctx.project, t.requesterId),
      assignee: (t: TicketView, _a, ctx) => userView(ctx.project, t.assigneeId),
      comments: (t: TicketView) => t.commentRecords.map(commentView),
      devices: (t: TicketView, _a, ctx) => t.deviceIds.map((id) => device(ctx, id)).filter(present),
      requests: (t: TicketView, _a, ctx) => t.requestIds.map((id) => request(ctx, id)).filter(present),
    },
    TicketComment: {
      author: (c: { authorId: string | null }, _a, ctx) => userView(ctx.project, c.authorId),
    },
    Device: {
      tickets: (d: { id: string }, args, ctx) => ticketsWhere(ctx, args, (t) => t.device_ids.includes(d.id)),
    },
    Request: {
      device: (r: { deviceId: string | null }, _a, ctx) => device(ctx, r.deviceId),
      assignee: (r: { assigneeId: string | null }, _a, ctx) => userView(ctx.project, r.assigneeId),
      tickets: (r: { id: string }, args, ctx) => ticketsWhere(ctx, args, (t) => t.request_ids.includes(r.id)),
    },
    User: {
      requestedTickets: (u: { id: string }, args, ctx) => ticketsWhere(ctx, args, (t) => t.requester_id === u.id),
      assignedTickets: (u: { id: string }, args, ctx) => ticketsWhere(ctx, args, (t) => t.assignee_id === u.id),
    },
  },
  entities: {
    Ticket: (rep, ctx) => {
      const t = tickets(ctx.project).get(String(rep.id));
      return t ? ticketView(t) : null;
    },
    Device: (rep, ctx) => device(ctx, String(rep.id)),
    Request: (rep, ctx) => request(ctx, String(rep.id)),
    User: (rep, ctx) => userView(ctx.project, String(rep.id)),
  },
};
