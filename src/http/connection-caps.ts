/**
 * Connection caps (docs/shared-sandbox.md): at most `perAddress` open connections from one client
 * address, and at most `total` in all, kept below the process's descriptor limit (read at start
 * from /proc/self/limits, less 64 for files, the state directory and webhook sockets), so one
 * address at its cap never leaves the sandbox without descriptors for others (`/_sandbox/health`
 * keeps answering). A trusted proxy (`--trusted-proxy`) carries many clients on its connections:
 * it is exempt, and its clients are limited per forwarded address at request level.
 * A connection past a cap is closed at once, before a byte of it is read. A connection that sends
 * and receives nothing for `IDLE_CONNECTION_MS` is closed (Node closes idle keep-alive connections
 * after 5 s, but never one that has not begun a request; the longest injected latency is 60 s).
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { BlockList } from 'node:net';
import { isTrustedProxy } from './client-address.js';

/** A connection with no bytes either way for this long is closed. */
const IDLE_CONNECTION_MS = 120_000;
/** Descriptors kept back from connections. */
export const RESERVED_DESCRIPTORS = 64;
/** When the limit cannot be read (not Linux): Node's usual soft limit. */
const FALLBACK_DESCRIPTORS = 1024;

/** The soft limit of open files of this process. */
export function descriptorLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = readFileSync(limitsFile, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : FALLBACK_DESCRIPTORS;
  } catch {
    return FALLBACK_DESCRIPTORS;
  }
}

export interface ConnectionCaps {
  perAddress: number;
  total: number;
}

/** The caps in force: the configured total (0: none given) never above the descriptor limit less the reserve. */
export function connectionCaps(configured: { perAddress: number; total: number }, descriptors = descriptorLimit()): ConnectionCaps {
  const ceiling = Math.max(1, descriptors - RESERVED_DESCRIPTORS);
  const total = configured.total > 0 ? Math.min(configured.total, ceiling) : ceiling;
  // One address never takes more than half: the others (a health probe) always find room.
  return { total, perAddress: Math.max(1, Math.min(configured.perAddress, Math.floor(total / 2))) };
}

/** Applies the caps to a listening server; answers the open connections per address (for tests and health). */
export function capConnections(server: Server, caps: ConnectionCaps, proxies: BlockList | undefined): Map<string, number> {
  server.maxConnections = caps.total;
  server.timeout = IDLE_CONNECTION_MS;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (proxies && isTrustedProxy(proxies, address)) return;
    const count = open.get(address) ?? 0;
    if (count >= caps.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return open;
}
