/**
 * Where webhooks may go (DESIGN §4, "Webhook destinations"; OWASP API7, SSRF). Link-local,
 * multicast, "this network", broadcast and cloud-metadata addresses are refused always; loopback
 * and private ranges only with `--webhook-deny-private` (local development needs them). A URL is
 * checked when a subscription is made or changed (an IP literal in any spelling: the WHATWG URL
 * parser turns `2852039166` and `0xa9fea9fe` into `169.254.169.254`, and Node's BlockList matches
 * `[::ffff:169.254.169.254]` against IPv4 ranges), and again at connect time, on every address the
 * name resolves to, so a name that resolves there is refused too.
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
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'], // unique local
];

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
    if (!this.#denied.check(address, family === 6 ? 'ipv6' : 'ipv4')) return undefined;
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
