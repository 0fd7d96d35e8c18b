/**
 * The one DynamoDB table: its keys, indexes, TTL attribute and stream, and every access pattern the
 * product needs with the key or index that serves it. CDK (lib/database.ts) and the local stack
 * (local/dynamodb) both create the table from this definition; lambdas/data reads it too, and builds
 * every key string in lambdas/data/keys.ts.
 */
export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableDefinition {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Epoch seconds; items past it are deleted by DynamoDB (reads filter on it too: DynamoDB Local never deletes). */
  readonly timeToLiveAttribute: string;
  /** Every change, with the item before and after, for what is derived from the table (rankings, achievements). */
  readonly stream: 'NEW_AND_OLD_IMAGES';
}

export const tableDefinition = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    // gsi1: an item listed under its owner or an alternate key (a user's submissions, sessions,
    // connections, claims, solved problems; problems by difficulty).
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    // gsi2: ordered lists (leaderboards by score, the whole catalogue) and sparse work queues (the
    // submissions not judged yet, for the judge sweeper).
    { indexName: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
    // gsi3: a user's submissions of one problem (docs/requirements/practice.md §3: My submissions of a problem, in order). A
    // submission is already listed by gsi1 (by user) and gsi2 (pending, for the sweeper), so this
    // third list of the same item needs a third index.
    { indexName: 'gsi3', partitionKey: { name: 'gsi3pk', type: 'S' }, sortKey: { name: 'gsi3sk', type: 'S' } },
  ],
  timeToLiveAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
} as const satisfies TableDefinition;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** Every attribute that a key of the table or an index uses, once each. */
export function keyAttributes(def: TableDefinition = tableDefinition): KeyAttribute[] {
  const all = [def.partitionKey, def.sortKey, ...def.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return [...new Map(all.map((a) => [a.name, a])).values()];
}

export interface AccessPattern {
  /** What a feature asks. */
  readonly need: string;
  /** The base table or the index that answers it. */
  readonly via: 'table' | IndexName;
  /** The key condition (pk = …, sk …), in the key formats of lambdas/data/keys.ts. */
  readonly key: string;
  /** `built`: served by lambdas/data today; `planned`: the feature that builds it will use this key. */
  readonly status: 'built' | 'planned';
  readonly notes?: string;
}

/**
 * Every access pattern of the product and what serves it. Never a Scan on a request path: each has
 * a key condition. Ranks are never computed by reading every user: they come from snapshots.
 */
export const accessPatterns: readonly AccessPattern[] = [
  // A user's own items (docs/architecture.md §5: split by rate of change).
  {
    need: "a user's profile, stats and presence (GET /me, presence)",
    via: 'table',
    key: 'pk = USER#u, sk begins_with PROFILE',
    status: 'built',
    notes: 'PROFILE (rare edits), PROFILE#STATS (every award), PROFILE#PRESENCE (every 30 s): one Query',
  },
  {
    need: 'XP per day, week, month or year between two periods (dashboard charts)',
    via: 'table',
    key: 'pk = USER#u, sk BETWEEN XP#D#2026-11-01 AND XP#D#2026-11-30 (XP#W#2026-W48, XP#M#2026-11, XP#Y#2026)',
    status: 'built',
    notes: 'counter items ADDed in the transaction that awards XP; periods in the user timezone, ISO weeks',
  },
  {
    need: 'whether a problem was attempted (XP on the first attempt only, docs/decisions/D06)',
    via: 'table',
    key: 'pk = USER#u, sk = ATTEMPT#p',
    status: 'built',
  },
  {
    need: "a user's solved problems, newest first, and whether one is solved",
    via: 'gsi1',
    key: 'gsi1pk = USER#u, gsi1sk begins_with SOLVED# (reverse; gsi1sk = SOLVED#solvedAt#p); item pk = USER#u, sk = SOLVED#p',
    status: 'built',
    notes: 'put once (condition absent) with the first AC, in the record transaction, which also ADDs the solved counts by difficulty to PROFILE#STATS',
  },
  {
    need: 'dashboard totals: solved by difficulty, attempted, submissions, tests run and passed, per language',
    via: 'table',
    key: 'pk = USER#u, sk = PROFILE#STATS',
    status: 'built',
    notes: 'top-level counters ADDed by the record transaction (ADD takes no nested paths): solvedEasy, cppSubmissions, …',
  },
  {
    need: 'submissions, accepted and first solves per day, week, month or year (trends, solving-progress chart)',
    via: 'table',
    key: 'pk = USER#u, sk BETWEEN ACTIVITY#D#2026-11-01 AND ACTIVITY#D#2026-11-30 (ACTIVITY#W#…, ACTIVITY#M#…, ACTIVITY#Y#…)',
    status: 'built',
    notes: 'apart from the XP# counters so the rankings stream sees only XP changes; ADDed in the record transaction',
  },
  {
    need: 'the weekly problem quota (docs/decisions/D03): distinct problems this ISO week, whether one is counted',
    via: 'table',
    key: 'pk = USER#u, sk = QUOTA#2026-W48 (count); sk = QUOTA#2026-W48#p (mark, TTL)',
    status: 'built',
    notes: 'mark put (absent) and count ADDed on condition count < limit in the transaction that creates the submission',
  },
  {
    need: 'the streak calendar of the dashboard (a 6-week grid: up to 3 months)',
    via: 'table',
    key: 'pk = USER#u, sk BETWEEN VISITS#2026-10 AND VISITS#2026-12',
    status: 'built',
    notes:
      'one item per month holding a number set of the visited days (ADD is idempotent), written with the streak update of docs/decisions/D07 on PROFILE#STATS, conditioned on the lastLoginDate read',
  },
  { need: "a user's sessions, latest active first", via: 'gsi1', key: 'gsi1pk = USER#u, gsi1sk begins_with SESSION# (sparse: active only)', status: 'built' },
  { need: "a user's live WebSocket connections", via: 'gsi1', key: 'gsi1pk = USER#u, gsi1sk begins_with CONN#', status: 'built' },
  {
    need: 'friend requests to a user / from a user',
    via: 'table',
    key: 'pk = USER#to, sk begins_with FRIENDREQ#; gsi1pk = USER#from, gsi1sk begins_with FRIENDREQ#',
    status: 'built',
    notes:
      'an item exists only while pending; sending is one transaction that also checks no request the other way and no friendship (two users asking at once end as friends once)',
  },
  {
    need: "a user's friends, newest friendship first, and whether two users are friends",
    via: 'gsi2',
    key: 'gsi2pk = FRIENDS#u, gsi2sk = since#friendId (reverse, pages of 10); item pk = USER#u, sk = FRIEND#f (gsi1pk = USER#f)',
    status: 'built',
    notes: 'both sides written and deleted in one transaction; gsi1 lists each side under the other user for account deletion',
  },
  {
    need: 'friend invites sent this ISO week (UTC) against the plan',
    via: 'table',
    key: 'pk = USER#u, sk = INVITES#2026-W48 (TTL)',
    status: 'built',
    notes: 'ADDed in the send transaction on condition count < limit',
  },
  {
    need: 'users by the start of a name word, or by a whole e-mail (friends search)',
    via: 'table',
    key: 'pk = USERSEARCH#<first 2 characters>, sk begins_with <token>; gsi1pk = USER#u, gsi1sk = SEARCH#token',
    status: 'built',
    notes: 'tokens written with the profile and moved on a rename, in the same transaction; e-mail tokens only match whole',
  },
  {
    need: "a conversation's messages, newest first, pages of 8; one message per (sender, clientId)",
    via: 'table',
    key: 'pk = CHAT#a_b, sk begins_with MSG# (reverse); sk = CLIENT#from#clientId (TTL); gsi1pk = USER#from, gsi1sk = CHATMSG#…',
    status: 'built',
  },
  {
    need: "a user's unread counts and read time per conversation",
    via: 'table',
    key: 'pk = USER#u, sk begins_with CHAT#',
    status: 'built',
    notes: "unread ADDed in the send transaction; a message is read when the recipient's readAt is at or after its sentAt",
  },
  {
    need: 'every item of a user (account deletion)',
    via: 'gsi1',
    key: 'pk = USER#u (table) and gsi1pk = USER#u (gsi1)',
    status: 'built',
    notes: 'every item outside the partition that belongs to a user carries gsi1pk = USER#u',
  },
  { need: 'who holds a username / an e-mail', via: 'table', key: 'pk = USERNAME#name, sk = CLAIM; pk = EMAIL#e', status: 'built' },
  // Problems (docs/requirements/practice.md §2: 20 per page, filters by difficulty, topic and text, both tabs' counts).
  {
    need: 'the problems list (GET /problems): by difficulty, by topic and by text (title, tags), counted, paged by 20',
    via: 'table',
    key: 'pk = META#problem-index (one Query: items sk = SHARD#0 … SHARD#7, each a map problemId → {title, difficulty, topic, tags})',
    status: 'built',
    notes:
      'decision: DynamoDB has no text search and no filtered count, and per-topic list items would still leave search and totalPages to a read of every item; so the list fields of every problem live in 8 shard items (shard = FNV-1a of the id mod 8), each entry SET in the import transaction that writes the problem (data/problem-index.ts). A list request reads about 200 bytes per problem, filters, counts and pages in memory; 2,000 problems at the largest entry the package format allows stay under half the 400 KB item limit per shard (test/integration/problems)',
  },
  {
    need: 'the Solved marks and tab of the problems list',
    via: 'gsi1',
    key: 'gsi1pk = USER#u, gsi1sk begins_with SOLVED# (reverse, projection problemId, solvedAt)',
    status: 'built',
    notes: 'the same solved items as above; one Query per list request (data/solved-problems.ts)',
  },
  {
    need: 'a problem page (GET /problems/{id})',
    via: 'table',
    key: 'pk = PROBLEM#id, sk = PROBLEM',
    status: 'built',
    notes: 'its samples are the first sampleCount test objects of the packages bucket',
  },
  {
    need: 'problems by difficulty / the whole catalogue, in id order',
    via: 'gsi1',
    key: 'gsi1pk = PROBLEMS#Easy (gsi2pk = PROBLEMS), sk = PROBLEM#id',
    status: 'planned',
    notes:
      'keys written on every problem item (data/entities/problem.ts) but read by nothing: the list is served by the index above; kept for a staff listing, else to drop (each problem is projected whole into two indexes)',
  },
  {
    need: 'which problem a package uuid was imported as (import is idempotent by uuid)',
    via: 'table',
    key: 'pk = PROBLEMUUID#uuid, sk = CLAIM',
    status: 'built',
    notes: 'put with the problem item in one transaction, only if free or already this problem',
  },
  {
    need: 'catalogue counts by difficulty (meta/summary)',
    via: 'table',
    key: 'pk = META#summary, sk = META',
    status: 'built',
    notes: 'ADDed in the transaction that creates a problem or changes its difficulty (data/catalogue.ts)',
  },
  {
    need: "the home page's Famous Questions: problems most solved per language (GET /famous-problems)",
    via: 'table',
    key: 'pk = META#problem-solvers (one Query: sk = PROBLEM#id, counts by language)',
    status: 'built',
    notes:
      "ADDed in the record transaction of a student's first AC of the problem (data/problem-solvers.ts); read whole and cached 5 minutes in the warm Lambda (docs/requirements/shell.md §10), ranked in memory with the catalogue index",
  },
  // Submissions.
  { need: "a user's submissions, newest first", via: 'gsi1', key: 'gsi1pk = USER#u, gsi1sk begins_with SUBMISSION# (reverse)', status: 'built' },
  { need: "a user's submissions of one problem", via: 'gsi3', key: 'gsi3pk = USER#u#PROBLEM#p, gsi3sk = SUBMISSION#createdAt#id (reverse)', status: 'built' },
  {
    need: 'stale queued or running submissions (judge sweeper)',
    via: 'gsi2',
    key: 'gsi2pk = SUBMISSIONS#PENDING#shard, gsi2sk < SUBMISSION#cut-off (sparse: removed when done)',
    status: 'built',
  },
  // Rankings (docs/requirements/dashboard.md §1, leaderboards.md §1), derived from the table stream, never from reading every user.
  {
    need: "a user's XP board entry: total XP, country and this week's XP (UTC), kept from the stream",
    via: 'table',
    key: 'pk = BOARD#XP, sk = USER#u (gsi1pk = USER#u for deletion)',
    status: 'built',
    notes:
      "data/rank-board.ts: the stream consumer (lambdas/rankings/board-stream.ts, filtered to PROFILE and PROFILE#STATS) brings the entry to the account's current XP and country in a transaction with the account guard, conditioned on the XP it read, so replays and races add each XP to the week once. One partition: 1,000 writes a second",
  },
  {
    need: "a user's world and country rank, total, top percent, the global weekly average (dashboard)",
    via: 'table',
    key: 'pk = BOARD#XP#SUMMARY, sk = ALL and sk = COUNTRY#PK (one BatchGet)',
    status: 'built',
    notes:
      "the snapshot job (every 5 minutes, lambdas/rankings/snapshot.ts) reads the board once and writes per board the distinct XP totals with their counts (at most 8,000 levels, coarsened past that); a rank is 1 + the users on a higher level, found by binary search against the user's current XP",
  },
  {
    need: 'the top N of a leaderboard: XP or weekly challenge points of a UTC month or year, world or country (GET /leaderboard)',
    via: 'gsi2',
    key: 'gsi2pk = STANDINGS#XP#M#2026-11 (STANDINGS#PTS#Y#2026, …), gsi2sk = zero-padded score#userId (reverse, limit N); country: gsi3pk = STANDINGS#XP#M#2026-11#PK',
    status: 'built',
    notes:
      "data/standings.ts: one standing per user and board (pk = STANDINGS#<board>, sk = USER#u; gsi1pk = USER#u for deletion), put by the XP board's stream consumer with its entry, in one transaction conditioned on the entry it read, so a replay puts the same scores. One partition per board and period: 1,000 writes a second",
  },
  {
    need: "a user's rank on a leaderboard (their row below the top 10)",
    via: 'table',
    key: 'pk = STANDINGS#<board>#SUMMARY, sk = ALL | COUNTRY#PK; and pk = STANDINGS#<board>, sk = USER#u',
    status: 'built',
    notes:
      'the snapshot job (every 5 minutes) reads each board of the current month and year once and writes rank levels per world and country, as for the XP board; cached a minute in the warm Lambda',
  },
  {
    need: 'the best entries of a weekly challenge (Top Performers)',
    via: 'gsi2',
    key: 'gsi2pk = STANDINGS#CHALLENGE#id, gsi2sk = points#inverted time#inverted length#userId (reverse, limit 3)',
    status: 'built',
    notes: "on the entry (pk = USER#u, sk = CHALLENGEENTRY#id), set by the record transaction when a submission beats the entry's best",
  },
  // Weekly challenges (docs/requirements/challenges.md §5): the challenge, and its problem under the same id for the judge.
  {
    need: 'a weekly challenge (its page), and its problem for the judge',
    via: 'table',
    key: 'pk = CHALLENGE#id, sk = CHALLENGE; pk = PROBLEM#id (challengeId set)',
    status: 'built',
    notes:
      'written together in one transaction by the staff route; the problem has no catalogue index entry and no catalogue route serves it (data/problems.ts getCatalogueProblem)',
  },
  {
    need: 'the latest 100 weekly challenges, newest start first (the list)',
    via: 'gsi1',
    key: 'gsi1pk = CHALLENGES, gsi1sk = startsAt#id (reverse, limit 100)',
    status: 'built',
  },
  {
    need: 'challenges whose start or end has come (the scheduler, every minute)',
    via: 'gsi2',
    key: 'gsi2pk = CHALLENGES#SCHEDULED, gsi2sk <= now#~ (sparse: removed once completed)',
    status: 'built',
    notes: 'gsi2sk = startsAt#id while upcoming, endsAt#id while active; each move conditioned on the status read',
  },
  {
    need: "a user's joined challenges and this week's joins against the plan (Join Now)",
    via: 'table',
    key: 'pk = USER#u, sk begins_with CHALLENGEJOIN# (the joins); sk = CHALLENGEJOINS#2026-W48 (count, ISO week UTC)',
    status: 'built',
    notes: 'join put (absent) and count ADDed on condition count < limit, with the challenge active and the account writable, in one transaction',
  },
  // The contact form (docs/decisions/D12).
  {
    need: "contact messages of a UTC month, oldest first (support reads them); a sender's messages (account deletion)",
    via: 'table',
    key: 'pk = CONTACT#2026-11, sk = createdAt#id; gsi1pk = USER#u, gsi1sk = CONTACT#createdAt#id',
    status: 'built',
    notes:
      "put (absent) in one transaction with the account check and the sender's day count (pk = USER#u, sk = CONTACTS#2026-11-26, TTL) ADDed on condition count < 5",
  },
  // The discussion engine: community, Q&A, feedback (docs/decisions/D13).
  {
    need: 'a list page of a kind, or of one of its categories, best first (community, Q&A) or newest first (feedback)',
    via: 'gsi2',
    key: 'gsi2pk = DISCUSSIONS#community, gsi2sk = <votes + 10^9, 10 digits>#createdAt#id (gsi1pk = DISCUSSIONS#community#tutorial, same sk)',
    status: 'built',
    notes: 'a vote rewrites both sort keys with the count in its transaction, conditioned on the count read; hiding an item removes its list keys',
  },
  {
    need: 'an item with its comments (newest first), votes, viewers and report marks',
    via: 'table',
    key: 'pk = DISCUSSION#id, sk = ITEM | COMMENT#<time-sorted id> | VOTE#u | VIEW#u | REPORTED#…',
    status: 'built',
    notes: "the caller's votes on a page: one BatchGet of VOTE#u keys; deleting an item deletes the partition",
  },
  {
    need: 'search over titles and contents without a Scan',
    via: 'table',
    key: 'pk = DWORD#community#<word>, sk = <1 title | 0 content>#createdAt#id',
    status: 'built',
    notes: "up to 40 words an item, written and removed in the item's transactions; a search reads at most 200 entries a word",
  },
  {
    need: "a kind's stat cards",
    via: 'table',
    key: 'pk = DSTATS#community, sk begins_with SHARD# (16 shards, summed) and sk between DAY#<30 days ago> and DAY#<today>',
    status: 'built',
    notes: "ADDed in the writes; a user's last active day in a kind is pk = USER#u, sk = DPART#community",
  },
  {
    need: 'content reports waiting for an admin, oldest first',
    via: 'table',
    key: 'pk = DREPORTS, sk = createdAt#id',
    status: 'built',
  },
  // The blog: the discussion engine's fourth kind (docs/decisions/D14).
  {
    need: "a page of /blog by number: published articles newest first, all or by the author's role",
    via: 'gsi2',
    key: 'gsi2pk = DISCUSSIONS#blog, gsi2sk = 1000000000#publishedAt#id (gsi1pk = DISCUSSIONS#blog#mentor | #admin, same sk)',
    status: 'built',
    notes: "page n reads the keys of the pages before it (keys only), then one page; This Month is a COUNT of sk >= 1000000000#<the month's first instant>",
  },
  {
    need: "an author's drafts, and every draft for admins",
    via: 'gsi1',
    key: 'gsi1pk = DISCUSSIONS#blog-draft#u, gsi1sk = 1000000000#updatedAt#id (gsi2pk = DISCUSSIONS#blog-draft, same sk)',
    status: 'built',
    notes: 'a draft has only these list keys: no published list, search word, feed or sitemap reaches it',
  },
  {
    need: "the blog's Top Authors",
    via: 'table',
    key: 'pk = DSTATS#blog, sk begins_with AUTHOR#',
    status: 'built',
    notes: "each author's published count, ADDed in the transactions that publish, unpublish and delete; a few dozen staff: read whole and sorted",
  },
  // Crews (docs/decisions/D15).
  {
    need: 'a crew, its members and their roles',
    via: 'table',
    key: 'pk = CREW#c, sk = CREW | MEMBER#u',
    status: 'built',
    notes:
      'written with the founder on creation (lambdas/data/crews.ts); joining (planned) grows the member count on condition it is below the maximum, so the last seat goes to one user',
  },
  {
    need: "a user's one crew, and a crew name's owner",
    via: 'table',
    key: 'pk = USER#u, sk = CREW (put on condition absent); pk = CREWNAME#<name key>, sk = CLAIM',
    status: 'built',
    notes: 'both claimed in the transaction that creates or joins, so a second crew or a second crew of the same name is refused under any race',
  },
  // Site-wide documents.
  { need: 'plan limits, judge language versions', via: 'table', key: 'pk = META#plans | META#judge-languages, sk = META', status: 'built' },
];
