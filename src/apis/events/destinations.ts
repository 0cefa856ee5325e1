/**
 * Where webhooks may go (DESIGN §4, "Webhook destinations"; OWASP API7, SSRF). Link-local,
 * multicast, "this network", broadcast and cloud-metadata addresses are refused always; loopback
 * and private ranges only with `--webhook-deny-private` (local development needs them). A URL is
 * checked when a subscription is made or changed (an IP literal in any spelling: the WHATWG URL
 * parser turns `2852039166` and `0xa9fea9fe` into `169.254.169.254`, and Node's BlockList matches
 * `[::ffff:169.254.169.254]` against IPv4 ranges), and again at connect time, on every address the
 * name resolves to, so a name that resolves there is refused too. An IPv6 address that carries an
 * IPv4 one (IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`) is judged by that
 * IPv4 address as well: `[::127.0.0.1]` and `[64:ff9b::7f00:1]` are loopback.
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const ALWAYS: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud metadata
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
  ['fd00:ec2::254', 128, 'ipv6'], // AWS metadata over IPv6
];

const PRIVATE: [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['198.18.0.0', 15, 'ipv4'], // benchmarking networks (RFC 2544), often lab-internal
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64 (RFC 8215)
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
];

/** The 16 bytes of an IPv6 address (any spelling `isIP` accepts, a dotted IPv4 tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : 8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries (IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16), or undefined. */
function embeddedIpv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  // ::/96 IPv4-compatible (its first octet non-zero: :: and ::1 are IPv6's own).
  if (zero(0, 12) && b[12] !== 0) return v4(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** Names of metadata services that resolve only inside a cloud. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

export class DestinationPolicy {
  readonly #denied = new BlockList();

  constructor(readonly denyPrivate: boolean) {
    for (const [address, prefix, type] of [...ALWAYS, ...(denyPrivate ? PRIVATE : [])]) this.#denied.addSubnet(address, prefix, type);
  }

  /** Why an address is refused, or undefined. */
  refuseAddress(address: string): string | undefined {
    const family = isIP(address);
    if (!family) return undefined;
    const embedded = family === 6 ? embeddedIpv4(address) : undefined;
    if (!this.#denied.check(address, family === 6 ? 'ipv6' : 'ipv4') && !(embedded && this.#denied.check(embedded, 'ipv4'))) return undefined;
    return `${address} is ${this.denyPrivate ? 'a link-local, multicast, metadata, loopback or private' : 'a link-local, multicast or metadata'} address, which webhooks may not reach`;
  }

  /** Why a URL is refused by its host alone (an IP literal or a metadata name), or undefined. */
  refuseUrl(url: string): string | undefined {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return 'is not a URL';
    }
    host = host.replace(/\.$/, '');
    if (METADATA_NAMES.has(host)) return `${host} is a cloud metadata service, which webhooks may not reach`;
    if (this.denyPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return `${host} is loopback, which webhooks may not reach (--webhook-deny-private)`;
    return this.refuseAddress(host.startsWith('[') ? host.slice(1, -1) : host);
  }

  /** A `lookup` for http.request that refuses a name resolving to a denied address. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as dns.LookupAddress[];
      for (const a of list) {
        const why = this.refuseAddress(a.address);
        if (why) return callback(Object.assign(new Error(`refused: ${hostname} resolves to ${why}`), { code: 'EDESTINATION' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
