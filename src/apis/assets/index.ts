import type { ApiModule } from '../module.js';
import { assetFixtures } from './fixtures.js';
import { collectionSpecs } from './records.js';
import { assetHandlers } from './handlers.js';
import { releaseSeatsOnUserDeletion } from './user-deletion.js';

export const assetsModule: ApiModule = {
  name: 'assets',
  collections: collectionSpecs,
  fixtures: assetFixtures,
  handlers: assetHandlers,
  start: releaseSeatsOnUserDeletion,
};
