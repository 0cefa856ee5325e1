/**
 * References from one API to the Auth API's users (`deps.users`). Any user in the directory may be
 * named as a fact (an installation's user, an article's author). Only an active one may be given
 * something new (a license seat, an assignment): a user deactivated through SCIM keeps what they
 * hold, but gets nothing more until reactivated.
 */
import type { Deps } from '../deps.js';

/** `fact`: the user must exist; `grant`: the user must also be active. */
export type UserUse = 'fact' | 'grant';

export interface UserRefusal {
  reason: 'absent' | 'inactive';
  /** The sentence for the problem's `detail`. */
  detail: string;
  /** The field error's `detail` when the user is deactivated (an absent user's wording is the caller's). */
  fieldDetail: string;
}

/**
 * Why a user id cannot be used here, or `undefined` when it can. With no directory to ask (the
 * Auth API absent) any id is accepted.
 */
export function userRefusal(users: Deps['users'], project: string, id: string, use: UserUse, what = 'be given anything new'): UserRefusal | undefined {
  const status = users.status(project, id);
  if (status === 'absent') return { reason: 'absent', detail: `user ${id} does not exist in project ${project}`, fieldDetail: 'is not an existing user' };
  if (status === 'inactive' && use === 'grant') {
    return { reason: 'inactive', detail: `user ${id} is deactivated in project ${project} and cannot ${what}; reactivate the user first`, fieldDetail: 'is a deactivated user' };
  }
  return undefined;
}
