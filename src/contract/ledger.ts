/**
 * Everything a run creates is written to its ledger as it is created (a JSON file per run), and
 * deleted when the run ends, also after Ctrl-C. A run killed harder leaves its ledger file behind;
 * `contract sweep` deletes what such files list, and every device tagged `contract-runner`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TargetClient } from './http.js';
import type { Advertised } from './target.js';
import { operationKey } from './target.js';

export const RUNNER_TAG = 'contract-runner';

export interface LedgerEntry {
  path: string;
  label: string;
}

interface LedgerFile {
  runId: string;
  target: string;
  project: string;
  entries: LedgerEntry[];
}

export class Ledger {
  readonly entries: LedgerEntry[] = [];
  readonly file?: string;

  constructor(
    readonly runId: string,
    readonly target: string,
    readonly project: string,
    dir?: string,
  ) {
    if (dir) {
      mkdirSync(dir, { recursive: true });
      this.file = join(dir, `${runId}.json`);
    }
  }

  add(path: string, label: string): void {
    if (this.entries.some((e) => e.path === path)) return;
    this.entries.push({ path, label });
    this.#save();
  }

  #save(): void {
    if (!this.file) return;
    const data: LedgerFile = { runId: this.runId, target: this.target, project: this.project, entries: this.entries };
    writeFileSync(this.file, `${JSON.stringify(data, null, 2)}\n`);
  }

  /** Deletes every entry, newest first; what cannot be deleted is returned (and kept in the file). */
  async cleanup(client: TargetClient, advertised: Advertised): Promise<{ removed: number; left: string[] }> {
    const total = this.entries.length;
    const kept = await removeAll(client, advertised, [...this.entries].reverse());
    this.entries.splice(0, this.entries.length, ...kept);
    if (this.file) {
      if (kept.length) this.#save();
      else rmSync(this.file, { force: true });
    }
    return { removed: total - kept.length, left: kept.map((e) => e.label) };
  }
}

/**
 * `contract sweep`: deletes what earlier runs' ledger files list (for this target and project)
 * and every device still tagged `contract-runner`.
 */
export async function sweep(client: TargetClient, advertised: Advertised, dir: string, target: string, project: string): Promise<{ removed: number; left: string[] }> {
  let removed = 0;
  const left: string[] = [];
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    files = [];
  }
  for (const f of files) {
    const data = JSON.parse(readFileSync(join(dir, f), 'utf8')) as LedgerFile;
    if (data.target !== target || data.project !== project) continue;
    const kept = await removeAll(client, advertised, [...data.entries].reverse());
    removed += data.entries.length - kept.length;
    left.push(...kept.map((e) => e.label));
    if (kept.length) writeFileSync(join(dir, f), `${JSON.stringify({ ...data, entries: kept }, null, 2)}\n`);
    else rmSync(join(dir, f), { force: true });
  }
  if (advertised.has('GET /v2/registry/devices')) {
    for (let round = 0; round < 50; round++) {
      const r = await client.call('GET', '/v2/registry/devices', { query: { tags: RUNNER_TAG, limit: 500 } });
      const devices = r.status === 200 ? ((r.body as any)?.data ?? []) : [];
      const tagged = devices.filter((d: any) => Array.isArray(d?.tags) && d.tags.includes(RUNNER_TAG));
      if (!tagged.length) break;
      const kept = await removeAll(client, advertised, tagged.map((d: any) => ({ path: `/v2/registry/devices/${encodeURIComponent(d.id)}`, label: `device ${d.id}` })));
      removed += tagged.length - kept.length;
      if (kept.length) {
        left.push(...kept.map((e) => e.label));
        break;
      }
    }
  }
  return { removed, left };
}

/** Deletes each entry; returns the entries that are still there. */
async function removeAll(client: TargetClient, advertised: Advertised, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  const left: LedgerEntry[] = [];
  for (const entry of entries) {
    const template = entry.path.replace(/\/[^/]+$/, '/{id}');
    if (!advertised.has(operationKey('DELETE', template))) {
      left.push(entry);
      continue;
    }
    try {
      const r = await client.call('DELETE', entry.path);
      if (!(r.status < 300 || r.status === 404 || r.status === 410)) left.push(entry);
    } catch {
      left.push(entry);
    }
  }
  return left;
}
