/** What the benches measure of a server process: when it first answers, and the CPU it used. */
import { readFileSync } from 'node:fs';

/** Milliseconds from `since` until the URL first answers (any HTTP status). */
export async function firstAnswer(url: string, since: number, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    try {
      await fetch(url, { headers });
      return performance.now() - since;
    } catch {
      if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** CPU time (user + system) a process has used so far: a start-up cost a busy machine does not inflate. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
