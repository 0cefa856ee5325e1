/** The package's programmatic entry: `import { startSandbox } from 'platform-sandbox'`. */
export { startSandbox, createDeps, type Sandbox } from './server.js';
export type { SandboxConfig, SandboxOptions } from './config/config.js';
export { createApp } from './app.js';
