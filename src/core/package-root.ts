import { fileURLToPath } from 'node:url';

/** The package root, one level above src/ (or dist/), so it works from source and compiled. */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
