/**
 * Another user as the friends screens and the user search show them, and the paging error both
 * answer with: one shape wherever a student sees someone else.
 */
import { friendsMessages, type UserSummary } from '@contract/friends';
import type { PublicUser } from '../data/friends';
import { BadRequest } from '../shared/errors';

/** What a list shows of another user: name, avatar URL, country; never the e-mail address. */
export async function summaryOf(deps: { avatarUrlOf(key: string): Promise<string> }, userId: string, user: PublicUser | undefined): Promise<UserSummary> {
  if (!user) return { userId, name: friendsMessages.userNotFound };
  const avatar = user.avatarKey ? await deps.avatarUrlOf(user.avatarKey).catch(() => user.avatar) : user.avatar;
  return { userId, name: user.name, ...(avatar && { avatar }), ...(user.country && { country: user.country }) };
}

/** A paging cursor the list never issued (tampered, or another list's). */
export const invalidListCursor = () => BadRequest('This page of the list is no longer available. Please reload the list.');
