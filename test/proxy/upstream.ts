/**
 * A real HTTP server standing in for the deployment behind the proxy: it keeps every request it
 * got (raw headers, body) and answers as the test says.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  method: string;
  url: string;
  /** Names in lower case, values as received; repeated ones joined by `, `. */
  headers: Record<string, string>;
  body: string;
}

export interface Upstream {
  url: string;
  hits: Hit[];
  close(): Promise<void>;
}

export async function startUpstream(answer: (hit: Hit, res: ServerResponse, req: IncomingMessage) => void): Promise<Upstream> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i].toLowerCase();
        headers[name] = name in headers ? `${headers[name]}, ${req.rawHeaders[i + 1]}` : req.rawHeaders[i + 1];
      }
      const hit = { method: req.method ?? '', url: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') };
      hits.push(hit);
      answer(hit, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A JSON answer as a deployment would send it. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
