/**
 * The bounds of form and multipart bodies (issue 40): each limit, and one past it; 5 MiB of
 * brackets or ampersands; and the event loop free while a large body arrives.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const t = useSandbox({ platformOpenapi: [fixture('requests.yaml')] });

const post = (path: string, body: string | Buffer, contentType: string) =>
  t.call('POST', path, { raw: body as string, headers: { 'content-type': contentType } });
// Twilio's create: a form body, and refusals as problem+json (it declares no error shape).
const FORM = '/2010-04-01/Accounts/AC1/Messages.json';
const params = (n: number) => ['Body=x', ...Array.from({ length: n - 1 }, (_, i) => `p${i}=1`)].join('&');

describe('form bodies: at most 1,000 parameters, 8 levels, indexes below 1,000, no prototype keys', () => {
  it('takes each limit and refuses one past it, naming the limit', async () => {
    t.newProject();
    const type = 'application/x-www-form-urlencoded';
    expect((await post(FORM, params(1000), type)).status).toBe(201);
    const many = await post(FORM, params(1001), type);
    expect(many.status).toBe(413);
    expect(many.body.detail).toBe('the form has more than 1000 parameters');
    expect((await post(FORM, 'Body=x&m[1][2][3][4][5][6][7][8]=1', type)).status).toBe(201);
    const deep = await post(FORM, 'Body=x&m[1][2][3][4][5][6][7][8][9]=1', type);
    expect(deep.status).toBe(400);
    expect(deep.body.detail).toBe('a form key nests more than 8 levels of brackets');
    expect((await post(FORM, 'Body=x&list[999]=1', type)).status).toBe(201);
    const index = await post(FORM, 'Body=x&list[1000]=1', type);
    expect(index.status).toBe(400);
    expect(index.body.detail).toBe('a form array index is 1000 or more');
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      for (const written of [`${key}[polluted]=1`, `metadata[${key}]=1`, `${encodeURIComponent(key).replace(/_/g, '%5F')}=1`]) {
        const refused = await post(FORM, `Body=x&${written}`, type);
        expect(refused.status, written).toBe(400);
        expect(refused.body.errors, written).toEqual([{ in: 'body', pointer: `#/${key}`, detail: `must not be ${key}` }]);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses 5 MiB of "a[a[a[" or "&&&" quickly, with 400 or 413', async () => {
    const size = 5 * 1024 * 1024;
    for (const body of ['a['.repeat(size / 2), '&'.repeat(size)]) {
      const started = performance.now();
      const res = await post(FORM, body, 'application/x-www-form-urlencoded');
      expect([400, 413]).toContain(res.status);
      expect(res.body.detail).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(3000);
    }
  });
});

const CRLF = '\r\n';
const multipart = (boundary: string, parts: Part[]) =>
  parts
    .map((p) => [`--${boundary}`, `Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`, ...(p.headers ?? []), '', p.value].join(CRLF))
    .join(CRLF) + `${CRLF}--${boundary}--${CRLF}`;
interface Part {
  name: string;
  value: string;
  filename?: string;
  headers?: string[];
}
const base: Part[] = [
  { name: 'title', value: 'Report' },
  { name: 'file', value: 'bytes', filename: 'a.bin' },
];

describe('multipart bodies: 100 parts, 2,000 header lines a part, 1 MiB a field, a boundary of 1-70 characters', () => {
  it('takes each limit and refuses one past it with 413 naming it', async () => {
    const send = (boundary: string, parts: Part[]) => post('/uploads', multipart(boundary, parts), `multipart/form-data; boundary=${boundary}`);
    const extra = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `x${i}`, value: '1' }));
    expect((await send('b', [...base, ...extra(98)])).status).toBe(201);
    const parts = await send('b', [...base, ...extra(99)]);
    expect(parts.status).toBe(413);
    expect(parts.body.detail).toBe('the multipart body has more than 100 parts');

    const lines = (n: number) => Array.from({ length: n }, (_, i) => `X-H${i}: v`);
    // Content-Disposition is one of a part's header lines.
    expect((await send('b', [{ ...base[0], headers: lines(1999) }, base[1]])).status).toBe(201);
    const headers = await send('b', [{ ...base[0], headers: lines(2000) }, base[1]]);
    expect(headers.status).toBe(413);
    expect(headers.body.detail).toBe('part 1 of the multipart body has more than 2000 header lines');

    const mib = 1024 * 1024;
    expect((await send('b', [{ name: 'note', value: 'n'.repeat(mib) }, ...base])).status).toBe(201);
    const field = await send('b', [{ name: 'note', value: 'n'.repeat(mib + 1) }, ...base]);
    expect(field.status).toBe(413);
    expect(field.body.detail).toBe('field note of the multipart body is larger than 1048576 bytes');

    expect((await send('q'.repeat(70), base)).status).toBe(201);
    const boundary = await send('q'.repeat(71), base);
    expect(boundary.status).toBe(400);
    expect(boundary.body.errors).toEqual([{ in: 'header', pointer: '#/content-type', detail: 'boundary must be 1-70 characters (RFC 2046)' }]);

    const truncated = await post('/uploads', multipart('b', base).slice(0, -12), 'multipart/form-data; boundary=b');
    expect(truncated.status).toBe(400);
    expect(truncated.body.detail).toMatch(/^the multipart body is malformed/);
  });

  it('keeps the event loop free while a 5 MiB body arrives: health answers during the upload', async () => {
    const { port } = new URL(t.url);
    const chunk = Buffer.from('&'.repeat(256 * 1024));
    const status = new Promise<number>((resolve, reject) => {
      const req = request({ port, method: 'POST', path: FORM, headers: { authorization: `Bearer ${t.token}`, 'x-service-project': 'up', 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(chunk.length * 20) } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      let sent = 0;
      const more = () => {
        if (sent++ === 20) return req.end();
        req.write(chunk);
        setTimeout(more, 10);
      };
      more();
    });
    const started = performance.now();
    const health = await fetch(`${t.url}/_sandbox/health`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await status).toBe(413);
  });
});
