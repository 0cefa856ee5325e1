/**
 * Array query parameters as a document writes them (OpenAPI §4.8.12.4): `style: form` with
 * `explode: false` is `type=album,track`, `pipeDelimited` is `ids=1|2`, and the default (form,
 * exploded) repeats the name. Each item is checked against the items' schema (Spotify's `type`).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { fixture } from './helpers.js';

const t = useSandbox({ platformOpenapi: [fixture('delimited.yaml')] });

describe('array query parameters written as one value', () => {
  it('splits form with explode false at commas and pipeDelimited at pipes, and keeps repeated names as they are', async () => {
    expect((await t.call('GET', '/search?type=album,track')).status).toBe(200);
    expect((await t.call('GET', '/search?type=album&ids=1|2|3')).status).toBe(200);
    expect((await t.call('GET', '/search?type=track&tag=a,b&tag=c')).status).toBe(200);
  });

  it('checks each item, naming the one refused', async () => {
    const bad = await t.call('GET', '/search?type=album,podcast');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('type/1');
    const many = await t.call('GET', '/search?type=album&ids=1|2|3|4');
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toMatch(/ids/);
    const notInt = await t.call('GET', '/search?type=album&ids=1|x');
    expect(notInt.status).toBe(400);
    expect(JSON.stringify(notInt.body)).toContain('ids/1');
  });
});
