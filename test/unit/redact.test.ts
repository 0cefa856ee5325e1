/**
 * One list of credential names (src/core/redact.ts) serves the journal, the logger and the contract
 * runner; a name added at start is hidden by each of them.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/contract/redact.js';
import { addCredentialNames, isCredentialHeader, isCredentialMember, redactBody, redactQuery, redactRawHeaders } from '../../src/core/redact.js';
import { createLoggers } from '../../src/server.js';

function logLine(fields: object): string {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _e, done) {
      lines.push(String(chunk));
      done();
    },
  });
  createLoggers('info', stream).logger.info(fields, 'line');
  return lines.join('');
}

describe('the credential list', () => {
  it('is the same for the journal, the logger and the runner (a name only the runner knew before: passwd, api-key)', () => {
    expect(redactBody('{"passwd":"s3cret-1"}')).toBe('{"passwd":"[redacted]"}');
    expect(redactRawHeaders(['Api-Key', 's3cret-2'])).toEqual({ 'api-key': '[redacted]' });
    expect(logLine({ passwd: 's3cret-3', req: { headers: { 'api-key': 's3cret-4' } } })).not.toMatch(/s3cret/);
    expect(new Redactor().value({ passwd: 's3cret-5' })).toEqual({ passwd: '[redacted]' });
  });

  it('can be extended at start; every user then hides the new names', () => {
    expect(isCredentialMember('Partner_Key')).toBe(false);
    expect(redactQuery('?partner_key=s3cret-6')).toBe('?partner_key=s3cret-6');
    addCredentialNames({ headers: ['X-Partner-Auth'], members: ['partner_key'] });
    expect(isCredentialMember('Partner_Key')).toBe(true);
    expect(isCredentialHeader('x-partner-auth')).toBe(true);
    expect(redactQuery('?a=1&partner_key=s3cret-6')).toBe('?a=1&partner_key=[redacted]');
    expect(redactBody('{"partner_key": "s3cret-7", "name": "n"}')).toBe('{"partner_key": "[redacted]", "name": "n"}');
    expect(redactRawHeaders(['X-Partner-Auth', 's3cret-8'])).toEqual({ 'x-partner-auth': '[redacted]' });
    expect(logLine({ partner_key: 's3cret-9', err: { headers: { 'x-partner-auth': 's3cret-10' } } })).not.toMatch(/s3cret/);
    const r = new Redactor();
    expect(r.value({ partner_key: 's3cret-11' })).toEqual({ partner_key: '[redacted]' });
    expect(r.headers({ 'x-partner-auth': 's3cret-12' })).toEqual({ 'x-partner-auth': '[redacted]' });
  });

  it('refuses a name that would not read as one', () => {
    expect(() => addCredentialNames({ members: ['a|b'] })).toThrow(/letters, digits/);
  });
});
