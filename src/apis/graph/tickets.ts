/** Tickets over the store; devices, requests and users are checked against their own APIs' records. */
import { seededUuid } from '../../core/rng.js';
import type { Project } from '../../core/store.js';
import { removeLinks } from './articles.js';
import { checkCount, checkTags, checkText, reject, type Problem } from './checks.js';
import { matchesWords } from './resolvers/connection.js';
import { graphError, notFound, type GraphContext } from './resolvers/context.js';
import {
  DEVICES, MAX_COMMENTS, MAX_REFERENCES, REQUESTS, TICKETS,
  type CommentRecord, type TicketPriority, type TicketRecord, type TicketStatus,
} from './records.js';
import { unknownRecords, unknownUsers } from './resolvers/refs.js';

export const tickets = (p: Project) => p.collection<TicketRecord>(TICKETS);

export interface TicketFilter {
  query?: string | null;
  status?: TicketStatus[] | null;
  priority?: TicketPriority[] | null;
  requesterId?: string | null;
  assigneeId?: string | null;
  deviceId?: string | null;
  requestId?: string | null;
  tag?: string | null;
  updatedSince?: string | null;
}

export function ticketFilter(f: TicketFilter | null | undefined): ((t: TicketRecord) => boolean) | undefined {
  if (!f) return undefined;
  const since = f.updatedSince ? Date.parse(f.updatedSince) : undefined;
  if (since !== undefined && Number.isNaN(since)) reject([{ pointer: '#/filter/updatedSince', detail: 'must be an RFC 3339 date-time' }], 'invalid filter');
  return (t) =>
    (!f.status?.length || f.status.includes(t.status)) &&
    (!f.priority?.length || f.priority.includes(t.priority)) &&
    (!f.requesterId || t.requester_id === f.requesterId) &&
    (!f.assigneeId || t.assignee_id === f.assigneeId) &&
    (!f.deviceId || t.device_ids.includes(f.deviceId)) &&
    (!f.requestId || t.request_ids.includes(f.requestId)) &&
    (!f.tag || t.tags.includes(f.tag)) &&
    (since === undefined || Date.parse(t.updated_at) > since) &&
    matchesWords(f.query, [t.subject, t.description, ...t.tags]);
}

function getTicket(ctx: GraphContext, id: string, pointer = '#/id'): TicketRecord {
  const t = tickets(ctx.project).get(id);
  if (!t) throw notFound('ticket', id, pointer);
  return t;
}

interface TicketFields {
  subject?: string | null;
  description?: string | null;
  status?: TicketStatus | null;
  priority?: TicketPriority | null;
  requesterId?: string | null;
  assigneeId?: string | null;
  tags?: string[] | null;
  deviceIds?: string[] | null;
  requestIds?: string[] | null;
}

/** `current`: the ticket being changed; keeping its assignee (even a deactivated one) is no new assignment. */
function checkTicket(ctx: GraphContext, input: TicketFields, current?: TicketRecord): string[] | undefined {
  const creating = current === undefined;
  const problems: Problem[] = [];
  checkText(problems, input.subject, '#/input/subject', 200, creating);
  for (const field of ['subject', 'status', 'priority', 'description'] as const) {
    if (!creating && input[field] === null) problems.push({ pointer: `#/input/${field}`, detail: 'cannot be cleared' });
  }
  checkText(problems, input.description, '#/input/description', 10_000);
  checkCount(problems, input.deviceIds, '#/input/deviceIds', MAX_REFERENCES);
  checkCount(problems, input.requestIds, '#/input/requestIds', MAX_REFERENCES);
  const tags = checkTags(problems, input.tags, '#/input/tags');
  reject(problems, 'invalid ticket');
  reject(
    [
      ...unknownUsers(ctx.deps, ctx.project, [input.requesterId], () => '#/input/requesterId'),
      ...(input.assigneeId === current?.assignee_id ? [] : unknownUsers(ctx.deps, ctx.project, [input.assigneeId], () => '#/input/assigneeId', 'grant')),
      ...unknownRecords(ctx.project, DEVICES, 'device', input.deviceIds ?? [], (i) => `#/input/deviceIds/${i}`),
      ...unknownRecords(ctx.project, REQUESTS, 'request', input.requestIds ?? [], (i) => `#/input/requestIds/${i}`),
    ],
    'the ticket refers to objects that do not exist or cannot be used',
    'unprocessable',
  );
  return tags;
}

export function createTicket(ctx: GraphContext, input: TicketFields): TicketRecord {
  const tags = checkTicket(ctx, input);
  const collection = tickets(ctx.project);
  const status = input.status ?? 'NEW';
  return collection.create({
    id: collection.freshId('tkt_', ctx.ids),
    subject: input.subject!,
    description: input.description ?? '',
    status,
    priority: input.priority ?? 'NORMAL',
    requester_id: input.requesterId ?? null,
    assignee_id: input.assigneeId ?? null,
    tags: tags ?? [],
    comments: [],
    device_ids: [...new Set(input.deviceIds ?? [])],
    request_ids: [...new Set(input.requestIds ?? [])],
    solved_at: status === 'SOLVED' ? ctx.deps.clock.nowIso() : null,
  });
}

export function updateTicket(ctx: GraphContext, id: string, input: TicketFields): TicketRecord {
  const current = getTicket(ctx, id);
  const tags = checkTicket(ctx, input, current);
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = current;
  const status = input.status ?? current.status;
  return tickets(ctx.project).update(id, {
    ...rest,
    subject: input.subject ?? current.subject,
    description: input.description ?? current.description,
    status,
    priority: input.priority ?? current.priority,
    requester_id: input.requesterId === undefined ? current.requester_id : input.requesterId,
    assignee_id: input.assigneeId === undefined ? current.assignee_id : input.assigneeId,
    tags: tags ?? current.tags,
    device_ids: input.deviceIds ? [...new Set(input.deviceIds)] : current.device_ids,
    request_ids: input.requestIds ? [...new Set(input.requestIds)] : current.request_ids,
    solved_at: status === 'SOLVED' && current.status !== 'SOLVED' ? ctx.deps.clock.nowIso() : current.solved_at,
  });
}

export function addComment(ctx: GraphContext, ticketId: string, input: { body: string; authorId?: string | null; public?: boolean | null }): CommentRecord {
  const current = getTicket(ctx, ticketId, '#/ticketId');
  const problems: Problem[] = [];
  checkText(problems, input.body, '#/input/body', 10_000, true);
  reject(problems, 'invalid comment');
  reject(unknownUsers(ctx.deps, ctx.project, [input.authorId], () => '#/input/authorId'), 'the comment refers to a user that does not exist', 'unprocessable');
  if (current.comments.length >= MAX_COMMENTS) {
    throw graphError('conflict', `ticket ${ticketId} already has ${MAX_COMMENTS} comments, the most one ticket keeps`);
  }
  const comment: CommentRecord = {
    id: `cmt_${seededUuid(ctx.ids)}`,
    body: input.body,
    author_id: input.authorId ?? null,
    public: input.public ?? true,
    created_at: ctx.deps.clock.nowIso(),
  };
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = current;
  tickets(ctx.project).update(ticketId, { ...rest, comments: [...current.comments, comment] });
  return comment;
}

export function deleteTicket(ctx: GraphContext, id: string): string {
  getTicket(ctx, id);
  removeLinks(ctx.project, 'ticket_id', id);
  tickets(ctx.project).remove(id);
  return id;
}
