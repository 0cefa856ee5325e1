/**
 * The graph a sandbox serves, built once per sandbox: the contract's three subgraphs
 * (contracts/graph) or, with `serve --graph-schema FILE...`, the user's own SDL, answered by the
 * sandbox's resolvers where it agrees with them and by seeded mocks elsewhere.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { buildASTSchema, parse } from 'graphql';
import { packageRoot } from '../../../core/package-root.js';
import type { Deps } from '../../../deps.js';
import { buildGraph, type BuiltGraph, type KnownGraph } from './build.js';
import { compose, writeSupergraphCache, type SubgraphSource } from './federation.js';
import { readMocksFile } from '../mocks/file.js';
import { articlesResolvers } from '../resolvers/articles.js';
import { linksResolvers } from '../resolvers/links.js';
import { ticketsResolvers } from '../resolvers/tickets.js';

export const graphContractDir = join(packageRoot, 'contracts', 'graph');

/** The contract's subgraphs, in composition order. */
export const SUBGRAPHS = ['articles', 'tickets', 'links'] as const;

export function contractSources(): SubgraphSource[] {
  const present = new Set(readdirSync(graphContractDir));
  return SUBGRAPHS.filter((n) => present.has(`${n}.graphql`)).map((name) => ({ name, sdl: readFileSync(join(graphContractDir, `${name}.graphql`), 'utf8') }));
}

/** A user's schema files; each file of a federated schema is one subgraph, named after the file. */
export function fileSources(files: readonly string[]): SubgraphSource[] {
  const names = new Set<string>();
  return files.map((file) => {
    let sdl: string;
    try {
      sdl = readFileSync(file, 'utf8');
    } catch (err) {
      throw new Error(`--graph-schema ${file}: ${(err as Error).message}`);
    }
    let name = basename(file, extname(file)).replace(/[^A-Za-z0-9_-]/g, '_') || 'schema';
    for (let n = 2; names.has(name); n++) name = `${name}_${n}`;
    names.add(name);
    return { name, sdl };
  });
}

let known: Promise<KnownGraph> | undefined;

export function knownGraph(): Promise<KnownGraph> {
  known ??= compose(contractSources()).then(({ publicSdl }) => ({
    reference: buildASTSchema(parse(publicSdl)),
    resolvers: { articles: articlesResolvers, tickets: ticketsResolvers, links: linksResolvers },
  }));
  return known;
}

/** The graph a sandbox serves; `graphEndpoints` builds it once per sandbox. */
export async function graphOf(deps: Deps): Promise<BuiltGraph> {
  const files = deps.config.graphSchemaFiles ?? [];
  const sources = files.length ? fileSources(files) : contractSources();
  try {
    const mocksFile = deps.config.graphMocksFile;
    const mocks = mocksFile ? { file: mocksFile, raw: readMocksFile(mocksFile) } : undefined;
    return await buildGraph(sources, await knownGraph(), { rngFor: deps.rng, epochMs: deps.fixtures.epochMs, mocks }, files.length ? 'user' : 'contract');
  } catch (err) {
    const message = (err as Error).message;
    if (message.startsWith('--graph-mocks')) throw err;
    throw new Error(`${files.length ? `--graph-schema ${files.join(' ')}` : 'contracts/graph'}: ${message}`);
  }
}

/** The build's step: the contract's composition, kept in dist/ for a start to read. */
export const writeContractSupergraph = () => writeSupergraphCache(contractSources());
