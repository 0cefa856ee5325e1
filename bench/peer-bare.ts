/**
 * The peers bench's bare `node:http` server: one body (a file) on one path, nothing else; the
 * practical ceiling of Node for the same answer the other servers give.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const port = Number(process.argv[3]);
const PATH = '/v2/registry/devices/dev_0000001';
createServer((req, res) => {
  if (req.url === PATH) res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
  else res.writeHead(404).end();
}).listen(port, '127.0.0.1');
