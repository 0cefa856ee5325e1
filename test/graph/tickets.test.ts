import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fieldError, ok } from './gql.js';

const h = useSandbox();

const TICKET = `id subject description status priority tags requester { id } assignee { id } solvedAt devices { id } requests { id } comments { id body public author { id } }`;

describe('tickets subgraph', () => {
  it('creates a ticket with defaults and finds it by its filters', async () => {
    h.newProject();
    const t = (await ok(h, `mutation { createTicket(input: { subject: "Kiosk frozen", tags: ["kiosk"], priority: URGENT }) { ${TICKET} } }`)).createTicket;
    expect(t).toMatchObject({ subject: 'Kiosk frozen', description: '', status: 'NEW', priority: 'URGENT', tags: ['kiosk'], requester: null, solvedAt: null, devices: [], comments: [] });
    const found = await ok(h, `{ tickets(filter: { query: "kiosk FROZEN", priority: [URGENT], tag: "kiosk", status: [NEW] }) { totalCount edges { node { id } } } }`);
    expect(found.tickets.edges).toEqual([{ node: { id: t.id } }]);
    expect((await ok(h, `query($id: ID!) { ticket(id: $id) { subject } }`, { id: t.id })).ticket.subject).toBe('Kiosk frozen');
  });

  it('updates status and stamps solvedAt once, clears the assignee with null', async () => {
    h.newProject();
    const assignee = h.sb.seededUsers()[0].id;
    const t = (await ok(h, `mutation($a: ID) { createTicket(input: { subject: "s", assigneeId: $a }) { id assignee { id } } }`, { a: assignee })).createTicket;
    expect(t.assignee).toEqual({ id: assignee });
    const solved = (await ok(h, `mutation($id: ID!) { updateTicket(id: $id, input: { status: SOLVED, assigneeId: null }) { status solvedAt assignee { id } } }`, { id: t.id })).updateTicket;
    expect(solved.status).toBe('SOLVED');
    expect(solved.assignee).toBeNull();
    expect(Date.parse(solved.solvedAt)).toBeGreaterThan(0);
    const later = (await ok(h, `mutation($id: ID!) { updateTicket(id: $id, input: { priority: LOW }) { solvedAt priority } }`, { id: t.id })).updateTicket;
    expect(later).toEqual({ solvedAt: solved.solvedAt, priority: 'LOW' });
  });

  it('adds comments in order', async () => {
    h.newProject();
    const t = (await ok(h, `mutation { createTicket(input: { subject: "s" }) { id } }`)).createTicket;
    await ok(h, `mutation($id: ID!) { addTicketComment(ticketId: $id, input: { body: "first" }) { id } }`, { id: t.id });
    const c2 = (await ok(h, `mutation($id: ID!) { addTicketComment(ticketId: $id, input: { body: "internal", public: false }) { id body public createdAt } }`, { id: t.id })).addTicketComment;
    expect(c2).toMatchObject({ body: 'internal', public: false });
    const { ticket } = await ok(h, `query($id: ID!) { ticket(id: $id) { comments { body public } } }`, { id: t.id });
    expect(ticket.comments).toEqual([{ body: 'first', public: true }, { body: 'internal', public: false }]);
    const err = await fieldError(h, `mutation { addTicketComment(ticketId: "tkt_nope", input: { body: "x" }) { id } }`);
    expect(err.extensions).toMatchObject({ code: 'not_found', errors: [{ pointer: '#/ticketId' }] });
  });

  it('refuses unknown devices and requests, naming each, and applies nothing', async () => {
    h.newProject();
    const before = (await ok(h, `{ tickets { totalCount } }`)).tickets.totalCount;
    const err = await fieldError(h, `mutation { createTicket(input: { subject: "s", deviceIds: ["dev_0000001", "dev_nope"], requestIds: ["req_nope"] }) { id } }`);
    expect(err.extensions.code).toBe('unprocessable');
    expect(err.extensions.errors!.map((e) => e.pointer)).toEqual(['#/input/deviceIds/1', '#/input/requestIds/0']);
    expect((await ok(h, `{ tickets { totalCount } }`)).tickets.totalCount).toBe(before);
  });

  it('lists the tickets of a device and of a user; unknown users are refused', async () => {
    h.newProject();
    const requester = h.sb.seededUsers()[1].id;
    const t = (await ok(h, `mutation($r: ID) { createTicket(input: { subject: "s", deviceIds: ["dev_0000002"], requesterId: $r }) { id } }`, { r: requester })).createTicket;
    const { device } = await ok(h, `{ device(id: "dev_0000002") { id tickets(first: 100) { edges { node { id devices { id } } } } } }`);
    expect(device.tickets.edges.map((e: any) => e.node.id)).toContain(t.id);
    for (const e of device.tickets.edges) expect(e.node.devices.map((d: any) => d.id)).toContain('dev_0000002');
    const { user } = await ok(h, `query($r: ID!) { user(id: $r) { id requestedTickets(first: 100) { edges { node { id requester { id } } } } } }`, { r: requester });
    expect(user.requestedTickets.edges.map((e: any) => e.node.id)).toContain(t.id);
    for (const e of user.requestedTickets.edges) expect(e.node.requester.id).toBe(requester);
    const err = await fieldError(h, `mutation { createTicket(input: { subject: "s", assigneeId: "usr_ghost" }) { id } }`);
    expect(err.extensions).toMatchObject({ code: 'unprocessable', errors: [{ pointer: '#/input/assigneeId' }] });
  });

  it('deletes a ticket with its links', async () => {
    h.newProject();
    const { links } = await ok(h, `{ links(first: 1) { edges { node { ticket { id } } } } }`);
    const id = links.edges[0].node.ticket.id;
    expect((await ok(h, `mutation($id: ID!) { deleteTicket(id: $id) }`, { id })).deleteTicket).toBe(id);
    expect((await ok(h, `query($id: ID!) { ticket(id: $id) { id } links(filter: { ticketId: $id }) { totalCount } }`, { id })).links.totalCount).toBe(0);
  });
});
