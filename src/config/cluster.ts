/**
 * `serve --cluster`: this instance is one of several behind a proxy that hashes each call's project
 * to one of them (docs/scale-out.md). The operator's token must then be the same on every instance,
 * so it cannot be drawn at start: `SANDBOX_TOKEN` is required.
 */
import type { SandboxConfig } from './config.js';

/** Why this configuration cannot start, or undefined. */
export function clusterProblem(config: SandboxConfig): string | undefined {
  if (config.cluster && !config.operatorToken) {
    return 'cluster mode (--cluster) needs the operator token set (SANDBOX_TOKEN or --token): it must be the same on every instance';
  }
  return undefined;
}

export function clusterWarnings(config: SandboxConfig): string[] {
  if (!config.cluster || config.trustedProxies.length) return [];
  return ['cluster mode without --trusted-proxy: every client behind the proxy counts as the proxy\'s address for the failed-authentication limit (docs/scale-out.md)'];
}
