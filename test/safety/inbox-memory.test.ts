/**
 * Review round 2, finding 3: the inbox counted a message's bytes but kept its parsed body, and a
 * 256 KiB text of empty arrays parses into many times its size: 140 unauthenticated posts added
 * about 480 MB. The inbox keeps the text it counted; the heap grows by about its bound.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INBOX_LIMITS } from '../../src/apis/events/inbox.js';
import { send, useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('the inbox is bounded by what it keeps', () => {
  it('140 posts of 256 KiB of [[],[],...] grow the heap by about the inbox bound, not by their parsed size', async () => {
    const body = `[${'[],'.repeat(Math.floor((INBOX_LIMITS.messageBytes - 16) / 3))}[]]`;
    expect(body.length).toBeLessThanOrEqual(INBOX_LIMITS.messageBytes);
    const before = heap();
    for (let i = 0; i < 140; i++) {
      const r = await send(`${h.url}/_sandbox/inbox/arrays-${i % 10}`, 'POST', { raw: body, token: null, headers: { 'content-type': 'application/json' } });
      expect(r.status).toBe(200);
    }
    const grown = heap() - before;
    // What the inboxes keep is their total bound at most (32 MiB); the parsed bodies would be ~480 MB.
    expect(grown).toBeLessThan(INBOX_LIMITS.totalBytes + 16 * 1024 * 1024);
    // A kept message still lists as JSON.
    const listed = await h.admin('GET', '/inbox/arrays-9');
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body.data[0].body)).toBe(true);
    for (let i = 0; i < 10; i++) await h.admin('DELETE', `/inbox/arrays-${i}`);
  });
});
