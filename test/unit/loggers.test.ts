/**
 * Credentials never reach a log line: every line of `deps.logger` passes pino's redaction, and the
 * request line, which skips it for speed, is built from redacted fields only.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { resolveConfig } from '../../src/config/config.js';
import { createDeps, createLoggers, sandboxModules } from '../../src/server.js';

const modules = sandboxModules();

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('log lines and credentials', () => {
  it('censors a credential at the top of a line, one level down and in a headers object one level down', () => {
    const { lines, stream } = capture();
    const { logger } = createLoggers('info', stream);
    logger.error({ err: { headers: { authorization: 'Bearer s3cret-a' } }, token: 's3cret-b', req: { password: 's3cret-c', headers: { 'x-api-key': 's3cret-d' } } }, 'failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/s3cret/);
    expect(lines[0]).toContain('[redacted]');
  });

  it('writes one request line per call with no credential in it, a token in the path included', async () => {
    const { lines, stream } = capture();
    const config = resolveConfig({ logLevel: 'info', fixtures: 'empty', operatorToken: 'operator-s3cret-token-0123456789' });
    const deps = createDeps(config, modules, createLoggers('info', stream));
    const app = createApp(deps, modules);
    const auth = { authorization: 'Bearer operator-s3cret-token-0123456789', 'x-service-project': 'logs' };
    expect((await app.fetch(new Request('http://sandbox.test/v2/registry/devices?limit=1&access_token=s3cret-q', { headers: auth }))).status).toBe(400);
    expect((await app.fetch(new Request('http://sandbox.test/v2/registry/devices?limit=1', { headers: auth }))).status).toBe(200);
    expect((await app.fetch(new Request('http://sandbox.test/_sandbox/tokens/sbx_mint_s3cret-in-path', { method: 'DELETE' }))).status).toBe(404);
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect(requests.map((r) => [r.method, r.status])).toEqual([['GET', 400], ['GET', 200], ['DELETE', 404]]);
    expect(requests[1]).toMatchObject({ path: '/v2/registry/devices', project: 'logs' });
    expect(lines.join('\n')).not.toMatch(/s3cret/);
  });
});
