/**
 * A small API with its OpenAPI document and one planted fault per generated check: everything
 * else it answers as its document says. `PLANTED` names the check each fault must be found by.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKEN = 'planted-token-0123456789abcdef';

/** Check id → the fault planted for it. */
export const PLANTED: Record<string, string> = {
  'generated.boom.no-server-error': 'GET /boom answers 500 when n ≥ 50',
  'generated.odd.status-declared': 'GET /odd answers 418, which it does not declare',
  'generated.texty.media-type-declared': 'GET /texty answers text/plain, declared application/json',
  'generated.headered.required-headers': 'GET /headered leaves out its required X-Request-Id',
  'generated.typed.body-valid': 'GET /typed answers count as a string',
  'generated.lenient.negative-data-refused': 'POST /lenient answers 200 to any body',
  'generated.picky.positive-data-accepted': 'POST /picky refuses a valid level with 400 naming it',
  'generated.open-door.missing-credential-refused': 'GET /open-door answers 200 without a token',
  'generated.any.undeclared-method-405': 'GET /any answers 200 to every method',
  'generated.create-ghost.created-readable': 'POST /ghosts creates what GET /ghosts/{id} never finds',
  'generated.delete-thing.deleted-gone': 'DELETE /things/{id} answers 204 and leaves it readable',
};

const problem = { type: 'object', required: ['title'], properties: { title: { type: 'string' }, errors: { type: 'array', items: { type: 'object' } } } };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(problem) });
const thing = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string', readOnly: true }, name: { type: 'string', minLength: 1, maxLength: 20 }, size: { type: 'integer', minimum: 1, maximum: 10 } } };
const common = { '401': err('no credential'), '400': err('bad request') };
const get = (operationId: string, schema: unknown, extra: Record<string, unknown> = {}) => ({ get: { operationId, responses: { '200': { description: 'ok', ...json(schema) }, ...common, ...extra } } });
const ok = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } };

export const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'planted faults', version: '1' },
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: { Thing: thing } },
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { required: true, ...json({ $ref: '#/components/schemas/Thing' }) },
        responses: {
          '201': { description: 'created', ...json({ $ref: '#/components/schemas/Thing' }), links: { GetThing: { operationId: 'getThing', parameters: { id: '$response.body#/id' } }, DeleteThing: { operationId: 'deleteThing', parameters: { id: '$response.body#/id' } } } },
          ...common,
        },
      },
      get: { operationId: 'listThings', responses: { '200': { description: 'ok', ...json({ type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } }) }, ...common } },
    },
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getThing', responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/Thing' }) }, '404': err('none'), ...common } },
      delete: { operationId: 'deleteThing', responses: { '204': { description: 'gone' }, '404': err('none'), ...common } },
    },
    '/ghosts': {
      post: { operationId: 'createGhost', requestBody: { required: true, ...json(thing) }, responses: { '201': { description: 'created', ...json(thing) }, ...common } },
    },
    '/ghosts/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getGhost', responses: { '200': { description: 'ok', ...json(thing) }, '404': err('none'), ...common } },
    },
    '/boom': {
      get: {
        operationId: 'boom',
        parameters: [{ name: 'n', in: 'query', required: true, schema: { type: 'integer', minimum: 0, maximum: 100 } }],
        responses: { '200': { description: 'ok', ...json(ok) }, ...common },
      },
    },
    '/odd': get('odd', ok),
    '/texty': get('texty', ok),
    '/typed': get('typed', { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } }),
    '/headered': { get: { operationId: 'headered', responses: { '200': { description: 'ok', headers: { 'X-Request-Id': { required: true, schema: { type: 'string' } } }, ...json(ok) }, ...common } } },
    '/open-door': get('openDoor', ok),
    '/any': get('any', ok),
    '/lenient': {
      post: {
        operationId: 'lenient',
        requestBody: { required: true, ...json({ type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', format: 'email' } } }) },
        responses: { '200': { description: 'ok', ...json(ok) }, ...common },
      },
    },
    '/picky': {
      post: {
        operationId: 'picky',
        requestBody: { required: true, ...json({ type: 'object', required: ['level'], properties: { level: { type: 'integer', minimum: 1, maximum: 5 } } }) },
        responses: { '200': { description: 'ok', ...json(ok) }, '422': err('refused'), ...common },
      },
    },
  },
};

export interface Planted {
  url: string;
  stop(): Promise<void>;
}

const MAX_BODY = 65_536;

export async function startPlanted(): Promise<Planted> {
  const things = new Map<string, Record<string, unknown>>();
  let next = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > MAX_BODY) return send(413, { title: 'too large' });
      chunks.push(c as Buffer);
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const declared: Record<string, string[]> = { '/things': ['GET', 'POST'], '/ghosts': ['POST'], '/boom': ['GET'], '/odd': ['GET'], '/texty': ['GET'], '/typed': ['GET'], '/headered': ['GET'], '/open-door': ['GET'], '/lenient': ['POST'], '/picky': ['POST'] };
    const item = /^\/(things|ghosts)\/([^/]+)$/.exec(path);
    const methods = declared[path] ?? (item ? (item[1] === 'things' ? ['GET', 'DELETE'] : ['GET']) : path === '/any' ? ['GET', 'PATCH', 'PUT', 'DELETE', 'POST'] : undefined);
    if (!methods) return send(404, { title: 'no such route' });
    if (!methods.includes(method)) return send(405, { title: 'method not allowed' }, { allow: methods.join(', ') });
    if (path !== '/open-door' && req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { title: 'no credential' }, { 'www-authenticate': 'Bearer' });
    let body: any;
    if (method === 'POST') {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { title: 'not JSON' });
      }
    }
    const bad = (field: string) => send(400, { title: 'invalid', errors: [{ field, reason: 'invalid' }] });
    switch (path) {
      case '/boom': {
        const n = Number(url.searchParams.get('n'));
        if (!Number.isInteger(n) || n < 0 || n > 100) return bad('n');
        return n >= 50 ? send(500, { title: 'boom' }) : send(200, { ok: true });
      }
      case '/odd':
        return send(418, { title: "I'm a teapot" });
      case '/texty':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('ok');
      case '/typed':
        return send(200, { count: 'many' });
      case '/headered':
        return send(200, { ok: true });
      case '/open-door':
      case '/any':
      case '/lenient':
        return send(200, { ok: true });
      case '/picky':
        if (typeof body?.level !== 'number') return bad('level');
        return send(400, { title: 'invalid', errors: [{ field: 'level', reason: 'not accepted' }] });
      case '/things':
      case '/ghosts': {
        if (method === 'GET') return send(200, { data: [...things.values()] });
        if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('body');
        if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 20) return bad('name');
        if (body.size !== undefined && (!Number.isInteger(body.size) || body.size < 1 || body.size > 10)) return bad('size');
        const id = `${path.slice(1, 2)}${++next}`;
        const created = { id, name: body.name, ...(body.size === undefined ? {} : { size: body.size }) };
        if (path === '/things') things.set(id, created);
        return send(201, created, { location: `${path}/${id}` });
      }
    }
    const found = item![1] === 'things' ? things.get(decodeURIComponent(item![2])) : undefined;
    if (!found) return send(404, { title: 'none' });
    if (method === 'DELETE') return send(204);
    return send(200, found);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
