/**
 * Spec §5: one scheme for every API, `Authorization: Bearer <token>` and `X-Service-Project`.
 * What the spec states is normative (a request with both is served, one without a token is not);
 * the statuses and headers of a refusal are conventions (RFC 6750), as is requiring the project.
 */
import type { CheckDefinition } from '../../src/contract/types.js';

const LIST = 'GET /v2/registry/devices';

export default [
  {
    id: 'auth.bearer-and-project-served',
    title: 'A call with a Bearer token and X-Service-Project is served',
    basis: 'normative',
    ref: '§5 rules 2-3',
    safety: 'read-only',
    tags: ['auth', 'registry'],
    uses: [LIST],
    async run(t) {
      const r = await t.when('list devices with the run token and project', () => t.call('GET', '/v2/registry/devices'));
      await t.then('the answer is a 2xx', () => t.expect(r.status >= 200 && r.status < 300, `expected a 2xx, got ${r.status}`, r));
    },
  },
  {
    id: 'auth.token-required',
    title: 'A call without a token is not served',
    basis: 'normative',
    ref: '§5 rules 1-2',
    safety: 'read-only',
    tags: ['auth'],
    uses: [LIST],
    async run(t) {
      const r = await t.when('list devices without Authorization', () => t.call('GET', '/v2/registry/devices', { token: null }));
      await t.then('the call is refused with a 4xx', () => t.expect(r.status >= 400 && r.status < 500, `expected a 4xx refusal, got ${r.status}`, r));
    },
  },
  {
    id: 'auth.missing-token-401',
    title: 'A missing token is 401 with WWW-Authenticate: Bearer',
    basis: 'convention',
    ref: 'RFC 6750 §3; docs/conventions.md (Authentication)',
    safety: 'read-only',
    tags: ['auth'],
    uses: [LIST],
    async run(t) {
      const r = await t.when('list devices without Authorization', () => t.call('GET', '/v2/registry/devices', { token: null }));
      await t.then('401 with a Bearer challenge', () => {
        t.expect(r.status === 401, `expected 401, got ${r.status}`, r);
        t.expect(/^Bearer\b/i.test(r.headers.get('www-authenticate') ?? ''), 'WWW-Authenticate is not a Bearer challenge', r);
      });
    },
  },
  {
    id: 'auth.invalid-token-401',
    title: 'An unknown token is 401 with error="invalid_token"',
    basis: 'convention',
    ref: 'RFC 6750 §3.1; docs/conventions.md (Authentication)',
    safety: 'read-only',
    tags: ['auth'],
    uses: [LIST],
    async run(t) {
      const r = await t.when('list devices with a token nobody issued', () => t.call('GET', '/v2/registry/devices', { token: `not-a-token-${t.run.id}` }));
      await t.then('401 invalid_token', () => {
        t.expect(r.status === 401, `expected 401, got ${r.status}`, r);
        t.expect(/invalid_token/.test(r.headers.get('www-authenticate') ?? ''), 'WWW-Authenticate does not say error="invalid_token"', r);
      });
    },
  },
  {
    id: 'auth.project-required',
    title: 'A call without X-Service-Project, with a token of several projects, is 400',
    basis: 'convention',
    ref: 'DESIGN §4 (X-Service-Project required); spec §5 says "not shown"; docs/decisions/0206',
    safety: 'read-only',
    tags: ['auth'],
    uses: [LIST],
    needsControl: true,
    async run(t) {
      const token = await t.given('a token of this project and another', () => t.mintToken('viewer', [t.target.project, `${t.target.project}-other`]));
      const r = await t.when('list devices without X-Service-Project', () => t.call('GET', '/v2/registry/devices', { token, project: null }));
      await t.then('400 problem', () => t.expect(r.status === 400, `expected 400, got ${r.status}`, r));
    },
  },
  {
    id: 'auth.project-implied',
    title: 'A token of one project implies it; a header naming another project is 403',
    basis: 'convention',
    ref: 'spec §5 says "not shown"; docs/decisions/0206',
    safety: 'read-only',
    tags: ['auth'],
    uses: [LIST],
    needsControl: true,
    async run(t) {
      const token = await t.given('a token of this project only', () => t.mintToken('viewer'));
      const implied = await t.when('list devices without X-Service-Project', () => t.call('GET', '/v2/registry/devices', { token, project: null }));
      await t.then('200', () => t.expect(implied.status === 200, `expected 200, got ${implied.status}`, implied));
      const other = await t.when('list devices naming another project', () => t.call('GET', '/v2/registry/devices', { token, project: `${t.target.project}-other` }));
      await t.then('403 problem', () => t.expect(other.status === 403, `expected 403, got ${other.status}`, other));
    },
  },
  {
    id: 'auth.expired-token-401',
    title: 'A token past its lifetime on the virtual clock is 401 invalid_token',
    basis: 'convention',
    ref: 'RFC 6750 §3.1; docs/conventions.md (Token lifetime)',
    // Moves the sandbox's one clock: every project on it sees the jump.
    safety: 'destructive',
    tags: ['auth', 'clock'],
    uses: [LIST],
    needsControl: true,
    async run(t) {
      const token = await t.given('a token of this project with a one-hour lifetime', () => t.mintToken('viewer'));
      const before = await t.when('it lists devices', () => t.call('GET', '/v2/registry/devices', { token }));
      const clock = await t.given('the virtual clock moves 3601 s ahead (and back afterwards)', async () => (await t.control('GET', '/clock')).body);
      await t.control('POST', '/clock', { advance_seconds: 3601 });
      let after;
      try {
        after = await t.when('it lists devices again', () => t.call('GET', '/v2/registry/devices', { token }));
      } finally {
        await t.control('POST', '/clock', { set: clock.now });
      }
      await t.then('served before, 401 invalid_token after', () => {
        t.expect(before.status === 200, `a fresh token was refused with ${before.status}`, before);
        t.expect(after.status === 401 && /invalid_token/.test(after.headers.get('www-authenticate') ?? ''), `expected 401 invalid_token, got ${after.status}`, after);
      });
    },
  },
] satisfies CheckDefinition[];
