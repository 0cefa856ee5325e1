/**
 * The drift panel shows the control API's drift report (`GET /_sandbox/drift`) of a sandbox started
 * with a platform document (`--platform-openapi`; the document is the platform description's test
 * document, which contradicts two normative rules and names a field otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/server.js';
import { PLATFORM } from '../platform/helpers.js';
import { ui, visible } from './ui-client.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent', platformOpenapi: [PLATFORM] });
});
afterAll(() => sb.stop());

describe('the drift panel with a drift report', () => {
  it('shows each part of the report as a table, the contradictions of the spec first', async () => {
    const r = await ui(sb, '/drift');
    expect(r.status).toBe(200);
    const text = visible(r.text);
    const contradictions = text.indexOf('contradictions rule ref operation document spec bulk-answers-207');
    expect(contradictions, text).toBeGreaterThan(-1);
    expect(text).toContain('bulk-at-most-500-items');
    expect(text.indexOf('differences')).toBeGreaterThan(contradictions);
    expect(text).toContain('data[].serial');
    expect(text).toContain('/v2/registry/device-groups');
    expect(text).not.toContain('--platform-openapi');
  });
});
