/**
 * Deleting a user releases their seats. The Auth API publishes the deletion on the domain bus;
 * this listener releases every seat the user held in that project.
 */
import type { DomainEvent } from '../../core/bus.js';
import type { Deps } from '../../deps.js';
import { idStream } from '../ids.js';
import { releaseHolder } from './assignments.js';

/** The bus event the Auth API publishes when a user is deleted (SCIM or REST). */
const USER_DELETED = 'user.deleted';

/** The deleted user's id: `data.user_id` (the Auth API's naming in its events) or `data.id` (the user itself). */
function deletedUserId(event: DomainEvent): string | undefined {
  const data = event.data as { id?: unknown; user_id?: unknown } | null | undefined;
  const id = data?.user_id ?? data?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Releases the seats of the user a `user.deleted` event names; answers how many were released. */
function releaseSeatsOfDeletedUser(deps: Deps, event: DomainEvent): number {
  const userId = deletedUserId(event);
  if (event.type !== USER_DELETED || userId === undefined) return 0;
  const project = deps.store.get(event.project);
  return releaseHolder({ project, deps, ids: idStream(deps, project.id) }, 'user', userId);
}

export function releaseSeatsOnUserDeletion(deps: Deps): () => void {
  return deps.bus.subscribe((event) => {
    const released = releaseSeatsOfDeletedUser(deps, event);
    if (released) deps.logger.debug({ project: event.project, released }, 'released the seats of a deleted user');
  });
}
