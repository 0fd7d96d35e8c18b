/**
 * The friends screen's query keys, all under the signed-in user's id so the next user of this
 * browser never sees the previous one's lists. `friendsKeys.all(me)` invalidates every list and
 * counter at once (a `friends_changed` push).
 */
export const friendsKeys = {
  all: (me: string) => ['friends', me] as const,
  summary: (me: string) => ['friends', me, 'summary'] as const,
  lists: (me: string) => ['friends', me, 'list'] as const,
  list: (me: string, cursor: string | undefined) => ['friends', me, 'list', cursor ?? ''] as const,
  requests: (me: string, direction: 'incoming' | 'sent', cursor: string | undefined) => ['friends', me, 'requests', direction, cursor ?? ''] as const,
  search: (me: string, q: string, cursor: string | undefined) => ['friends', me, 'search', q, cursor ?? ''] as const,
  searches: (me: string) => ['friends', me, 'search'] as const,
  /** Every friend, page after page, for the chat panel's list. */
  chatFriends: (me: string) => ['friends', me, 'chat-friends'] as const,
  chat: (me: string, friendId: string) => ['chats', me, 'with', friendId] as const,
  unread: (me: string) => ['chats', me, 'unread'] as const,
  /** Every conversation and the unread counts: read again after a reconnect. */
  chats: (me: string) => ['chats', me] as const,
};
