/**
 * Every key string of the table is built here and nowhere else. Entities (data/entities) compute
 * their keys with these; queries use them for key conditions.
 */

/** Day, ISO week, month, year. */
export type XpPeriodKind = 'D' | 'W' | 'M' | 'Y';

/** One item's key in the table. */
export interface ItemKey {
  pk: string;
  sk: string;
}

export const keys = {
  user: (userId: string) => `USER#${userId}`,
  /**
   * A user's own items split by how often they change (docs/architecture.md §5): the profile (rare edits), the
   * stats (every judged submission), presence (every 30 s). They share the `PROFILE` prefix, so the
   * three are one Query (begins_with) of the user's partition.
   */
  profileSort: () => 'PROFILE',
  statsSort: () => 'PROFILE#STATS',
  presenceSort: () => 'PROFILE#PRESENCE',
  ownItemsPrefix: () => 'PROFILE',
  /**
   * XP counters in the user's partition, one item per period in the user's timezone
   * (contract/progress.ts): `XP#D#2026-11-23`, `XP#W#2026-W48`, `XP#M#2026-11`, `XP#Y#2026`. A chart is
   * one Query of a prefix between two periods; each award ADDs to four small items.
   */
  xpCounter: (kind: XpPeriodKind, period: string) => `XP#${kind}#${period}`,
  xpCounterPrefix: (kind: XpPeriodKind) => `XP#${kind}#`,
  connection: (connectionId: string) => `CONN#${connectionId}`,
  connectionSort: () => 'CONNECTION',
  /** One of a user's socket slots (entities/socket-slot.ts). */
  socketSlot: (slot: number) => `SOCKETSLOT#${slot}`,
  socketSlots: () => 'SOCKETSLOT#',
  /** An e-mail address claimed by one account, in any letter case (data/email-claims.ts). */
  email: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
  emailClaimSort: () => 'CLAIM',
  /** A claimed username (unique across users); gsi1 lists it under its owner for account deletion. */
  usernameClaim: (username: string) => `USERNAME#${username.trim().toLowerCase()}`,
  usernameClaimSort: () => 'CLAIM',
  /** A user's session, stored in the user's partition. */
  sessionSort: (sessionId: string) => `SESSION#${sessionId}`,
  /** gsi1 sort key of an active session only (sparse): newest activity last, so a reverse Query lists the latest. */
  activeSession: (lastActive: string, sessionId: string) => `SESSION#${lastActive}#${sessionId}`,
  activeSessionPrefix: () => 'SESSION#',
  /**
   * Payments (docs/decisions/D09), in the buyer's partition: checkout orders (`ORDER#<id>`), the subscription
   * in force (`SUBSCRIPTION`) and the billing history, newest last (`PAYMENT#<at>#<eventId>`).
   */
  orderSort: (orderId: string) => `ORDER#${orderId}`,
  subscriptionSort: () => 'SUBSCRIPTION',
  paymentHistorySort: (at: string, eventId: string) => `PAYMENT#${at}#${eventId}`,
  paymentHistoryPrefix: () => 'PAYMENT#',
  /** A provider event handled once (its id is the provider's): redelivery finds it and changes nothing. */
  providerEvent: (eventId: string) => `PAYEVENT#${eventId}`,
  providerEventSort: () => 'EVENT',
  /** The provider's subscription id → its buyer, for the cancellation event that names only the subscription. */
  providerSubscription: (subscriptionId: string) => `PAYSUB#${subscriptionId}`,
  providerSubscriptionSort: () => 'OWNER',
  newsletterSubscription: (email: string) => `NEWSLETTER#${email.trim().toLowerCase()}`,
  newsletterSubscriptionSort: () => 'SUBSCRIPTION',
  /**
   * A contact-form message (docs/decisions/D12), in one partition per UTC month (`CONTACT#2026-11`) so
   * support reads a month with one Query, oldest first (`<createdAt>#<id>`); gsi1 lists it under its
   * sender (`USER#u`, `CONTACT#<createdAt>#<id>`), so account deletion removes it.
   */
  contactMessages: (month: string) => `CONTACT#${month}`,
  contactMessageSort: (createdAt: string, messageId: string) => `${createdAt}#${messageId}`,
  userContactMessage: (createdAt: string, messageId: string) => `CONTACT#${createdAt}#${messageId}`,
  /** In the user's partition: the contact messages sent on one UTC day, against the daily limit (TTL). */
  contactDailyCount: (day: string) => `CONTACTS#${day}`,
  /** A problem of the catalogue (its tests live in the packages bucket, problems/<id>/tests/<i>.json). */
  problem: (problemId: string) => `PROBLEM#${problemId}`,
  problemSort: () => 'PROBLEM',
  /** gsi1 of a problem: the catalogue by difficulty (`PROBLEMS#Easy`), and gsi2: the whole catalogue, both by id. */
  problemsByDifficulty: (difficulty: string) => `PROBLEMS#${difficulty}`,
  allProblems: () => 'PROBLEMS',
  problemListSort: (problemId: string) => `PROBLEM#${problemId}`,
  /**
   * The problems list's index (data/problem-index.ts): each problem's list fields, in a few shard
   * items of one partition (`META#problem-index`, `SHARD#0` …), kept by the import transaction. One
   * Query gives the whole list, so filters by topic and search need no Scan and no count query.
   */
  problemIndex: () => 'META#problem-index',
  problemIndexShard: (shard: number) => `SHARD#${shard}`,
  /**
   * Solvers per problem and language (data/problem-solvers.ts), one small item per problem in one
   * partition: the home page reads them all with one Query (cached five minutes, docs/requirements/shell.md §10). Every
   * first solve in a language writes this partition; at DynamoDB's 1,000 writes a second per partition that is far
   * beyond a practice platform's rate of first solves.
   */
  problemSolvers: () => 'META#problem-solvers',
  problemSolversSort: (problemId: string) => `PROBLEM#${problemId}`,
  /**
   * A package uuid claimed by one problem id (tools/catalogue/import.ts): re-importing the same uuid
   * updates that problem, whatever its folder is called now; another uuid cannot take the id.
   */
  problemUuid: (uuid: string) => `PROBLEMUUID#${uuid.toLowerCase()}`,
  problemUuidSort: () => 'CLAIM',
  /** A judged (or queued) submission; gsi1 lists a user's submissions, oldest first. */
  submission: (submissionId: string) => `SUBMISSION#${submissionId}`,
  submissionSort: () => 'SUBMISSION',
  userSubmission: (createdAt: string, submissionId: string) => `SUBMISSION#${createdAt}#${submissionId}`,
  userSubmissionPrefix: () => 'SUBMISSION#',
  /** gsi3 of a submission: one user's submissions of one problem ("My submissions" on its page). */
  userProblemSubmissions: (userId: string, problemId: string) => `USER#${userId}#PROBLEM#${problemId}`,
  /**
   * gsi2 of a submission not judged yet (sparse: removed when it is done), spread over a few shards
   * so a busy judge does not write one index partition: the sweeper queries each shard for the
   * oldest ones (lambdas/judge/sweep-stale.ts).
   */
  pendingSubmissions: (shard: number) => `SUBMISSIONS#PENDING#${shard}`,
  pendingSubmission: (createdAt: string, submissionId: string) => `SUBMISSION#${createdAt}#${submissionId}`,
  /** In the user's partition: the first recorded attempt of a problem (docs/decisions/D06 awards XP once, on it). */
  problemAttemptSort: (problemId: string) => `ATTEMPT#${problemId}`,
  /**
   * In the user's partition: the first accepted submission of a problem; gsi1 lists a user's solved
   * problems by the time they were solved (`SOLVED#<solvedAt>#<problemId>`, newest last).
   */
  solvedProblemSort: (problemId: string) => `SOLVED#${problemId}`,
  solvedProblemByTime: (solvedAt: string, problemId: string) => `SOLVED#${solvedAt}#${problemId}`,
  solvedProblemPrefix: () => 'SOLVED#',
  /**
   * In the user's partition: the first accepted submission of a problem in one language, which
   * counts the user once among the problem's solvers in that language (keys.problemSolvers).
   */
  solvedInLanguageSort: (problemId: string, language: string) => `LANGSOLVED#${problemId}#${language}`,
  /**
   * The weekly problem quota (docs/decisions/D03), per ISO week in the user's timezone: `QUOTA#2026-W48` counts
   * the distinct problems submitted that week, `QUOTA#2026-W48#<problemId>` marks one as counted.
   */
  weeklyProblemCount: (week: string) => `QUOTA#${week}`,
  weeklyProblemMark: (week: string, problemId: string) => `QUOTA#${week}#${problemId}`,
  /**
   * Submission counters per period in the user's timezone, like the XP counters (`ACTIVITY#D#2026-11-23`,
   * `ACTIVITY#W#2026-W48`, `ACTIVITY#M#2026-11`, `ACTIVITY#Y#2026`): the dashboard's trends and charts.
   */
  activityCounter: (kind: XpPeriodKind, period: string) => `ACTIVITY#${kind}#${period}`,
  /** The days of one month (yyyy-mm, the user's timezone) the user visited: the streak calendar (docs/decisions/D07). */
  visitMonth: (month: string) => `VISITS#${month}`,
  /** In the user's partition: the code saved on the server for one problem (Save on the solving screen). */
  codeDraftSort: (problemId: string) => `DRAFT#${problemId}`,
  /**
   * A friend request (docs/requirements/friends.md §2), in the recipient's partition, one per sender: the recipient's
   * incoming requests are one Query of their partition; gsi1 lists the sender's outgoing ones.
   */
  friendRequestSort: (fromUserId: string) => `FRIENDREQ#${fromUserId}`,
  friendRequestPrefix: () => 'FRIENDREQ#',
  sentFriendRequest: (toUserId: string) => `FRIENDREQ#${toUserId}`,
  /** A friend record (docs/requirements/friends.md §2), in its owner's partition (`FRIEND#<friendId>`); gsi1 lists it under the friend. */
  friendSort: (friendId: string) => `FRIEND#${friendId}`,
  friendPrefix: () => 'FRIEND#',
  friendOf: (userId: string) => `FRIEND#${userId}`,
  /** gsi2 of a friend record: its owner's friends by the friendship's start, so the list reads newest first. */
  friendsBySince: (userId: string) => `FRIENDS#${userId}`,
  friendSinceSort: (since: string, friendId: string) => `${since}#${friendId}`,
  /** Friend invites sent in one ISO week (UTC), against the plan's weekly limit (TTL). */
  friendInvitesSort: (week: string) => `INVITES#${week}`,
  /**
   * The user search's keyword index: one item per (token, user) in the partition of the token's
   * first two characters, sorted by token, so a prefix search is one Query (begins_with); gsi1
   * lists the user's tokens under the user (name changes, account deletion).
   */
  userSearch: (token: string) => `USERSEARCH#${token.slice(0, 2)}`,
  userSearchSort: (token: string, userId: string) => `${token}#${userId}`,
  userSearchOf: (token: string) => `SEARCH#${token}`,
  userSearchOfPrefix: () => 'SEARCH#',
  /** A one-to-one conversation (docs/requirements/friends.md §4: chat id = the two ids sorted, joined by `_`). */
  chat: (chatId: string) => `CHAT#${chatId}`,
  chatMessageSort: (sentAt: string, messageId: string) => `MSG#${sentAt}#${messageId}`,
  chatMessagePrefix: () => 'MSG#',
  /** gsi1 of a message: under its sender, for account deletion. */
  sentChatMessage: (chatId: string, sentAt: string, messageId: string) => `CHATMSG#${chatId}#${sentAt}#${messageId}`,
  /** A sender's client message id already stored in the conversation: a resend acknowledges the stored message (TTL). */
  chatClientIdSort: (fromUserId: string, clientId: string) => `CLIENT#${fromUserId}#${clientId}`,
  sentChatClientId: (chatId: string, clientId: string) => `CHATCLIENT#${chatId}#${clientId}`,
  /** In the sender's partition: chat messages stored in one UTC minute (`2026-11-26T18:05`), against the rate limit (TTL). */
  /** One metered action's count in one window (entities/meter.ts), under its owner's partition. */
  meterWindow: (meter: string, window: string) => `${meter}#${window}`,
  /** A client address's partition, for what is metered before anyone signs in (newsletter sign-ups). */
  client: (address: string) => `CLIENT#${address}`,
  /** In the user's partition: the state of the conversation with one peer (unread count, read up to). */
  conversationSort: (peerId: string) => `CHAT#${peerId}`,
  conversationPrefix: () => 'CHAT#',
  /**
   * Revoked sign-ins (lambdas/shared/revoked-tokens.ts): one item per revoked token origin (Cognito's
   * `origin_jti`), and one per user whose every earlier sign-in is revoked (account deletion). Not in
   * the user's partition nor on gsi1, so deleting the account's items leaves them in force until their TTL.
   */
  revokedTokenOrigin: (originJti: string) => `TOKENORIGIN#${originJti}`,
  revokedUserTokens: (userId: string) => `USERTOKENS#${userId}`,
  revokedSort: () => 'REVOKED',
  /**
   * The XP board (data/rank-board.ts): one entry per user in one partition (`BOARD#XP`, `USER#u`),
   * kept from the table's stream; gsi1 lists it under its user for account deletion. Every XP award
   * writes it once: DynamoDB takes 1,000 writes a second per partition, far beyond a practice
   * platform's rate of awards. The snapshot job writes the ranks' summaries beside it
   * (`BOARD#XP#SUMMARY`, `ALL` and `COUNTRY#PK`), which the dashboard reads.
   */
  xpBoard: () => 'BOARD#XP',
  xpBoardEntrySort: (userId: string) => `USER#${userId}`,
  xpBoardEntryOwnerSort: () => 'BOARD#XP',
  xpBoardSummary: () => 'BOARD#XP#SUMMARY',
  xpBoardSummarySort: (board: string) => (board === 'world' ? 'ALL' : `COUNTRY#${board}`),
  /**
   * A weekly challenge (data/challenges.ts); its problem item has the same id. gsi1 lists every
   * challenge by start (`CHALLENGES`, `<startsAt>#<id>`); gsi2 holds those with a status change
   * ahead (`CHALLENGES#SCHEDULED`, `<when>#<id>`), for the scheduler's one Query.
   */
  challenge: (challengeId: string) => `CHALLENGE#${challengeId}`,
  challengeSort: () => 'CHALLENGE',
  allChallenges: () => 'CHALLENGES',
  challengeByStart: (startsAt: string, challengeId: string) => `${startsAt}#${challengeId}`,
  scheduledChallenges: () => 'CHALLENGES#SCHEDULED',
  challengeDue: (at: string, challengeId: string) => `${at}#${challengeId}`,
  /** In the user's partition: a joined challenge, and the joins of an ISO week (UTC) against the plan's limit. */
  challengeJoinSort: (challengeId: string) => `CHALLENGEJOIN#${challengeId}`,
  challengeJoinPrefix: () => 'CHALLENGEJOIN#',
  weeklyChallengeJoins: (week: string) => `CHALLENGEJOINS#${week}`,
  /** In the user's partition: their entry in a challenge (submissions used, best score). */
  challengeEntrySort: (challengeId: string) => `CHALLENGEENTRY#${challengeId}`,
  challengeEntryPrefix: () => 'CHALLENGEENTRY#',
  /** In the user's partition: their contest rating from weekly challenges. */
  contestRatingSort: () => 'RATING',
  /**
   * gsi2 of an entry with a judged score: the challenge's standings, read in reverse for Top
   * Performers. Points (4 digits), then the average time and the length, each inverted so that
   * less sorts higher, then the user: `0845#999998766#999850#<userId>`.
   */
  challengeStandings: (challengeId: string) => `STANDINGS#CHALLENGE#${challengeId}`,
  challengeStanding: (points: number, averageTimeMs: number, chars: number, userId: string) =>
    `${String(points).padStart(4, '0')}#${String(999_999_999 - Math.min(999_999_999, Math.round(averageTimeMs * 1000))).padStart(9, '0')}#${String(999_999 - Math.min(999_999, chars)).padStart(6, '0')}#${userId}`,
  /**
   * Leaderboards per period (data/standings.ts): a board is a metric and a UTC period, `XP#M#2026-11`,
   * `PTS#Y#2026`; one partition each (`STANDINGS#XP#M#2026-11`, `USER#u`), ordered by score in gsi2
   * (the world) and gsi3 (`STANDINGS#…#PK`, a country), with the snapshot's summaries beside them.
   */
  standings: (board: string) => `STANDINGS#${board}`,
  standingSort: (userId: string) => `USER#${userId}`,
  countryStandings: (board: string, country: string) => `STANDINGS#${board}#${country}`,
  /** Scores up to 10^12, zero-padded so the string order is the numeric one. */
  standingByScore: (score: number, userId: string) => `${String(Math.max(0, Math.min(999_999_999_999, Math.round(score)))).padStart(12, '0')}#${userId}`,
  userStanding: (board: string) => `STANDING#${board}`,
  userStandingPrefix: () => 'STANDING#',
  standingsSummary: (board: string) => `STANDINGS#${board}#SUMMARY`,
  /**
   * The discussion engine (docs/decisions/D13): an item of one kind (community, qna, feedback) owns a
   * partition (`DISCUSSION#<id>`) holding the item (`ITEM`), its comments (`COMMENT#<id>`, ids sort
   * by time), its per-user votes (`VOTE#<userId>`), views (`VIEW#<userId>`) and report markers. Lists
   * are gsi2 (`DISCUSSIONS#community`) and gsi1 (`DISCUSSIONS#community#tutorial`), ordered by
   * `discussionRank`. A hidden item loses both, so no list shows it.
   */
  discussion: (itemId: string) => `DISCUSSION#${itemId}`,
  discussionItemSort: () => 'ITEM',
  discussionCommentSort: (commentId: string) => `COMMENT#${commentId}`,
  discussionCommentPrefix: () => 'COMMENT#',
  discussionVoteSort: (userId: string) => `VOTE#${userId}`,
  discussionViewSort: (userId: string) => `VIEW#${userId}`,
  discussionReportMarkSort: (userId: string, commentId: string | null) => `REPORTED#${commentId ?? 'ITEM'}#${userId}`,
  discussionsOfKind: (kind: string) => `DISCUSSIONS#${kind}`,
  discussionsOfCategory: (kind: string, category: string) => `DISCUSSIONS#${kind}#${category}`,
  /**
   * A list position: votes offset by 10^9 and zero-padded so string order is numeric order (not
   * floored: −3 sorts below 0), then newest first among equals. Kinds listed newest first pass 0.
   */
  discussionRank: (votes: number, createdAt: string, itemId: string) =>
    `${String(1_000_000_000 + Math.max(-999_999_999, Math.min(999_999_999, votes))).padStart(10, '0')}#${createdAt}#${itemId}`,
  /** The search index: one item per distinct word of an item (`DWORD#community#recursion`), title matches sort first. */
  discussionWord: (kind: string, word: string) => `DWORD#${kind}#${word}`,
  discussionWordSort: (inTitle: boolean, createdAt: string, itemId: string) => `${inTitle ? 1 : 0}#${createdAt}#${itemId}`,
  /** A kind's counters (`DSTATS#qna`): shards (`SHARD#n`) summed on read, and distinct active users per UTC day (`DAY#yyyy-mm-dd`). */
  discussionStats: (kind: string) => `DSTATS#${kind}`,
  discussionStatsShard: (shard: number) => `SHARD#${String(shard).padStart(2, '0')}`,
  discussionStatsShardPrefix: () => 'SHARD#',
  discussionActiveDay: (day: string) => `DAY#${day}`,
  /** The blog's Top Authors: each author's published articles (`DSTATS#blog`, `AUTHOR#<userId>`). */
  blogAuthorCount: (userId: string) => `AUTHOR#${userId}`,
  blogAuthorCountPrefix: () => 'AUTHOR#',
  /** Drafts have lists of their own: an author's (gsi1) and every draft for admins (gsi2); /blog's lists never hold one. */
  blogDrafts: () => 'blog-draft',
  /** In the user's partition: their last day of activity in a kind (Active Members, Contributors). */
  discussionParticipationSort: (kind: string) => `DPART#${kind}`,
  /** In the author's partition: the e-mail given with a feedback (staff only; gone with the account). */
  feedbackEmailSort: (itemId: string) => `FEEDBACKEMAIL#${itemId}`,
  /** Content reports waiting for an admin, oldest first. */
  discussionReports: () => 'DREPORTS',
  discussionReportSort: (createdAt: string, reportId: string) => `${createdAt}#${reportId}`,
  /**
   * Crews (docs/decisions/D15): a crew owns a partition (`CREW#id`) holding the crew (`CREW`) and its
   * members (`MEMBER#<userId>`). A user's one crew is `CREW` in their partition and a crew name's
   * owner is `CREWNAME#<name key>`: both claimed on condition absent, in the transaction that creates.
   */
  crew: (crewId: string) => `CREW#${crewId}`,
  crewSort: () => 'CREW',
  crewMemberSort: (userId: string) => `MEMBER#${userId}`,
  crewMemberPrefix: () => 'MEMBER#',
  userCrewSort: () => 'CREW',
  crewName: (nameKey: string) => `CREWNAME#${nameKey}`,
  crewNameSort: () => 'CLAIM',
  /** Site-wide documents (docs/requirements/plans.md §1 `meta/plans`). */
  meta: (name: string) => `META#${name}`,
  metaSort: () => 'META',
} as const;
