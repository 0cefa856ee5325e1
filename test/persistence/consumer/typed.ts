// Compiled against the installed package's declarations only.
import { startSandbox, type Sandbox, type SandboxOptions } from 'platform-sandbox';

const options: SandboxOptions = { port: 0, seed: 7 };
export async function use(): Promise<string> {
  const sb: Sandbox = await startSandbox(options);
  const url: string = sb.url;
  await sb.stop();
  return url;
}
