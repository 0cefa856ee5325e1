/** What the journal's body excerpts hide: credential members and parameters, wherever they are. */
import { describe, expect, it } from 'vitest';
import { bodyExcerpt, BODY_EXCERPT_CHARS } from '../../src/http/journal.js';
import { redactBody } from '../../src/core/redact.js';

describe('body redaction', () => {
  it('hides the values of credential members at any depth, in any case', () => {
    const body = JSON.stringify({ username: 'ada', password: 'pw"with\\"quotes', nested: { previous_secrets: [{ secret: 'whsec_abc', expires_at: 'x' }] }, Access_Token: 't1' });
    const out = redactBody(body)!;
    expect(JSON.parse(out)).toEqual({ username: 'ada', password: '[redacted]', nested: { previous_secrets: [{ secret: '[redacted]', expires_at: 'x' }] }, Access_Token: '[redacted]' });
  });

  it('hides a credential cut off by the excerpt, and form parameters', () => {
    expect(redactBody('{"name":"a","refresh_token":"abcdef')).toBe('{"name":"a","refresh_token":"[redacted]"');
    expect(redactBody('grant_type=refresh_token&refresh_token=abc&client_secret=def')).toBe('grant_type=refresh_token&refresh_token=[redacted]&client_secret=[redacted]');
  });

  it('hides the value of a SCIM PATCH that sets a password', () => {
    const patch = { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'password', value: 'n3w-pw' }] };
    expect(redactBody(JSON.stringify(patch))).not.toContain('n3w-pw');
    expect(redactBody(JSON.stringify({ Operations: [{ op: 'replace', path: 'displayName', value: 'Ada' }] }))).toContain('Ada');
  });

  it('keeps a short body as it is and copies the first characters of a long one', () => {
    expect(bodyExcerpt('{"a":1}')).toBe('{"a":1}');
    expect(bodyExcerpt(undefined)).toBeNull();
    const long = 'x'.repeat(BODY_EXCERPT_CHARS * 3);
    expect(bodyExcerpt(long)).toBe('x'.repeat(BODY_EXCERPT_CHARS));
  });
});
