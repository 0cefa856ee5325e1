/** HTTP as an attacker sends it: any Host, any header, from a chosen local address, over node:http. */
import { request } from 'node:http';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address to connect from (127.0.0.2 is another client of loopback). */
  from?: string;
  timeoutMs?: number;
}

export function rawRequest(url: string, r: RawRequest = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: r.method ?? 'GET', headers: r.headers, localAddress: r.from, agent: false, timeout: r.timeoutMs ?? 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(r.body);
  });
}
