/**
 * The friends screen's own texts. The spec's messages (failures, the weekly limit, the chat's
 * reasons) live in the contract (`friendsMessages`, `chatMessages`) and are used from there.
 */
export const friendsTexts = {
  title: 'Friends',
  intro: 'Connect with other programmers, answer friend requests and chat with your friends.',
  signInPrompt: 'Please sign in to see your friends, answer requests and chat.',
  signIn: 'Sign In',
  messages: 'Messages',
  tabs: { friends: 'My Friends', requests: 'Pending Requests', search: 'Search' },
  counters: { totalFriends: 'Total Friends', pendingRequests: 'Pending Requests', sentRequests: 'Sent Requests', friendsActive: 'Friends Active' },
  noFriends: 'No friends yet. Search for people to add them as friends.',
  noIncoming: 'No pending friend requests.',
  noSent: 'No sent requests waiting.',
  incomingHeading: 'Received',
  sentHeading: 'Sent',
  loadFailed: 'Failed to load. Please try again.',
  retry: 'Retry',
  loading: 'Loading...',
  searchLabel: 'Search users by name or email',
  searchPlaceholder: 'Search by name or email',
  searchTooShort: (min: number) => `Type at least ${min} characters to search.`,
  noResults: 'No users found.',
  online: 'Online',
  offline: 'Offline',
  message: 'Message',
  remove: 'Remove',
  accept: 'Accept',
  reject: 'Reject',
  cancel: 'Cancel',
  addFriend: 'Add Friend',
  requestSent: 'Request sent',
  friends: 'Friends',
  you: 'You',
  viewPlans: 'View plans',
  removeTitle: 'Remove friend',
  removeQuestion: (name: string) => `Remove ${name} from your friends?`,
  keep: 'Keep',
  nowFriends: (name: string) => `You and ${name} are now friends.`,
  /** The week's invites against the plan's allowance (-1: unlimited). */
  invitesUsed: (used: number, limit: number) =>
    limit === -1
      ? `${used} friend ${used === 1 ? 'invite' : 'invites'} sent this week (unlimited on your plan).`
      : `${used} of ${limit} friend invites used this week.`,
} as const;

export const chatTexts = {
  panelTitle: 'Messages',
  dialogTitle: (name: string) => `Chat with ${name}`,
  friendsHeading: 'Friends',
  noFriends: 'Add friends to chat with them.',
  showMoreFriends: 'Show more friends',
  backToFriends: 'Back to friends',
  loadingMessages: 'Loading messages...',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages...',
  noMessages: 'No messages yet. Say hello!',
  send: 'Send',
  sending: 'Sending...',
  close: 'Close',
  read: 'Read',
  sent: 'Sent',
  inputLabel: 'Message',
  historyFailed: 'Failed to load messages.',
  unread: (n: number) => `${n} unread`,
} as const;
