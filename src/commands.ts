/** The commands of `platform-sandbox` (`serve`, `contract`, `cluster`); `cli.ts` runs them. */
import v8 from 'node:v8';
import { optionsFrom, usage, UsageError } from './config/env.js';
import { heapGrowthFlag } from './config/heap.js';
import { driftTable } from './platform/drift.js';
import { proxyBanner } from './proxy/settings.js';
import { replayBanner } from './replay/setup.js';
import { startSandbox } from './server.js';

const SERVE_HELP = `Usage: platform-sandbox serve [flags]

Flags of serve (each also as an environment variable):
${usage()}
  --help                                    this text
`;

const HELP = `platform-sandbox — a stateful sandbox of the developer platform

Usage:
  platform-sandbox serve [flags]     start the sandbox (serve --help)
  platform-sandbox contract ...      replay the contract against a target (contract --help)
  platform-sandbox cluster ...       the control API across a cluster's instances (cluster --help)
  platform-sandbox mcp --url URL     the MCP server over stdio, for agent clients (mcp --help)

${SERVE_HELP.slice(SERVE_HELP.indexOf('Flags'))}`;

async function serveCommand(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(SERVE_HELP);
    return;
  }
  let options;
  try {
    options = optionsFrom(argv, process.env);
  } catch (err) {
    throw err instanceof UsageError ? new UsageError(`${err.message}\n\n${SERVE_HELP}`) : err;
  }
  const sandbox = await startSandbox(options);
  // Once the fixtures are built: during start-up the heap only grows (decision 0015).
  const heapGrowth = heapGrowthFlag(process.execArgv);
  if (heapGrowth) v8.setFlagsFromString(heapGrowth);
  const users = sandbox.seededUsers();
  const lines = [
    `platform-sandbox listening on ${sandbox.url}`,
    `  docs:           ${sandbox.url}/docs`,
    `  operator token: ${sandbox.operatorToken}   (SANDBOX_TOKEN; admin in every project)`,
    `  admin token:    ${sandbox.adminToken ?? '(none: /_sandbox is open; set SANDBOX_ADMIN_TOKEN to protect it)'}`,
    `  seed ${sandbox.deps.fixtures.seed}, fixtures ${sandbox.deps.fixtures.set.name}, clock ${sandbox.deps.clock.nowIso()}`,
    `  state:          ${sandbox.deps.config.persist ? `saved in ${sandbox.deps.config.persist} (save generation ${sandbox.persistence?.generation ?? 0} loaded)` : 'in memory only (--persist DIR to keep it)'}`,
    `  fault scenarios: ${sandbox.deps.scenarios.engine.globalNames().join(', ') || 'none for every project'} (per project: /_sandbox/scenarios)`,
    ...(sandbox.deps.config.cluster ? ['  cluster mode: one of several instances behind a proxy; the whole cluster\'s control API: platform-sandbox cluster (docs/scale-out.md)'] : []),
    ...(sandbox.deps.config.shared
      ? [`  shared mode: projects are made by the operator token, the control API or operator-minted tokens; seeded users' passwords are random per project (GET /_sandbox/projects/<project>/passwords)`]
      : [users.length ? '  seeded users (password: the userName):' : '  seeded users: none in this fixture set']),
    ...(sandbox.deps.config.shared ? [] : users).map((u: any) => `    ${u.userName ?? u.id}  ${u.role ?? ''}${u.active === false ? '  (deactivated: cannot sign in)' : ''}`),
    ...(sandbox.deps.platform ? driftTable(sandbox.deps.platform.drift).map((l) => `  ${l}`) : []),
    ...(sandbox.deps.proxy ? proxyBanner(sandbox.deps.proxy.plan) : []),
    ...replayBanner(sandbox.deps.replay),
    `  try: curl -H 'Authorization: Bearer ${sandbox.operatorToken}' -H 'X-Service-Project: demo' ${sandbox.url}/v2/registry/devices?limit=2`,
    ...sandbox.warnings.map((w) => `  WARNING: ${w}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`received ${signal}, stopping\n`);
    await sandbox.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

const commands: Record<string, (argv: string[]) => Promise<void>> = {
  serve: serveCommand,
  // Loaded only when asked for: the contract runner's modules are no part of a server's start-up.
  contract: async (argv) => (await import('./contract/cli.js')).contractCommand(argv),
  cluster: async (argv) => (await import('./cluster/cli.js')).clusterCommand(argv),
  mcp: async (argv) => (await import('./mcp/stdio.js')).mcpCommand(argv),
};

/** Runs one command line; a UsageError is exit 2, any other error exit 1 (`cli.ts`). */
export async function main(argv: string[]): Promise<void> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(HELP);
    return;
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}"\n\n${HELP}`);
  await command(rest);
}
