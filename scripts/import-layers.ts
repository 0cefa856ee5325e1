/**
 * The layer rule of `src/`: the stages (`src/http/`) and the contract's compilation (`src/openapi/`)
 * know nothing of the features built on them. They import from `src/core/`, `src/config/`,
 * `src/generated/` and each other; of the layers above, only the handler tables' types
 * (`apis/handler.ts`, `admin/handler.ts`), type-only. The platform document (`src/platform/`) in
 * particular is its own stages in `src/app.ts`'s lists. test/foundation/import-graph.test.ts runs it.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface LayerRule {
  /** Folders (relative to src/, with a trailing `/`) whose files the rule holds for. */
  lower: string[];
  /** What they may import, by folder or file relative to src/. */
  allowed: string[];
  /** Files they may import type-only. */
  typeOnly: string[];
}

export const LAYERS: LayerRule = {
  lower: ['http/', 'openapi/'],
  allowed: ['http/', 'openapi/', 'core/', 'config/', 'generated/'],
  typeOnly: ['apis/handler.ts', 'admin/handler.ts'],
};

/** Each import of `files` (absolute paths under `root`) that breaks the rule, as `from -> to`. */
export function layerViolations(root: string, files: readonly string[], rule: LayerRule = LAYERS): string[] {
  const rel = (f: string) => relative(root, f).split(sep).join('/');
  const out: string[] = [];
  for (const file of files) {
    const from = rel(file);
    if (!rule.lower.some((dir) => from.startsWith(dir))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const node of source.statements) {
      if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
      const spec = node.moduleSpecifier.text;
      if (!spec.startsWith('.')) continue;
      const to = rel(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true || isAllTypes(node) : node.isTypeOnly;
      if (rule.allowed.some((a) => to.startsWith(a))) continue;
      if (typeOnly && rule.typeOnly.includes(to)) continue;
      out.push(`${from} -> ${to}${typeOnly ? ' (type-only)' : ''}`);
    }
  }
  return out;
}

/** `import { type A, type B } from ...`: every name type-only (and at least one name). */
function isAllTypes(node: ts.ImportDeclaration): boolean {
  const bindings = node.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings) || node.importClause?.name) return false;
  return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}
