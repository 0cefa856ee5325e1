/** The API modules, in the order their fixtures are generated (a module may read earlier ones'). */
import type { ApiModule } from './module.js';
import { authModule } from './auth/index.js';
import { registryModule } from './registry/index.js';
import { assetsModule } from './assets/index.js';

export const modules: readonly ApiModule[] = [authModule, registryModule, assetsModule];
