/**
 * The reference a user SDL's cost is compared with (`npm run bench -- graph`): what
 * `@graphql-tools/mock` alone needs to serve the file, i.e. `buildSchema` + `addMocksToSchema` and
 * one `{ __typename }` execution, timed inside this process after the modules are loaded (the
 * sandbox's start without the SDL loads them too). Prints the milliseconds of wall clock and of CPU time as one JSON line.
 * Usage: `tsx bench/sdl-reference.ts FILE`.
 */
import { readFileSync } from 'node:fs';
import { addMocksToSchema } from '@graphql-tools/mock';
import { buildSchema, graphql } from 'graphql';

const sdl = readFileSync(process.argv[2], 'utf8');
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const schema = addMocksToSchema({ schema: buildSchema(sdl) });
const result = await graphql({ schema, source: '{ __typename }' });
if (result.errors) throw new Error(result.errors.map((e) => e.message).join('; '));
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ ms: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 })}\n`);
