/**
 * Two small clients written for the resilience tests: a careful one, which does what
 * docs/scenarios.md asks after each fault, and a careless one with five flaws (it ignores
 * Retry-After, resends whole bulks, sends no Idempotency-Key, loops on a failed refresh, its
 * receiver accepts badly signed webhooks). Both run the same flow against `resilience-suite`.
 */
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '../events/receiver.js';

interface Tokens {
  access: string;
  refresh: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class TestClient {
  constructor(
    private readonly url: string,
    private readonly project: string,
    private tokens: Tokens,
    readonly careful: boolean,
  ) {}

  async #send(method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.tokens.access}`, 'x-service-project': this.project, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${this.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  /** Refreshes the tokens; false when the refresh was refused. */
  async #refresh(): Promise<boolean> {
    const res = await fetch(`${this.url}/v3/auth/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-project': this.project },
      body: JSON.stringify({ refresh_token: this.tokens.refresh }),
    });
    const body = (await res.json()) as { access_token?: string; refresh_token?: string };
    if (res.status !== 200) return false;
    this.tokens = { access: body.access_token!, refresh: body.refresh_token! };
    return true;
  }

  /**
   * One call with the client's retry policy: transport failures and 5xx retried (up to 4 attempts,
   * waits 50, 150, 350 ms); 429 after Retry-After (the careless client: at once); an expired token
   * refreshed (the careful client once per expiry and never after a refused refresh; the careless one
   * until it works, at most 3 times).
   */
  async call(method: string, path: string, body?: unknown, key?: string): Promise<Answer> {
    let refreshes = 0;
    for (let attempt = 1; ; attempt++) {
      let answer: Answer;
      try {
        answer = await this.#send(method, path, body, key);
      } catch (err) {
        if (attempt >= 4) throw err;
        await sleep(50 * (2 ** attempt - 1));
        continue;
      }
      if (answer.status === 429 && attempt < 6) {
        if (this.careful) await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000 + 20);
        continue;
      }
      if (answer.status >= 500 && attempt < 4) {
        await sleep(50 * (2 ** attempt - 1));
        continue;
      }
      if (answer.status === 401 && /invalid_token/.test(answer.headers.get('www-authenticate') ?? '')) {
        if (this.careful) {
          // One refresh per expiry; a refused refresh ends the call (no loop).
          if (refreshes++ >= 2 || !(await this.#refresh())) return answer;
          continue;
        }
        let ok = false;
        for (let i = 0; i < 3 && !ok; i++) ok = await this.#refresh();
        if (!ok) return answer;
        continue;
      }
      return answer;
    }
  }

  /**
   * Starts the client's webhook receiver and subscribes it to `device.created`. The careful one
   * verifies each signature (Standard Webhooks) and answers 401 to a bad one, 204 to a good one
   * or a duplicate; the careless one answers 200 to everything.
   */
  async listen(): Promise<Receiver> {
    let secret = '';
    const rx = await startReceiver((r) => {
      if (!this.careful) return { status: 200 };
      try {
        new Webhook(secret).verify(r.body, r.headers);
        return { status: 204 };
      } catch {
        return { status: 401 };
      }
    });
    const sub = await this.call('POST', '/events/subscriptions', { url: rx.url, event_types: ['device.created'], description: 'the client under test' });
    if (sub.status !== 201) throw new Error(`subscribe: ${sub.status} ${JSON.stringify(sub.body)}`);
    secret = sub.body.secret as string;
    return rx;
  }

  /** The flow the suite exercises, start to end. */
  async run(): Promise<void> {
    await this.call('GET', '/v2/registry/devices');

    const items = [0, 1, 2, 3].map((i) => ({ name: `bulk ${i}`, serial_number: `RS-${this.careful ? 'C' : 'X'}-${i}` }));
    const bulkKey = this.careful ? randomUUID() : undefined;
    const bulk = await this.call('POST', '/v2/registry/devices/bulk', { op: 'create', items }, bulkKey);
    if (bulk.status !== 207) throw new Error(`bulk: ${bulk.status} ${JSON.stringify(bulk.body)}`);
    if (this.careful) {
      const retryable = bulk.body.results.filter((r: { status: number }) => r.status >= 500 || r.status === 429).map((r: { index: number }) => items[r.index]);
      if (retryable.length) await this.call('POST', '/v2/registry/devices/bulk', { op: 'create', items: retryable }, randomUUID());
    } else {
      await this.call('POST', '/v2/registry/devices/bulk', { op: 'create', items });
    }

    const one = { name: 'single', serial_number: `RS-${this.careful ? 'C' : 'X'}-single` };
    const created = await this.call('POST', '/v2/registry/devices', one, this.careful ? randomUUID() : undefined);
    const id = created.body.id as string;
    await this.call('GET', `/v2/registry/devices/${id}`);
    await this.call('GET', '/v2/registry/requests');
    await this.call('DELETE', `/v2/registry/devices/${id}`);
  }
}
