/** The API modules, in the order their fixtures are generated (a module may read earlier ones'). */
import { graphModule } from './graph/index.js';
import type { ApiModule } from './module.js';
import { authModule } from './auth/index.js';
import { eventsModule } from './events/index.js';
import { registryModule } from './registry/index.js';
import { assetsModule } from './assets/index.js';

// The graph links other modules' records, so it stays after them.
export const modules: readonly ApiModule[] = [authModule, registryModule, assetsModule, graphModule, eventsModule];
