/** `serve --cluster` and the `platform-sandbox cluster` fan-out, without nginx. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { clusterMain } from '../../src/cluster/cli.js';
import { mergeJournals } from '../../src/cluster/fan-out.js';
import { optionsFrom, UsageError } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { freePort } from './instances.js';

async function cli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const status = await clusterMain(argv, env, (s) => (out += s), (s) => (err += s));
  return { status, out, err };
}

describe('serve --cluster', () => {
  it('is a flag and SANDBOX_CLUSTER', () => {
    expect(optionsFrom(['--cluster'], {}).cluster).toBe(true);
    expect(optionsFrom([], { SANDBOX_CLUSTER: '1' }).cluster).toBe(true);
    expect(optionsFrom([], {}).cluster).toBeUndefined();
  });

  it('refuses to start without the operator token, which every instance must share', async () => {
    await expect(startSandbox({ port: 0, logLevel: 'silent', cluster: true })).rejects.toThrow(/SANDBOX_TOKEN/);
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve', '--cluster', '--port', '0'], { encoding: 'utf8', env: { ...process.env, SANDBOX_TOKEN: '' }, timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('cluster mode (--cluster) needs the operator token set (SANDBOX_TOKEN or --token)');
  });

  it('starts with it, and warns when no proxy is trusted', async () => {
    const sb = await startSandbox({ port: 0, logLevel: 'silent', cluster: true, operatorToken: 'sbx_op_same-on-every-instance' });
    try {
      expect(sb.operatorToken).toBe('sbx_op_same-on-every-instance');
      expect(sb.warnings.join('\n')).toContain('cluster mode without --trusted-proxy');
    } finally {
      await sb.stop();
    }
    const trusting = await startSandbox({ port: 0, logLevel: 'silent', cluster: true, operatorToken: 'sbx_op_x', trustedProxies: ['127.0.0.1'] });
    expect(trusting.warnings).toEqual([]);
    await trusting.stop();
  });
});

describe('platform-sandbox cluster', () => {
  it('needs the instances, as URLs', async () => {
    await expect(cli(['health'])).rejects.toThrow(UsageError);
    await expect(cli(['health', '--instances', 'localhost:4010'])).rejects.toThrow(/not an http\(s\) URL/);
    await expect(cli(['frobnicate', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/unknown cluster command "frobnicate"/);
    await expect(cli(['clock', 'set', 'soon', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/RFC 3339/);
    await expect(cli(['seed', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/--seed must be a number/);
    await expect(cli(['clock', 'constructor', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/unknown clock action "constructor"/);
    await expect(cli(['snapshot', 'toString', 'x', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/unknown snapshot action "toString"/);
    await expect(cli(['snapshot', 'save', '--instances', 'http://127.0.0.1:1'])).rejects.toThrow(/needs a NAME/);
    expect((await cli(['--help'])).out).toContain('platform-sandbox cluster');
  });

  it('reports an instance that does not answer, and exits 1', async () => {
    const sb = await startSandbox({ port: 0, logLevel: 'silent', adminToken: 'admin-secret' });
    const gone = `http://127.0.0.1:${await freePort()}`;
    try {
      const r = await cli(['health', '--instances', `${sb.url},${gone}`], { SANDBOX_ADMIN_TOKEN: 'admin-secret' });
      expect(r.status).toBe(1);
      expect(r.err).toContain(`${gone}: no answer (ECONNREFUSED)`);
      const answers = JSON.parse(r.out).instances;
      expect(answers[0]).toMatchObject({ instance: sb.url, status: 200, body: { status: 'ok' } });
      expect(answers[1]).toMatchObject({ instance: gone, status: null });
      // Without the admin token the instance answers 401, and that is a failure too.
      const refused = await cli(['clock', '--instances', sb.url]);
      expect(refused.status).toBe(1);
      expect(refused.err).toContain('HTTP 401');
    } finally {
      await sb.stop();
    }
  });

  it('sets every clock, and sends a project reset to every instance', async () => {
    const a = await startSandbox({ port: 0, logLevel: 'silent' });
    const b = await startSandbox({ port: 0, logLevel: 'silent' });
    const instances = `${a.url},${b.url}`;
    try {
      expect((await cli(['clock', 'set', '2031-02-03T04:05:06.000Z', '--freeze', '--instances', instances])).status).toBe(0);
      expect([a.deps.clock.nowIso(), b.deps.clock.nowIso()]).toEqual(['2031-02-03T04:05:06.000Z', '2031-02-03T04:05:06.000Z']);
      expect((await cli(['clock', 'advance', '60', '--instances', instances])).status).toBe(0);
      expect([a.deps.clock.nowIso(), b.deps.clock.nowIso()]).toEqual(['2031-02-03T04:06:06.000Z', '2031-02-03T04:06:06.000Z']);
      const reset = await cli(['reset', '--project', 'p1', '--instances', instances]);
      expect(JSON.parse(reset.out).instances.map((x: any) => x.body)).toEqual([{ reset: 'p1' }, { reset: 'p1' }]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});

describe('mergeJournals', () => {
  it('interleaves the instances newest first, each entry naming its instance, up to the limit', () => {
    const merged = mergeJournals([
      { instance: 'a', status: 200, body: { data: [{ time: '2026-01-01T00:00:03.000Z', id: 'a2' }, { time: '2026-01-01T00:00:01.000Z', id: 'a1' }] } },
      { instance: 'b', status: 200, body: { data: [{ time: '2026-01-01T00:00:02.000Z', id: 'b1' }] } },
      { instance: 'c', status: null, body: null, error: 'ECONNREFUSED' },
    ], 2);
    expect(merged).toEqual([
      { time: '2026-01-01T00:00:03.000Z', id: 'a2', instance: 'a' },
      { time: '2026-01-01T00:00:02.000Z', id: 'b1', instance: 'b' },
    ]);
  });
});
