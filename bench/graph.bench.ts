/**
 * The Knowledge Graph over HTTP: throughput of a typical nested query (a page of tickets with
 * their devices and links) against the contract's schema, and of a mocked query against a
 * 128-type user schema. Bounded: about 8 s. Target: both answer at least 20% of the rate of
 * `GET /v2/registry/devices?limit=10` on the same machine (a ratio, so it holds under load).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSandbox } from '../src/server.js';
import { generatedSdl } from '../test/graph/generated-sdl.js';

const PROJECT = 'bench';
const TICKETS = '{ tickets(first: 10) { totalCount edges { node { id subject status devices { id name } links { edges { node { kind article { title } } } } } } } }';
const MOCKED = '{ thing5(id: "w-1") { id name email createdAt color count next { id name } items { id name color } } ticket(id: "tkt_0000001") { subject sentiment } }';

async function rate(url: string, token: string, request: { path: string; method?: 'GET' | 'POST'; body?: string }): Promise<number> {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    body: request.body,
    connections: 8,
    duration: 2,
    headers: { authorization: `Bearer ${token}`, 'x-service-project': PROJECT, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
  });
  if (result.non2xx) throw new Error(`${result.non2xx} answers to ${request.path} were not 2xx`);
  return result.requests.average;
}

const dir = mkdtempSync(join(tmpdir(), 'graph-bench-'));
const file = join(dir, 'platform.graphql');
writeFileSync(file, generatedSdl());
const sb = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false } });
const user = await startSandbox({ port: 0, logLevel: 'silent', rateLimit: { enabled: false }, graphSchemaFiles: [file] });
try {
  const rest = await rate(sb.url, sb.operatorToken, { path: '/v2/registry/devices?limit=10' });
  const tickets = await rate(sb.url, sb.operatorToken, { path: '/graphql', method: 'POST', body: JSON.stringify({ query: TICKETS }) });
  const mocked = await rate(user.url, user.operatorToken, { path: '/graphql', method: 'POST', body: JSON.stringify({ query: MOCKED }) });
  process.stdout.write(
    [
      `GET /v2/registry/devices?limit=10:             ${Math.round(rest)} req/s`,
      `POST /graphql, 10 tickets with devices, links:  ${Math.round(tickets)} req/s (${((tickets / rest) * 100).toFixed(0)}% of REST)`,
      `POST /graphql, 128-type user schema, mocked:   ${Math.round(mocked)} req/s (${((mocked / rest) * 100).toFixed(0)}% of REST)`,
      '',
    ].join('\n'),
  );
  if (tickets < rest * 0.2 || mocked < rest * 0.2) process.exitCode = 1;
} finally {
  await sb.stop();
  await user.stop();
}
