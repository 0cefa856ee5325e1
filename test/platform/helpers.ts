import { join } from 'node:path';

const fixtures = join(import.meta.dirname, 'fixtures');
export const PLATFORM = join(fixtures, 'platform.yaml');
export const fixture = (name: string) => join(fixtures, name);
