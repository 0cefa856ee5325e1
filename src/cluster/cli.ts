/**
 * `platform-sandbox cluster ...`: the control API's global operations across the instances of a
 * cluster (docs/scale-out.md). What concerns one project goes through the proxy like any call;
 * this is for what concerns them all.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../config/env.js';
import { fanOut, mergeJournals, type FanOutOptions, type InstanceAnswer } from './fan-out.js';

export const CLUSTER_HELP = `platform-sandbox cluster — the control API across the instances of a cluster

Usage: platform-sandbox cluster COMMAND [ARGS] --instances URL[,URL...] [--admin-token TOKEN]

  health                        every instance's /_sandbox/health
  reset [--project P]           every project (or project P, wherever it lives) back to the fixtures
  seed --seed N [--fixtures F]  rebuild the fixtures on every instance
  clock                         every instance's virtual clock
  clock set TIME [--freeze]     set every clock to TIME (RFC 3339); with --freeze they stay equal
  clock advance SECONDS         move every clock forward
  clock freeze | unfreeze
  journal [--limit N] [--project P]   the instances' journals merged, newest first
  snapshot save|restore|delete NAME   a snapshot of every project, each instance saving its own
  snapshots                     every instance's snapshots
  scenarios                     the scenarios active for every project (--scenario) on each instance;
                                fails when the instances differ
  where PROJECT                 which instance holds PROJECT (its saved or loaded state)

--instances: the instances' own addresses, not the proxy's (SANDBOX_CLUSTER_INSTANCES).
--admin-token: SANDBOX_ADMIN_TOKEN of the instances, if they have one.
Prints JSON; exits 1 when an instance did not answer 2xx (or the check failed), 2 on a usage error.
`;

interface Outcome {
  result: unknown;
  /** What went wrong, for stderr and exit status 1. */
  failures: string[];
}

function failuresOf(answers: readonly InstanceAnswer[], ok: (a: InstanceAnswer) => boolean = (a) => a.status !== null && a.status < 300): string[] {
  return answers.filter((a) => !ok(a)).map((a) => `${a.instance}: ${a.status === null ? `no answer (${a.error})` : `HTTP ${a.status}`}`);
}

const plain = (answers: InstanceAnswer[]): Outcome => ({ result: { instances: answers }, failures: failuresOf(answers) });

function integer(name: string, raw: string | undefined, min: number): number {
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(n) || n < min) throw new UsageError(`${name} must be a number of at least ${min}, got "${raw ?? ''}"`);
  return n;
}

async function run(o: FanOutOptions, args: string[], flags: Record<string, string | boolean | undefined>): Promise<Outcome> {
  const [command, ...rest] = args;
  const str = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  switch (command) {
    case 'health':
      return plain(await fanOut(o, 'GET', '/_sandbox/health'));
    case 'reset': {
      const project = str('project');
      return plain(await fanOut(o, 'POST', '/_sandbox/reset', project ? { project } : {}));
    }
    case 'seed': {
      const fixtures = str('fixtures');
      return plain(await fanOut(o, 'POST', '/_sandbox/seed', { seed: integer('--seed', str('seed'), 0), ...(fixtures ? { fixtures } : {}) }));
    }
    case 'clock': {
      const [action, value] = rest;
      if (action === undefined) {
        const answers = await fanOut(o, 'GET', '/_sandbox/clock');
        return { result: { instances: answers }, failures: failuresOf(answers) };
      }
      const bodies: Record<string, () => object> = {
        set: () => {
          if (!value || Number.isNaN(Date.parse(value))) throw new UsageError(`clock set needs an RFC 3339 moment, got "${value ?? ''}"`);
          return flags.freeze ? { freeze: true, set: value } : { set: value };
        },
        advance: () => ({ advance_seconds: integer('clock advance SECONDS', value, 0) }),
        freeze: () => ({ freeze: true }),
        unfreeze: () => ({ freeze: false }),
      };
      const body = Object.hasOwn(bodies, action) ? bodies[action] : undefined;
      if (!body) throw new UsageError(`unknown clock action "${action}" (set, advance, freeze, unfreeze)`);
      return plain(await fanOut(o, 'POST', '/_sandbox/clock', body()));
    }
    case 'journal': {
      const limit = str('limit') === undefined ? 100 : integer('--limit', str('limit'), 1);
      const project = str('project');
      const query = new URLSearchParams({ limit: String(limit), ...(project ? { project } : {}) });
      const answers = await fanOut(o, 'GET', `/_sandbox/journal?${query}`);
      return { result: { data: mergeJournals(answers, limit), instances: answers.map(({ instance, status, error }) => ({ instance, status, error })) }, failures: failuresOf(answers) };
    }
    case 'snapshot': {
      const [action, name] = rest;
      if (!name) throw new UsageError('snapshot save|restore|delete needs a NAME');
      const path = `/_sandbox/snapshots/${encodeURIComponent(name)}`;
      const sends: Record<string, () => Promise<InstanceAnswer[]>> = {
        save: () => fanOut(o, 'POST', '/_sandbox/snapshots', { name }),
        restore: () => fanOut(o, 'POST', `${path}/restore`, {}),
        delete: () => fanOut(o, 'DELETE', path),
      };
      const send = Object.hasOwn(sends, action) ? sends[action] : undefined;
      if (!send) throw new UsageError(`unknown snapshot action "${action}" (save, restore, delete)`);
      return plain(await send());
    }
    case 'snapshots':
      return plain(await fanOut(o, 'GET', '/_sandbox/snapshots'));
    case 'scenarios': {
      const answers = await fanOut(o, 'GET', '/_sandbox/scenarios');
      const global = answers.map((a) => ({
        instance: a.instance,
        status: a.status,
        global: ((a.body as { data?: { name: string; global: boolean }[] } | null)?.data ?? []).filter((s) => s.global).map((s) => s.name).sort(),
      }));
      const failures = failuresOf(answers);
      const distinct = new Set(global.filter((g) => g.status === 200).map((g) => g.global.join(',')));
      if (distinct.size > 1) failures.push(`the instances differ in the scenarios active for every project: start them with the same --scenario list`);
      return { result: { instances: global }, failures };
    }
    case 'where': {
      const [project] = rest;
      if (!project) throw new UsageError('where needs a PROJECT');
      const answers = await fanOut(o, 'GET', `/_sandbox/projects/${encodeURIComponent(project)}/passwords`);
      const holders = answers.filter((a) => a.status === 200).map((a) => a.instance);
      const failures = failuresOf(answers, (a) => a.status === 200 || a.status === 404);
      if (holders.length > 1) failures.push(`project ${project} is on ${holders.length} instances: ${holders.join(', ')}`);
      return { result: { project, instances: holders }, failures };
    }
    default:
      throw new UsageError(`unknown cluster command "${command ?? ''}"\n\n${CLUSTER_HELP}`);
  }
}

/** Runs one cluster command; answers the exit status (0, or 1 when an instance failed). */
export async function clusterMain(argv: string[], env: NodeJS.ProcessEnv, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        instances: { type: 'string' },
        'admin-token': { type: 'string' },
        project: { type: 'string' },
        seed: { type: 'string' },
        fixtures: { type: 'string' },
        limit: { type: 'string' },
        freeze: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n\n${CLUSTER_HELP}`);
  }
  const { values, positionals } = parsed;
  if (values.help || !positionals.length) {
    out(CLUSTER_HELP);
    return 0;
  }
  const instances = (values.instances ?? env.SANDBOX_CLUSTER_INSTANCES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!instances.length) throw new UsageError('name the instances: --instances URL[,URL...] or SANDBOX_CLUSTER_INSTANCES');
  for (const i of instances) {
    if (!URL.canParse(i) || !/^https?:$/.test(new URL(i).protocol)) throw new UsageError(`instance "${i}" is not an http(s) URL`);
  }
  const { result, failures } = await run({ instances, adminToken: values['admin-token'] ?? env.SANDBOX_ADMIN_TOKEN }, positionals, values);
  out(`${JSON.stringify(result, null, 2)}\n`);
  for (const f of failures) err(`platform-sandbox cluster: ${f}\n`);
  return failures.length ? 1 : 0;
}

export async function clusterCommand(argv: string[]): Promise<void> {
  const status = await clusterMain(argv, process.env, (s) => process.stdout.write(s), (s) => process.stderr.write(s));
  process.exitCode = status;
}
