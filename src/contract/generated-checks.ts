/**
 * Generated checks of every operation of an OpenAPI document (ours by default, `--openapi FILE`
 * for another): `generated.<operation>.<check>`, one result per check that applies. The first
 * check of an operation exercises it (generated-cases.ts); the others read their verdict. The
 * document's own claims about a target are normative for it (`--openapi`); ours are conventions.
 */
import type { OpenApiDocument } from '../openapi/document.js';
import type { Operation, OperationTable } from '../openapi/operations.js';
import { resolveRef } from '../openapi/resolve-ref.js';
import { inferResources, type CrudRole } from '../platform/crud-shape.js';
import type { TargetClient } from './http.js';
import { OperationCases, type GeneratedSettings } from './generated-cases.js';
import { GENERATED_CHECKS, type GeneratedCheck, type Verdict } from './generated-verdicts.js';
import { RunState } from './generated-state.js';
import { violationsOf } from './schema-arbitrary.js';
import type { CheckDefinition, Safety } from './types.js';

export interface GeneratedEnvironment {
  client: TargetClient;
  settings: GeneratedSettings;
}

const TITLES: Record<GeneratedCheck, string> = {
  'no-server-error': 'answers no 5xx to a generated request',
  'status-declared': 'answers only statuses it declares',
  'media-type-declared': 'answers only media types it declares',
  'required-headers': 'answers with the response headers it marks required',
  'body-valid': 'answers bodies valid against their schema',
  'negative-data-refused': 'refuses a body its schema refuses with a 4xx',
  'positive-data-accepted': 'does not refuse a request valid against its schema',
  'missing-credential-refused': 'refuses a call without its credential or a required header',
  'undeclared-method-405': 'answers 405 to a method its path does not declare',
  'created-readable': 'a created resource reads back',
  'deleted-gone': 'a deleted resource is gone (404 or 410)',
};

const slug = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');

/**
 * Which operations create, read and delete which resource: the document's `links` first (a 2xx
 * of a create naming the read or delete operation), then the CRUD inference of platform documents.
 */
function crudRoles(doc: OpenApiDocument, table: OperationTable): Map<string, CrudRole> {
  const roles = inferResources(table.operations);
  const byId = new Map(table.operations.map((o) => [o.id, o]));
  for (const op of table.operations) {
    if (op.method !== 'POST') continue;
    for (const [status, response] of Object.entries<any>(op.raw.responses ?? {})) {
      if (!/^2/.test(status)) continue;
      for (const link of Object.values<any>(resolveRef(doc, response)?.links ?? {})) {
        const target = byId.get(resolveRef(doc, link)?.operationId);
        const m = target && /^(.*)\/\{([^}/]+)\}$/.exec(target.path);
        if (!target || !m) continue;
        const verb = target.method === 'GET' ? 'read' : target.method === 'DELETE' ? 'delete' : target.method === 'PATCH' ? 'update' : target.method === 'PUT' ? 'replace' : undefined;
        if (!verb) continue;
        roles.set(op.id, { resource: op.path, verb: 'create', param: m[2] });
        roles.set(target.id, { resource: op.path, verb, param: m[2] });
      }
    }
  }
  return roles;
}

/** Runs writes last that destroy (DELETE), creates first: later operations read what earlier ones made. */
function order(op: Operation, roles: Map<string, CrudRole>): number {
  if (roles.get(op.id)?.verb === 'create') return 0;
  if (op.method === 'DELETE') return 3;
  if (op.method === 'GET') return 1;
  return 2;
}

function applicable(op: Operation, doc: OpenApiDocument, roles: Map<string, CrudRole>, firstOfPath: boolean): GeneratedCheck[] {
  const write = op.method !== 'GET' && op.method !== 'HEAD';
  const role = roles.get(op.id);
  const hasRead = (resource: string) => [...roles.values()].some((r) => r.resource === resource && r.verb === 'read');
  return GENERATED_CHECKS.filter((c) => {
    switch (c) {
      case 'required-headers':
        return Object.values<any>(op.raw.responses ?? {}).some((r) => Object.values<any>(resolveRef(doc, r)?.headers ?? {}).some((h) => resolveRef(doc, h)?.required));
      case 'negative-data-refused': {
        const media = resolveRef(doc, op.raw.requestBody)?.content ?? {};
        const json = Object.keys(media).find((t) => /json/i.test(t));
        return write && json !== undefined && !!media[json].schema && violationsOf(media[json].schema, doc).length > 0;
      }
      case 'missing-credential-refused': {
        const sec: object[] = op.raw.security ?? doc.security ?? [];
        const params = [...(doc.paths?.[op.path]?.parameters ?? []), ...(op.raw.parameters ?? [])].map((p) => resolveRef(doc, p));
        return (sec.length > 0 && !sec.some((s) => !Object.keys(s).length)) || params.some((p) => p?.in === 'header' && p.required && !/^(authorization|x-service-project|accept|content-type|idempotency-key|if-match)$/i.test(p.name));
      }
      case 'undeclared-method-405':
        return firstOfPath;
      case 'created-readable':
        return role?.verb === 'create' && hasRead(role.resource);
      case 'deleted-gone':
        return role?.verb === 'delete' && hasRead(role.resource) && [...roles.values()].some((r) => r.resource === role.resource && r.verb === 'create');
      default:
        return true;
    }
  });
}

export function generatedCaseChecks(doc: OpenApiDocument, table: OperationTable, source: string | undefined, envOf: () => GeneratedEnvironment | undefined): CheckDefinition[] {
  const roles = crudRoles(doc, table);
  const state = new RunState();
  const exercised = new Map<string, Promise<OperationCases>>();
  const methodsOf = (path: string) => table.operations.filter((o) => o.path === path).map((o) => o.method);
  const seenPaths = new Set<string>();
  const ops = [...table.operations].sort((a, b) => order(a, roles) - order(b, roles));
  const firsts = new Set<string>();
  for (const op of table.operations) if (!seenPaths.has(op.path)) (seenPaths.add(op.path), firsts.add(op.id));

  const casesOf = (op: Operation, env: GeneratedEnvironment, remember: (p: string, l: string) => void) => {
    let p = exercised.get(op.id);
    if (!p) {
      const cases = new OperationCases(op, table, doc, roles, state, env.client, env.settings);
      p = cases.exercise(remember).then(() => cases);
      exercised.set(op.id, p);
    }
    return p;
  };

  return ops.flatMap((op) =>
    applicable(op, doc, roles, firsts.has(op.id)).map((check): CheckDefinition => {
      const write = op.method !== 'GET' && op.method !== 'HEAD';
      const undeclared = ['GET', 'PATCH', 'PUT', 'DELETE', 'POST'].find((m) => !methodsOf(op.path).includes(m));
      const safety: Safety =
        check === 'created-readable' || check === 'deleted-gone' || (check === 'undeclared-method-405' ? undeclared !== undefined && undeclared !== 'GET' : write) ? 'isolated-writes' : 'read-only';
      return {
        id: `generated.${slug(op.id)}.${check}`,
        title: `${op.method} ${op.path} ${TITLES[check]}`,
        basis: source ? 'normative' : 'convention',
        ref: `${source ?? 'contracts/openapi'} ${op.method} ${op.path}`,
        safety,
        tags: ['generated', check],
        uses: check === 'undeclared-method-405' ? [] : [`${op.method} ${op.path}`],
        async run(t) {
          const env = envOf();
          if (!env) t.inconclusive('generated checks need a run');
          let verdict: Verdict;
          if (check === 'undeclared-method-405') {
            verdict = await t.when(`a method ${op.path} does not declare`, () => new OperationCases(op, table, doc, roles, state, env!.client, env!.settings).undeclaredMethod(methodsOf(op.path)));
          } else {
            const cases = await t.when(`generated requests to ${op.method} ${op.path} (seed ${env!.settings.seed})`, () => casesOf(op, env!, (p, l) => t.remember(p, l)));
            verdict = cases.verdict(check);
          }
          if (verdict.outcome === 'inconclusive') t.inconclusive(verdict.reason);
          await t.then(TITLES[check], () => t.expect(verdict.outcome === 'pass', verdict.reason, verdict.evidence));
        },
      };
    }),
  );
}
