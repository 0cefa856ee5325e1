import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fieldError, ok } from './gql.js';

const h = useSandbox();

async function articleAndTicket() {
  const a = (await ok(h, `mutation { createArticle(input: { title: "Fix Wi-Fi drops", body: "Forget the network." }) { id } }`)).createArticle;
  const t = (await ok(h, `mutation { createTicket(input: { subject: "Wi-Fi drops" }) { id } }`)).createTicket;
  return { articleId: a.id as string, ticketId: t.id as string };
}

describe('links subgraph', () => {
  it('links an article to a ticket and shows the link from both sides', async () => {
    h.newProject();
    const ids = await articleAndTicket();
    const link = (await ok(h, `mutation($i: CreateLinkInput!) { createLink(input: $i) { id kind note article { id title } ticket { id subject } createdAt } }`, { i: { ...ids, kind: 'SOLVES', note: 'step 3' } })).createLink;
    expect(link).toMatchObject({ kind: 'SOLVES', note: 'step 3', article: { id: ids.articleId, title: 'Fix Wi-Fi drops' }, ticket: { id: ids.ticketId, subject: 'Wi-Fi drops' } });
    const fromArticle = (await ok(h, `query($id: ID!) { article(id: $id) { links { edges { node { id ticket { id } } } } } }`, { id: ids.articleId })).article;
    expect(fromArticle.links.edges).toEqual([{ node: { id: link.id, ticket: { id: ids.ticketId } } }]);
    const fromTicket = (await ok(h, `query($id: ID!) { ticket(id: $id) { links(kind: SOLVES) { totalCount } none: links(kind: DUPLICATES) { totalCount } } }`, { id: ids.ticketId })).ticket;
    expect(fromTicket).toEqual({ links: { totalCount: 1 }, none: { totalCount: 0 } });
  });

  it('allows one link per (article, ticket, kind)', async () => {
    h.newProject();
    const ids = await articleAndTicket();
    await ok(h, `mutation($i: CreateLinkInput!) { createLink(input: $i) { id } }`, { i: { ...ids, kind: 'REFERENCES' } });
    const dup = await fieldError(h, `mutation($i: CreateLinkInput!) { createLink(input: $i) { id } }`, { i: { ...ids, kind: 'REFERENCES' } });
    expect(dup.extensions).toMatchObject({ code: 'conflict', errors: [{ pointer: '#/input/kind' }] });
    const other = (await ok(h, `mutation($i: CreateLinkInput!) { createLink(input: $i) { id } }`, { i: { ...ids, kind: 'DUPLICATES' } })).createLink;
    const clash = await fieldError(h, `mutation($id: ID!) { updateLink(id: $id, kind: REFERENCES) { id } }`, { id: other.id });
    expect(clash.extensions.code).toBe('conflict');
  });

  it('updates and deletes a link; unknown ends are refused', async () => {
    h.newProject();
    const ids = await articleAndTicket();
    const l = (await ok(h, `mutation($i: CreateLinkInput!) { createLink(input: $i) { id } }`, { i: { ...ids, kind: 'REFERENCES' } })).createLink;
    const u = (await ok(h, `mutation($id: ID!) { updateLink(id: $id, kind: SOLVES, note: "confirmed") { kind note } }`, { id: l.id })).updateLink;
    expect(u).toEqual({ kind: 'SOLVES', note: 'confirmed' });
    expect((await ok(h, `mutation($id: ID!) { deleteLink(id: $id) }`, { id: l.id })).deleteLink).toBe(l.id);
    expect((await ok(h, `query($id: ID!) { link(id: $id) { id } }`, { id: l.id })).link).toBeNull();
    const bad = await fieldError(h, `mutation { createLink(input: { articleId: "art_nope", ticketId: "tkt_nope", kind: SOLVES }) { id } }`);
    expect(bad.extensions.errors!.map((e) => e.pointer)).toEqual(['#/input/articleId', '#/input/ticketId']);
  });

  it('filters links by kind, article and ticket', async () => {
    h.newProject();
    const all = (await ok(h, `{ links(first: 100) { totalCount edges { node { kind } } } }`)).links;
    const solves = (await ok(h, `{ links(first: 100, filter: { kind: [SOLVES] }) { totalCount edges { node { kind } } } }`)).links;
    expect(solves.totalCount).toBe(all.edges.filter((e: any) => e.node.kind === 'SOLVES').length);
    expect(solves.edges.every((e: any) => e.node.kind === 'SOLVES')).toBe(true);
  });
});
