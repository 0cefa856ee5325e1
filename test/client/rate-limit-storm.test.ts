import { describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../src/client/index.js';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox();

const client = (project: string) => createPlatformClient({ baseUrl: h.url, project, token: h.token });

// Chunking, results in order, replays, partial failures and requests.bulk_patch are in the shared
// behaviour suite (test/clients/behaviour.test.ts), run by all three clients.

describe('riding out a rate-limit-storm', () => {
  it('finishes every call through Retry-After', async () => {
    const project = h.newProject();
    await h.admin('POST', `/scenarios/projects/${project}`, { name: 'rate-limit-storm', seed: 3 });
    const c = client(project);
    const refused = async () => (await h.admin('GET', `/journal?project=${project}&limit=1000`)).body.data.filter((e: any) => e.status === 429).length;
    // About one call in ten starts a storm; the project name (and so the draws) differs per run.
    let calls = 0;
    while (calls < 200 && (await refused()) === 0) {
      // A call the storm refuses is retried after Retry-After and answers like the others.
      expect((await c.devices.list({ limit: 1 })).data).toHaveLength(1);
      calls++;
    }
    expect(await refused()).toBeGreaterThan(0);
  });
});
