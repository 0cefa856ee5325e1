/**
 * The TypeScript SDK's run under `resilience-suite` (test/clients/resilience.test.ts): the same
 * steps as clients/python/tests/resilience_flow.py and clients/go/resilience_test.go, each through
 * the SDK as a partner would call it, the partner's own code limited to what the SDK leaves to it
 * (retrying a bulk call's failed items, going on after an error).
 */
import { createPlatformClient } from '../../src/client/index.js';

export interface FlowContext {
  url: string;
  project: string;
  access_token: string;
  refresh_token: string;
}

/** Runs the flow; answers what each step ended with (for the test's messages). */
export async function typescriptFlow(ctx: FlowContext): Promise<string[]> {
  const client = createPlatformClient({ baseUrl: ctx.url, project: ctx.project, token: { accessToken: ctx.access_token, refreshToken: ctx.refresh_token } });
  const log: string[] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    try {
      await run();
      log.push(`${name}: ok`);
    } catch (err) {
      log.push(`${name}: ${(err as Error).message}`);
    }
  };
  let ids: string[] = [];
  // 1. A list that meets one 429.
  await step('list', async () => {
    ids = (await client.devices.list({ limit: 4 })).data.map((d) => d.id);
  });
  // 2. A bulk patch with a transient (503) and a permanent (409) item failure; the transient one again.
  await step('bulk', async () => {
    const result = await client.devices.bulk_patch(ids.map((id) => ({ id, tags: ['resilience'] })));
    const retryable = result.failed.filter((f) => f.status >= 500 || f.status === 429).map((f) => ({ id: f.id!, tags: ['resilience'] }));
    if (retryable.length) await client.devices.bulk_patch(retryable);
  });
  // 3. A read closed twice without an answer.
  await step('get', () => client.devices.get(ids[0]));
  // 4. A read whose token expires twice (the first refresh works, the second is refused).
  await step('requests', () => client.requests.list({ limit: 1 }));
  // 5. A create reset before the platform sees it.
  let created = '';
  await step('create', async () => {
    created = (await client.devices.create({ name: 'resilience', serial_number: 'RES-TS-1' }, { idempotencyKey: globalThis.crypto.randomUUID() })).id;
  });
  // 6. A delete answered 403.
  await step('delete', () => client.devices.delete(created || ids[0]));
  return log;
}
