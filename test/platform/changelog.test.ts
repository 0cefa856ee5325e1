import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CHANGELOG } from '../../src/platform/changelog.js';
import { send, useSandbox } from '../helpers/sandbox.js';
import { PLATFORM } from './helpers.js';

const plain = useSandbox();

describe('GET /changelog', () => {
  it('lists the versions served and what v2.2 added, each entry marked spec or convention', async () => {
    const r = await send(`${plain.url}/changelog`, 'GET');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json');
    const registry = r.body.versions[0];
    expect(registry).toMatchObject({ api: 'Registry', version: 'v2.2', source: 'spec' });
    const spec = registry.entries.filter((e: any) => e.basis === 'spec').map((e: any) => e.change);
    expect(spec).toEqual([expect.stringContaining('POST /v2/registry/devices/bulk'), expect.stringContaining('PATCH /v2/registry/requests/bulk'), expect.stringMatching(/tags filter .*AND, OR and negation/), expect.stringContaining('updated_since')]);
    for (const v of r.body.versions) for (const e of v.entries) expect(['spec', 'convention']).toContain(e.basis);
  });

  it('has a Markdown twin in docs/changelog.md with every entry', () => {
    const md = readFileSync('docs/changelog.md', 'utf8');
    for (const v of SANDBOX_CHANGELOG) {
      expect(md).toContain(`## ${v.api} ${v.version} (${v.source})`);
      for (const e of v.entries) expect(md).toContain(`- ${e.basis} (${e.ref}): ${e.change}`);
    }
  });
});

describe('GET /changelog with a platform document', () => {
  const t = useSandbox({ platformOpenapi: [PLATFORM] });
  it("puts the document's info.version and x-changelog first", async () => {
    const r = await send(`${t.url}/changelog`, 'GET');
    expect(r.body.versions[0]).toMatchObject({ api: 'Device Registry (platform)', version: '2.2.7', source: 'platform-document', changelog: [{ version: '2.2.7', changes: ['device groups', 'device search'] }] });
    expect(r.body.versions[1]).toMatchObject({ api: 'Registry', version: 'v2.2' });
  });
});
