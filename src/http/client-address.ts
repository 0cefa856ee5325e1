/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy
 * (`--trusted-proxy`), the rightmost address in `X-Forwarded-For` that is not itself a trusted
 * proxy: each proxy appends the peer it saw, so everything left of that is what the client wrote.
 * When every hop is trusted, the rightmost (what our nearest proxy saw), never the leftmost,
 * which the client chose. A client that talks to the sandbox directly cannot choose its address
 * with the header; one inside a trusted range can, so trust the proxies' own addresses only.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './env.js';

/** A BlockList of the trusted proxies: addresses or CIDR ranges, IPv4 or IPv6. */
export function trustedProxies(list: readonly string[]): BlockList {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`trusted proxy "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) throw new Error(`trusted proxy "${entry}" has a bad prefix length`);
      blocks.addSubnet(address, bits, type);
    }
  }
  return blocks;
}

/** Whether an address (a socket's peer or a forwarded hop) is one of the trusted proxies. */
export function isTrustedProxy(blocks: BlockList, address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  if (blocks.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true;
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped !== null && blocks.check(mapped[1], 'ipv4');
}

export function clientAddress(c: Context<AppEnv>, proxies: BlockList | undefined): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!proxies || !isTrustedProxy(proxies, peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded) return peer;
  const hops = forwarded.split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrustedProxy(proxies, hops[i])) return hops[i];
  return hops.at(-1) ?? peer;
}
