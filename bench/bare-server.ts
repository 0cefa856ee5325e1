/**
 * The practical ceiling of Node on this machine for the benchmark's GET-one-device and bulk rows: a
 * bare `node:http` server over a Map of devices shaped like the sandbox's, nothing else. A bulk
 * patch is parsed, each item's tags are written over its device, and a 207 lists the results: no
 * validation, no events, no change log.
 */
import { createServer } from 'node:http';
import { fixtureId } from '../src/core/fixture-ids.js';

const count = Number(process.argv[2] ?? 100_000);
const devices = new Map<string, object>();
for (let i = 1; i <= count; i++) {
  const id = fixtureId('dev_', i);
  devices.set(id, {
    id, name: `Device ${i}`, imei: String(353911100000000 + i * 10), serial_number: `AP${i.toString(36).toUpperCase().padStart(10, '0')}`,
    manufacturer: 'Apple', model: 'iPhone 15', platform: 'ios', tags: ['ios', 'prod'],
    created_at: '2025-06-01T00:00:00.000Z', updated_at: '2025-07-01T00:00:00.000Z',
  });
}
const PREFIX = '/v2/registry/devices/';
const BULK = `${PREFIX}bulk`;

function bulk(text: string): string {
  const { items } = JSON.parse(text) as { items: { id: string; tags: string[] }[] };
  const updatedAt = new Date().toISOString();
  const results = items.map(({ id, tags }, index) => {
    const device = devices.get(id);
    if (!device) return { index, id, status: 404 };
    devices.set(id, { ...device, tags, updated_at: updatedAt });
    return { index, id, status: 200 };
  });
  return JSON.stringify({ results, summary: { succeeded: results.filter((r) => r.status === 200).length, failed: results.filter((r) => r.status !== 200).length } });
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === BULK) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => res.writeHead(207, { 'content-type': 'application/json' }).end(bulk(Buffer.concat(chunks).toString('utf8'))));
    return;
  }
  const device = req.url?.startsWith(PREFIX) ? devices.get(req.url.slice(PREFIX.length)) : undefined;
  if (!device) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(device));
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : ''}\n`);
});
