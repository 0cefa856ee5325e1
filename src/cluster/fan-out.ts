/**
 * The control API of a cluster: one request sent to every instance's own address (never through
 * the proxy, which would pick one by the project key), and the answers side by side.
 */

export interface InstanceAnswer {
  instance: string;
  /** The HTTP status, or null when the instance did not answer. */
  status: number | null;
  body: unknown;
  /** Why there is no answer (connection refused, timed out). */
  error?: string;
}

export interface FanOutOptions {
  instances: readonly string[];
  adminToken?: string;
  /** Per instance, real milliseconds. */
  timeoutMs?: number;
}

/** Sends the request to every instance at once; an instance that does not answer is reported, not thrown. */
export async function fanOut(options: FanOutOptions, method: string, path: string, body?: unknown): Promise<InstanceAnswer[]> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.adminToken) headers.authorization = `Bearer ${options.adminToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return Promise.all(
    options.instances.map(async (instance): Promise<InstanceAnswer> => {
      try {
        const res = await fetch(new URL(path, instance), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: kept as text
        }
        return { instance, status: res.status, body: parsed };
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        return { instance, status: null, body: null, error: cause ?? (err as Error).message };
      }
    }),
  );
}

export interface MergedJournalEntry {
  instance: string;
  time: string;
  [field: string]: unknown;
}

/**
 * The instances' journals as one, newest first. Each entry's `time` is its instance's virtual
 * clock: instances whose clocks were not set together through the fan-out may interleave a little
 * out of real order.
 */
export function mergeJournals(answers: readonly InstanceAnswer[], limit: number): MergedJournalEntry[] {
  const all: MergedJournalEntry[] = [];
  for (const a of answers) {
    const data = (a.body as { data?: { time: string }[] } | null)?.data;
    if (a.status === 200 && Array.isArray(data)) for (const e of data) all.push({ ...e, instance: a.instance });
  }
  return all.sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0)).slice(0, limit);
}
