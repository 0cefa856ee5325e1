import type { ApiModule } from '../module.js';
import { assetFixtures } from './fixtures.js';
import { collectionSpecs } from './records.js';
import { assetRoutes } from './routes.js';
import { releaseSeatsOnUserDeletion } from './user-deletion.js';

export const assetsModule: ApiModule = {
  name: 'assets',
  collections: collectionSpecs,
  fixtures: assetFixtures,
  routes: assetRoutes,
  start: releaseSeatsOnUserDeletion,
};
