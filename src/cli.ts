#!/usr/bin/env node
/** `platform-sandbox`: runs the command line (commands.ts); exit 2 on a usage error, 1 on any other. */
import { UsageError } from './config/env.js';
import { main } from './commands.js';

main(process.argv.slice(2)).catch((err) => {
  process.stderr.write(`platform-sandbox: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
