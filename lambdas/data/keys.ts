/**
 * Every key string of the table is built here and nowhere else. Entities (data/entities) compute
 * their keys with these; queries use them for key conditions.
 */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  profileSort: () => 'PROFILE',
  connection: (connectionId: string) => `CONN#${connectionId}`,
  connectionSort: () => 'CONNECTION',
  email: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
  /** A claimed username (unique across users); gsi1 lists it under its owner for account deletion. */
  usernameClaim: (username: string) => `USERNAME#${username.trim().toLowerCase()}`,
  usernameClaimSort: () => 'CLAIM',
  /** A user's session, stored in the user's partition. */
  sessionSort: (sessionId: string) => `SESSION#${sessionId}`,
  /** gsi1 sort key of an active session only (sparse): newest activity last, so a reverse Query lists the latest. */
  activeSession: (lastActive: string, sessionId: string) => `SESSION#${lastActive}#${sessionId}`,
  activeSessionPrefix: () => 'SESSION#',
  newsletterSubscription: (email: string) => `NEWSLETTER#${email.trim().toLowerCase()}`,
  newsletterSubscriptionSort: () => 'SUBSCRIPTION',
  /** A problem of the catalogue (its tests live in the packages bucket, problems/<id>/tests.json). */
  problem: (problemId: string) => `PROBLEM#${problemId}`,
  problemSort: () => 'PROBLEM',
  /** A judged (or queued) submission; gsi1 lists a user's submissions, oldest first. */
  submission: (submissionId: string) => `SUBMISSION#${submissionId}`,
  submissionSort: () => 'SUBMISSION',
  userSubmission: (createdAt: string, submissionId: string) => `SUBMISSION#${createdAt}#${submissionId}`,
  userSubmissionPrefix: () => 'SUBMISSION#',
  /** In the user's partition: the first recorded attempt of a problem (DESIGN D6 awards XP once, on it). */
  problemAttemptSort: (problemId: string) => `ATTEMPT#${problemId}`,
  /**
   * A friend request (spec 3 §3), in the recipient's partition, one per sender: the recipient's
   * incoming requests are one Query of their partition; gsi1 lists the sender's outgoing ones.
   */
  friendRequestSort: (fromUserId: string) => `FRIENDREQ#${fromUserId}`,
  friendRequestPrefix: () => 'FRIENDREQ#',
  sentFriendRequest: (toUserId: string) => `FRIENDREQ#${toUserId}`,
  /** Site-wide documents (spec 1 §3.2 `meta/plans`). */
  meta: (name: string) => `META#${name}`,
  metaSort: () => 'META',
} as const;
