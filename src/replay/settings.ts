/**
 * `--replay`, `--replay-ignore`, `--replay-order`, `--replay-unmatched` (and the `--redact`
 * pointers a replay pseudonymises with), checked once at start: a setting that does not parse
 * stops the start naming it.
 */
import type { SandboxConfig } from '../config/config.js';
import { parsePointer, type PointerPattern } from '../proxy/record/pointer.js';
import { matchRules } from './match.js';
import type { Order, ReplayOptions, Unmatched } from './setup.js';

const ORDERS: readonly Order[] = ['recorded', 'first'];
const UNMATCHED: readonly Unmatched[] = ['emulate', 'proxy', '404'];

export function replaySettings(config: SandboxConfig): { defaults: ReplayOptions; redact: PointerPattern[] } {
  const r = config.replay;
  if (!ORDERS.includes(r.order as Order)) throw new Error(`--replay-order ${r.order}: one of ${ORDERS.join(', ')}`);
  if (!UNMATCHED.includes(r.unmatched as Unmatched)) throw new Error(`--replay-unmatched ${r.unmatched}: one of ${UNMATCHED.join(', ')}`);
  if (r.unmatched === 'proxy' && !config.proxy.upstreams.length) throw new Error('--replay-unmatched proxy needs --proxy URL: without it there is no deployment to ask');
  if (r.dir !== undefined && !r.dir.trim()) throw new Error('--replay needs a directory');
  try {
    matchRules(r.ignore);
  } catch (err) {
    throw new Error(`--replay-ignore ${(err as Error).message}`);
  }
  let redact: PointerPattern[];
  try {
    redact = config.proxy.redact.map(parsePointer);
  } catch (err) {
    throw new Error(`--redact ${(err as Error).message}`);
  }
  return { defaults: { ignore: r.ignore, order: r.order as Order, unmatched: r.unmatched as Unmatched }, redact };
}
