/**
 * Review round 2, finding 11: dashboard live streams whose clients never read held all 16 slots,
 * even after sign-out. Streams now end on sign-out and after `--live-stream-seconds` (1 s here),
 * (a client that does not take the end within half a second loses its connection); the browser's
 * EventSource opens a new one by itself.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_LIVE_STREAMS } from '../../src/admin/ui/live.js';
import { useSandbox } from '../helpers/sandbox.js';
import { signIn, ui } from '../dashboard/ui-client.js';
import { rawRequest } from './raw-http.js';

const ADMIN = 'live-streams-admin-token-0123456789';
const long = useSandbox({ adminToken: ADMIN, liveStreamSeconds: 60 });
const short = useSandbox({ adminToken: ADMIN, liveStreamSeconds: 1 });
type H = typeof long;

/** A stream opened by a client that never reads what it is sent. */
function unreadStream(h: H, cookie: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const socket = net.connect({ port: h.sb.port, host: '127.0.0.1' });
  socket.on('error', () => {});
  // Ended: the chunked answer's last chunk arrived, or the connection closed.
  let received = '';
  const closed = new Promise<void>((resolve) => {
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if (received.endsWith('\r\n0\r\n\r\n') || /^HTTP\/1\.1 503/.test(received)) resolve();
    });
    socket.on('close', () => resolve());
  });
  return new Promise((resolve) =>
    socket.on('connect', () => {
      socket.write(`GET /_sandbox/ui/live?panel=journal HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n`);
      socket.pause();
      resolve({ socket, closed });
    }),
  );
}

const streamStatus = async (h: H, cookie: string) => {
  const controller = new AbortController();
  const res = await fetch(`${h.url}/_sandbox/ui/live?panel=journal`, { headers: { cookie }, signal: controller.signal });
  controller.abort();
  return res.status;
};

/** Every slot taken by a client that reads nothing; then the connections are read again, to see whether their streams ended meanwhile. */
const filled = async (h: H, cookie: string) => {
  const streams = await Promise.all(Array.from({ length: MAX_LIVE_STREAMS }, () => unreadStream(h, cookie)));
  await expect.poll(() => streamStatus(h, cookie)).toBe(503);
  return streams;
};
const closedWithin = async (streams: { socket: net.Socket; closed: Promise<void> }[], ms: number) => {
  for (const s of streams) s.socket.resume();
  const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));
  return Promise.race([Promise.all(streams.map((s) => s.closed)).then(() => 'closed' as const), timeout]);
};

describe('dashboard live streams', () => {
  it('end when their session signs out, though their clients read nothing', async () => {
    // A large journal makes each stream's first page larger than the connection buffers: a client
    // that reads nothing stalls its stream's writes, so only the sign-out itself can end it.
    const query = `?note=${'x'.repeat(10_000)}`;
    for (let i = 0; i < 60; i++) expect((await rawRequest(`${long.url}/v2/registry/devices${query}`)).status).toBe(401);
    const cookie = await signIn(long);
    const streams = await filled(long, cookie);
    const out = await ui(long, '/sign-out', { form: {}, cookie });
    expect(out.status).toBe(303);
    // The slots are free at once, while the signed-out streams' clients still read nothing.
    const other = await signIn(long);
    expect(await streamStatus(long, other)).toBe(200);
    expect(await closedWithin(streams, 2000)).toBe('closed');
  });

  it('end after their lifetime when nobody reads them, freeing their slots', async () => {
    const cookie = await signIn(short);
    const streams = await filled(short, cookie);
    await new Promise((r) => setTimeout(r, 1200));
    expect(await closedWithin(streams, 1000)).toBe('closed');
    expect(await streamStatus(short, cookie)).toBe(200);
  });
});
