/**
 * Finds import cycles among `src/` files, type-only imports included (TypeScript's own
 * `preProcessFile` lists every import and re-export). `tsx scripts/import-cycles.ts` prints each
 * cycle and exits 1 when there is one; test/foundation/import-graph.test.ts runs the same check.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Each file's imports of other files in the set, as absolute paths. */
export function importGraph(root: string): Map<string, string[]> {
  const files = new Set(filesUnder(root));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((f) => f.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')))
      .filter((path) => files.has(path));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each a set of files in a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../src', import.meta.url));
  const graph = importGraph(root);
  const found = cycles(graph);
  for (const c of found) {
    process.stdout.write(`cycle of ${c.length} files:\n`);
    for (const f of c) process.stdout.write(`  ${relative(root, f)} -> ${(graph.get(f) ?? []).filter((t) => c.includes(t)).map((t) => relative(root, t)).join(', ')}\n`);
  }
  process.exit(found.length ? 1 : 0);
}
