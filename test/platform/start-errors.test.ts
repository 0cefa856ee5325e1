import { describe, expect, it } from 'vitest';
import { optionsFrom } from '../../src/config/env.js';
import { startSandbox } from '../../src/server.js';
import { fixture, PLATFORM } from './helpers.js';

const start = (...files: string[]) => startSandbox({ port: 0, logLevel: 'silent', platformOpenapi: files });

describe('a platform document that cannot be served stops the start, naming file, pointer and reason', () => {
  it('Swagger 2.0', async () => {
    await expect(start(fixture('swagger-2.yaml'))).rejects.toThrow(`platform document ${fixture('swagger-2.yaml')} at #/openapi: is not OpenAPI 3.x: there is no "openapi" version field (it is Swagger 2.0; convert it to OpenAPI 3.1 first)`);
  });

  it('a $ref that points at nothing', async () => {
    await expect(start(fixture('broken-ref.yaml'))).rejects.toThrow(/^platform document .*broken-ref\.yaml at #\/paths\/~1v2~1registry~1widgets\/get\/responses\/200\/content\/application~1json\/schema\/\$ref: .*#\/components\/schemas\/Widget/);
  });

  it('a file that is not there, or a second document describing the same operation', async () => {
    await expect(start(fixture('absent.yaml'))).rejects.toThrow(`platform document ${fixture('absent.yaml')} at #: cannot be read: ENOENT`);
    await expect(start(PLATFORM, PLATFORM)).rejects.toThrow(/at #\/paths\/~1v2~1registry~1device-groups\/get: GET \/v2\/registry\/device-groups is described by .*platform\.yaml too/);
  });

  it('is taken from SANDBOX_PLATFORM_OPENAPI and from repeated flags', () => {
    expect(optionsFrom([], { SANDBOX_PLATFORM_OPENAPI: 'a.yaml,b.json' }).platformOpenapi).toEqual(['a.yaml', 'b.json']);
    expect(optionsFrom(['--platform-openapi', 'a.yaml', '--platform-openapi', 'b.yaml', '--strict', '--platform-only', '--platform-map', 'm.yaml'], {})).toMatchObject({ platformOpenapi: ['a.yaml', 'b.yaml'], strict: true, platformOnly: true, platformMap: 'm.yaml' });
  });
});
