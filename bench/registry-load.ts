/**
 * The load generator of `registry.bench.ts`, run in its own process so that it never shares an
 * event loop with a server under test. Reads one scenario as JSON from argv, drives it with
 * autocannon and prints the summary as one JSON line.
 */
import autocannon from 'autocannon';
import { printLoadResult } from './load-result.js';
import { fixtureId } from '../src/core/fixture-ids.js';

export interface LoadScenario {
  url: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** A fixed path, or `device` for a random device of the large set per request. */
  path: string | 'device';
  headers: Record<string, string>;
  /** Bearer tokens used in turn, to spread the load over the per-token rate limit. */
  tokens: string[];
  /** `bulk:<n>`: a device bulk patch of n random devices with a tag no device has yet; `create:<n>`: a bulk create of n new devices. */
  body?: string;
  devices: number;
  connections: number;
  seconds: number;
}

const scenario = JSON.parse(process.argv[2]) as LoadScenario;

// A small seeded generator: the same run draws the same devices.
let state = 0x9e3779b9;
function random(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
}
const deviceId = () => fixtureId('dev_', 1 + Math.floor(random() * scenario.devices));

let n = 0;
function bulkBody(items: number): string {
  // A fresh tag per call: every item really changes, so every item is written and publishes events.
  const tags = ['bench', `run-${n}`];
  return JSON.stringify({ op: 'patch', items: Array.from({ length: items }, () => ({ id: deviceId(), tags })) });
}

/** New devices, each with a serial number no device has (the sandbox refuses a duplicate). */
function createBody(items: number): string {
  return JSON.stringify({ op: 'create', items: Array.from({ length: items }, (_, i) => ({ name: `fill ${n}-${i}`, serial_number: `SN-FILL-${process.pid}-${n}-${i}` })) });
}

const bulkItems = scenario.body?.startsWith('bulk:') ? Number(scenario.body.slice(5)) : undefined;
const createItems = scenario.body?.startsWith('create:') ? Number(scenario.body.slice(7)) : undefined;

const instance = autocannon(
  {
    url: scenario.url,
    connections: scenario.connections,
    duration: scenario.seconds,
    requests: [
      {
        method: scenario.method,
        setupRequest: (req: any) => {
          n++;
          const headers: Record<string, string> = { ...scenario.headers };
          if (scenario.tokens.length) headers.authorization = `Bearer ${scenario.tokens[n % scenario.tokens.length]}`;
          const path = scenario.path === 'device' ? `/v2/registry/devices/${deviceId()}` : scenario.path;
          const body = bulkItems !== undefined ? bulkBody(bulkItems) : createItems !== undefined ? createBody(createItems) : scenario.body;
          if (body !== undefined) headers['content-type'] = 'application/json';
          return { ...req, path, headers, body };
        },
      },
    ],
  },
  printLoadResult,
);
process.once('SIGTERM', () => instance.stop());
