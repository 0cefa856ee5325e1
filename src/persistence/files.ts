/**
 * Where the files live and how they are written. Every write goes to a temporary file that is
 * renamed over the old one (the common atomic-write pattern, as steno and write-file-atomic do): a
 * process killed at any moment leaves either the old file or the new one, never half of one.
 * Files are created with mode 0600 and directories with 0700: the state holds live tokens.
 */
import { chmod, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

export interface Layout {
  /** The state file (the manifest): clock, tokens, global parts and which file holds each project. */
  manifest: string;
  /** One file per project, named `<generation>-<n>.json`. */
  projects: string;
  /** Named snapshots and their index. */
  snapshots: string;
}

/** `--persist DIR` keeps everything in DIR; `--persist FILE.json` uses FILE.json and a `FILE.d/` beside it. */
export function layoutOf(path: string): Layout {
  const abs = resolve(path);
  if (abs.endsWith('.json')) {
    const dir = `${abs.slice(0, -'.json'.length)}.d`;
    return { manifest: abs, projects: join(dir, 'projects'), snapshots: join(dir, 'snapshots') };
  }
  return { manifest: join(abs, 'state.json'), projects: join(abs, 'projects'), snapshots: join(abs, 'snapshots') };
}

/** Owner-only: every file of the state holds tokens or the records they protect. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export async function ensureDirs(layout: Layout): Promise<void> {
  await mkdir(dirname(layout.manifest), { recursive: true, mode: DIR_MODE });
  await mkdir(layout.projects, { recursive: true, mode: DIR_MODE });
  await mkdir(layout.snapshots, { recursive: true, mode: DIR_MODE });
}

/**
 * Write a whole file atomically (temporary file with mode 0600, then rename). Large files come as
 * bytes: encoding 30 MB of text in one step would stall requests.
 */
export async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.tmp`);
  await writeFile(temp, data, { mode: FILE_MODE });
  // A temporary file a killed write left keeps its old mode: writeFile applies `mode` only on creation.
  await chmod(temp, FILE_MODE);
  await rename(temp, file);
}

/** The file's text, or null when it does not exist. */
export async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Data files (`*.json`) in a directory; none if it does not exist. */
export async function jsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json') && !f.startsWith('.'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Files of a directory that `keep` does not name, including temporary files a killed write left. */
export async function removeOthers(dir: string, keep: ReadonlySet<string>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(names.filter((n) => !keep.has(n)).map((n) => unlink(join(dir, n)).catch(() => {})));
}

export async function removeState(layout: Layout): Promise<void> {
  await rm(layout.manifest, { force: true });
  await rm(layout.projects, { recursive: true, force: true });
}
