/**
 * One process per state directory: `--persist` takes an exclusive lock, a file created with
 * O_EXCL (`state.json.lock` beside the manifest) naming its holder (process id, host, since when).
 * A second process is refused at start, naming the holder. A lock whose holder is gone (same
 * host, no such process) is stale and taken over; one from another host (a shared volume) is
 * never guessed at: remove it by hand once that process is stopped. Released at stop.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { PersistenceError } from './format.js';
import type { Layout } from './files.js';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function lockFileOf(layout: Layout): string {
  return `${layout.manifest}.lock`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string' && typeof h.since === 'string' ? (h as Holder) : undefined;
  } catch {
    return undefined;
  }
}

export class StateLock {
  #held = true;

  private constructor(readonly file: string) {}

  /**
   * Takes the lock of a state directory, or throws naming the process that holds it. `since` is the
   * wall clock on purpose: it tells an operator when another process took the directory, which the
   * sandbox's virtual clock (business time, possibly frozen or moved) cannot.
   */
  static acquire(layout: Layout, now = new Date()): StateLock {
    const file = lockFileOf(layout);
    const me: Holder = { pid: process.pid, host: hostname(), since: now.toISOString() };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx', 0o600);
        writeSync(fd, JSON.stringify(me));
        closeSync(fd);
        return new StateLock(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      const stale = holder !== undefined && holder.host === me.host && !alive(holder.pid);
      if (!stale) {
        const who = holder ? `process ${holder.pid} on ${holder.host} since ${holder.since}` : 'another process (its lock file is unreadable)';
        throw new PersistenceError(`${file}: the state directory is in use by ${who}; stop it first (or, if it is gone, remove the lock file)`);
      }
      unlinkSync(file);
    }
    throw new PersistenceError(`${file}: the state directory's lock could not be taken`);
  }

  release(): void {
    if (!this.#held) return;
    this.#held = false;
    try {
      if (readHolder(this.file)?.pid === process.pid) unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}
