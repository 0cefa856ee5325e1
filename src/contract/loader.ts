/**
 * Loads the behaviour checks: every module in `contracts/checks/` (or a directory given with
 * `--checks`) default-exports a list of checks. A malformed check is a contract error (exit 2),
 * found before anything is sent to a target.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from '../core/package-root.js';
import { SAFETY_ORDER, type CheckDefinition } from './types.js';

export class ContractError extends Error {}

const ID = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$/;

/** Sources when run with tsx; the compiled copies (`npm run build`) when installed. */
function defaultChecksDir(): string {
  const compiled = join(packageRoot, 'dist', 'checks');
  return import.meta.url.endsWith('.ts') || !existsSync(compiled) ? join(packageRoot, 'contracts', 'checks') : compiled;
}

export async function loadChecks(dirs: string[] = [defaultChecksDir()]): Promise<CheckDefinition[]> {
  const checks: CheckDefinition[] = [];
  for (const dir of dirs) {
    const abs = resolve(dir);
    if (!existsSync(abs)) throw new ContractError(`checks directory ${abs} does not exist`);
    const files = readdirSync(abs)
      .filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    for (const file of files) {
      let mod: any;
      try {
        mod = await import(pathToFileURL(join(abs, file)).href);
      } catch (err) {
        throw new ContractError(`checks file ${file} does not load: ${(err as Error).message}`);
      }
      const list = mod.default ?? mod.checks;
      if (!Array.isArray(list)) throw new ContractError(`checks file ${file} must default-export a list of checks`);
      for (const check of list) checks.push(validateCheck(check, file));
    }
  }
  const seen = new Set<string>();
  for (const c of checks) {
    if (seen.has(c.id)) throw new ContractError(`check ${c.id} is defined twice`);
    seen.add(c.id);
  }
  return checks;
}

export function validateCheck(check: any, file: string): CheckDefinition {
  const where = `${file}: check ${check?.id ?? '(no id)'}`;
  const problems: string[] = [];
  if (typeof check?.id !== 'string' || !ID.test(check.id)) problems.push('id must be `group.name` in lower case');
  if (typeof check?.title !== 'string' || !check.title) problems.push('title is required');
  if (check?.basis !== 'normative' && check?.basis !== 'convention') problems.push('basis must be normative or convention');
  if (typeof check?.ref !== 'string' || !check.ref) problems.push('ref (spec section or standard) is required');
  if (!SAFETY_ORDER.includes(check?.safety)) problems.push(`safety must be one of ${SAFETY_ORDER.join(', ')}`);
  if (typeof check?.run !== 'function') problems.push('run(t) is required');
  if (check?.uses !== undefined && (!Array.isArray(check.uses) || check.uses.some((u: unknown) => typeof u !== 'string' || !/^(GET|POST|PUT|PATCH|DELETE) \//.test(u)))) {
    problems.push('uses must list operations as `METHOD /path`');
  }
  if (check?.basis === 'normative' && typeof check?.ref === 'string' && !/§\d/.test(check.ref)) problems.push('a normative check must cite a section of the spec (§N)');
  if (problems.length) throw new ContractError(`${where}: ${problems.join('; ')}`);
  return check as CheckDefinition;
}
