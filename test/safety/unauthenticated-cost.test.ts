/**
 * Review round 2, findings 1 and 13: what a caller without credentials can make the sandbox hold.
 * Chunked bodies were buffered before authentication and held for Node's request timeout; idle
 * connections had no cap and made `/_sandbox/health` fail; every aborted upload logged an error.
 * Bounds are set low here: 64 KiB of unauthenticated bodies at once, 1 s per body, 4 connections
 * per address, 24 in all.
 */
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { connectionCaps, descriptorLimit, RESERVED_DESCRIPTORS } from '../../src/http/connection-caps.js';
import { useSandbox } from '../helpers/sandbox.js';
import { rawRequest } from './raw-http.js';

const ADMIN = 'unauthenticated-cost-admin-token-0123';
const h = useSandbox({ adminToken: ADMIN, unauthenticatedBody: { bytes: 64 * 1024, seconds: 1 }, connections: { perAddress: 4, total: 24 }, trustedProxies: ['127.0.0.9'] });
/** Without an admin token: the control API, the MCP endpoint included, is open to anyone. */
const open = useSandbox({ unauthenticatedBody: { bytes: 64 * 1024, seconds: 1 } });

interface Upload {
  socket: net.Socket;
  /** The status line of the answer, once it came. */
  answer: Promise<string>;
  closed: Promise<void>;
}

/** A chunked upload that sends `bytes` of its body, then holds the connection without finishing. */
function heldUpload(path: string, bytes: number, headers: Record<string, string> = {}, from = '127.0.0.2', port = h.sb.port): Upload {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => {});
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if (received.includes('\r\n')) resolve(received.split('\r\n', 1)[0]);
    });
    socket.on('close', () => resolve(received.split('\r\n', 1)[0] || '(closed)'));
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${extra}\r\n`);
  const chunk = 'x'.repeat(bytes);
  socket.write(`${bytes.toString(16)}\r\n${chunk}\r\n`);
  return { socket, answer, closed };
}

describe('unauthenticated bodies', () => {
  it('are refused before their body is read when a token is needed (platform and control API)', async () => {
    const platform = heldUpload('/v2/registry/devices', 1024, { 'x-service-project': 'held' });
    expect(await platform.answer).toBe('HTTP/1.1 401 Unauthorized');
    const control = heldUpload('/_sandbox/reset', 1024);
    expect(await control.answer).toBe('HTTP/1.1 401 Unauthorized');
    expect(h.sb.deps.bodyBudget.held).toBe(0);
    platform.socket.destroy();
    control.socket.destroy();
  });

  it('hold at most the budget across requests (503 past it) and at most its seconds each (408, connection closed)', async () => {
    const started = performance.now();
    // Sign-ins and inbox deliveries need no token: each holds 16 KiB of a body that never ends.
    const uploads = Array.from({ length: 8 }, (_, i) => heldUpload(i % 2 ? '/v3/auth/sessions' : '/_sandbox/inbox/held', 16 * 1024, { 'x-service-project': 'held' }, `127.0.1.${i + 1}`));
    const answers = await Promise.all(uploads.map((u) => u.answer));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 503')).length).toBeGreaterThanOrEqual(4);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 408')).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => /^HTTP\/1\.1 (503|408)/.test(a))).toBe(true);
    await Promise.all(uploads.map((u) => u.closed));
    expect(performance.now() - started).toBeLessThan(4000);
    expect(h.sb.deps.bodyBudget.held).toBe(0);
    // Meanwhile and afterwards, a sign-in that sends its body is served.
    const user = (h.sb.seededUsers() as any[]).find((u) => u.active);
    const ok = await rawRequest(`${h.url}/v3/auth/sessions`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-project': 'budget-after' }, body: JSON.stringify({ username: user.userName, password: user.userName }) });
    expect(ok.status).toBe(201);
  });

  it('sent to an open MCP endpoint are read through the same budget (503 past it, 408 past its seconds)', async () => {
    const accept = { accept: 'application/json, text/event-stream' };
    const slow = heldUpload('/_sandbox/mcp', 1024, accept, '127.0.0.2', open.sb.port);
    const large = heldUpload('/_sandbox/mcp', 80 * 1024, accept, '127.0.0.3', open.sb.port);
    expect(await large.answer).toBe('HTTP/1.1 503 Service Unavailable');
    expect(await slow.answer).toBe('HTTP/1.1 408 Request Timeout');
    await Promise.all([slow.closed, large.closed]);
    expect(open.sb.deps.bodyBudget.held).toBe(0);
  });

  it('logs an aborted upload at debug, not as an unhandled error', async () => {
    const error = vi.spyOn(h.sb.deps.logger, 'error');
    const debug = vi.spyOn(h.sb.deps.logger, 'debug');
    const upload = heldUpload('/_sandbox/inbox/aborted', 1024);
    await new Promise((r) => setTimeout(r, 100));
    upload.socket.destroy();
    await vi.waitFor(() => expect(debug.mock.calls.some((c) => String(c[1]).includes('went away'))).toBe(true));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    debug.mockRestore();
  });
});

describe('connections', () => {
  const open = (count: number, from: string) =>
    Promise.all(
      Array.from({ length: count }, () => {
        const s = net.connect({ port: h.sb.port, host: '127.0.0.1', localAddress: from });
        s.on('error', () => {});
        return new Promise<net.Socket>((resolve) => s.on('connect', () => resolve(s)));
      }),
    );
  const stillOpen = async (sockets: net.Socket[]) => {
    await new Promise((r) => setTimeout(r, 200));
    return sockets.filter((s) => !s.destroyed && s.readyState === 'open').length;
  };

  it('are capped per address: one address holding idle connections never makes health fail', async () => {
    const idle = await open(30, '127.0.0.3');
    expect(await stillOpen(idle)).toBe(4);
    const health = await rawRequest(`${h.url}/_sandbox/health`);
    expect(health.status).toBe(200);
    for (const s of idle) s.destroy();
  });

  it('exempt a trusted proxy (its clients are limited by forwarded address), within the total cap', async () => {
    const viaProxy = await open(10, '127.0.0.9');
    expect(await stillOpen(viaProxy)).toBe(10);
    for (const s of viaProxy) s.destroy();
  });

  it('are capped in all below the descriptor limit, 64 kept back', () => {
    expect(descriptorLimit()).toBeGreaterThan(0);
    expect(connectionCaps({ perAddress: 512, total: 0 }, 1024)).toEqual({ perAddress: 480, total: 1024 - RESERVED_DESCRIPTORS });
    expect(connectionCaps({ perAddress: 128, total: 5000 }, 1024)).toEqual({ perAddress: 128, total: 960 });
    expect(connectionCaps({ perAddress: 4000, total: 100 }, 1024)).toEqual({ perAddress: 50, total: 100 });
    expect(h.sb.deps.config.connections.total).toBe(24);
  });
});
