import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from '../../src/core/idempotency.js';
import { SlotValues } from '../../src/core/slots.js';
import type { AppEnv } from '../../src/http/env.js';
import { handleError } from '../../src/http/errors.js';
import { idempotency } from '../../src/http/idempotency.js';
import { chain } from '../../src/http/stage.js';
import pino from 'pino';

describe('Idempotency-Key while the first request still runs', () => {
  it('answers a second request with the same key with 409, then replays once the first is done', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const app = new Hono<AppEnv>();
    const onError = handleError(pino({ level: 'silent' }));
    app.onError(onError);
    const slots = new SlotValues({ id: 'p', clock: { now: () => 0 }, account: () => {} });
    const project = { id: 'p', slot: slots.get.bind(slots), peekSlot: slots.peek.bind(slots) };
    const routed = { name: 'routed', enter: (c: any) => void (c.set('operation', { idempotent: true }), c.set('project', project)) };
    app.use('*', chain([routed, idempotency(new IdempotencyStore(() => 0, 1000, 10))], onError));
    app.post('/x', async (c) => {
      runs++;
      await gate;
      return c.json({ run: runs }, 201);
    });
    const send = () => app.request('/x', { method: 'POST', body: '{}', headers: { 'idempotency-key': 'k' } });
    const first = send();
    await new Promise((r) => setTimeout(r, 10));
    const second = await send();
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(201);
    const third = await send();
    expect(third.status).toBe(201);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(runs).toBe(1);
  });
});
