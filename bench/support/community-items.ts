/**
 * bench/community.ts's synthetic community: posts, their votes, the users who wrote and voted, and
 * the stat counters, as the discussion engine stores them. Every item is built by the engine's own
 * functions (searchWordsOf, listKeysOf, the keys, shardOf) and put by its entity's BatchPutRequest;
 * support/community-route-check.ts checks on a few posts that the real routes write the same items.
 *
 * Imports the table's modules: import it (dynamically) after the table's environment is set.
 */
import { BatchPutRequest } from 'dynamodb-toolbox';
import { communityCategories, snippetLanguages, type CodeSnippet, type VoteDirection } from '@contract/discussions';
import { seeded } from '../../local/seed/challenges';
import { wordEntries, type StoredDiscussionItem } from '../../lambdas/data/discussion-items';
import { shardOf, STATS_SHARDS } from '../../lambdas/data/discussion-stats';
import { DiscussionItemEntity } from '../../lambdas/data/entities/discussion-item';
import { DiscussionParticipationEntity, DiscussionStatsEntity, DiscussionVoteEntity, DiscussionWordEntity } from '../../lambdas/data/entities/discussion-parts';
import { UserProfileEntity } from '../../lambdas/data/entities/user-profile';
import { keys } from '../../lambdas/data/keys';
import { newDiscussionId } from '../../lambdas/discussions/ids';
import { listKeysOf } from '../../lambdas/discussions/kinds';
import { searchWordsOf } from '../../lambdas/discussions/search-words';

/** A BatchWriteItem's put request, as the entities' BatchPutRequest builds it. */
export interface PutRequest {
  params(): { PutRequest?: { Item?: Record<string, unknown> } };
}

export interface PostSpec {
  itemId: string;
  createdAt: string;
  category: (typeof communityCategories)[number];
  title: string;
  content: string;
  codeSnippet?: CodeSnippet;
  authorId: string;
  votes: readonly { userId: string; direction: VoteDirection }[];
}

/** The stored post (as createItem builds it, with the votes' sum and the list keys it gives) and its put requests: the item, its words, its votes. */
export function postItems(spec: PostSpec): { item: StoredDiscussionItem; requests: PutRequest[] } {
  const votes = spec.votes.reduce((sum, v) => sum + (v.direction === 'up' ? 1 : -1), 0);
  const base = {
    itemId: spec.itemId,
    kind: 'community' as const,
    category: spec.category,
    title: spec.title,
    content: spec.content,
    authorId: spec.authorId,
    createdAt: spec.createdAt,
    votes,
    commentCount: 0,
    answers: 0,
    views: 0,
    hidden: false,
    ...searchWordsOf(spec.title, spec.content),
    ...(spec.codeSnippet && { codeSnippet: spec.codeSnippet }),
  } satisfies StoredDiscussionItem;
  const item: StoredDiscussionItem = { ...base, ...listKeysOf(base) };
  const words = wordEntries(item, item);
  return {
    item,
    requests: [
      DiscussionItemEntity.build(BatchPutRequest).item(item),
      ...words.map((entry) => DiscussionWordEntity.build(BatchPutRequest).item(entry)),
      ...spec.votes.map((v) => DiscussionVoteEntity.build(BatchPutRequest).item({ itemId: item.itemId, userId: v.userId, direction: v.direction })),
    ],
  };
}

/** A synthetic user's profile (what author cards and the account check read), as sign-up writes it. */
export function profileRequest(userId: string, createdAt: string): PutRequest {
  return UserProfileEntity.build(BatchPutRequest).item({
    userId,
    email: `${userId}@example.com`,
    name: `Bench User ${userId.slice(-6)}`,
    role: 'student',
    createdAt,
  });
}

// ---- The words: a small programming vocabulary drawn by rank (Zipf), English glue, rare terms. ----

const COMMON = [
  ...'array algorithm code problem solution time complexity function loop recursion dynamic programming graph tree string sort search binary memory performance'.split(
    ' ',
  ),
  ...'python java javascript cpp test case input output error debug interview contest practice data structure stack queue hash map set list node edge path'.split(
    ' ',
  ),
  ...'shortest dijkstra bfs dfs greedy optimize approach idea help understand explain example question answer tips learn beginner advanced pattern template'.split(
    ' ',
  ),
  ...'implementation bug wrong accepted submission timeout limit overflow integer modulo prime math matrix bit manipulation window sliding pointer prefix sum'.split(
    ' ',
  ),
  ...'segment heap priority trie union find topological cycle memoization tabulation state transition subsequence substring palindrome anagram permutation'.split(
    ' ',
  ),
  ...'combination backtracking divide conquer merge quick counting radix bucket linked reverse rotate grid island flood fill interval schedule knapsack coin'.split(
    ' ',
  ),
  ...'change longest common increasing edit distance lcs lis rust golang typescript compiler runtime library stl vector pair lambda closure class object'.split(
    ' ',
  ),
  ...'inheritance thread concurrency cache lru design system resume career weekly challenge streak rating leaderboard editorial hint'.split(' '),
];
const COMMON_SET = new Set(COMMON);
/** Terms a post mentions rarely (one post in fifty has one): a search for one finds a handful of posts. */
export const RARE = [
  ...'fenwick treap manacher kosaraju tarjan dinic hopcroft karp aho corasick splay cartesian mobius burnside sprague grundy zobrist voronoi delaunay karatsuba'.split(
    ' ',
  ),
  ...'montgomery barrett pollard miller rabin kmp zfunction suffixautomaton heavylight centroid hierholzer bellman floyd warshall kruskal boruvka edmonds blossom'.split(
    ' ',
  ),
  ...'hungarian simplex gaussian lagrange chebyshev fft ntt wavelet persistent sqrtdecomp convexhull lichao knuthyao monotonic bitset catalan stirling lucas'.split(
    ' ',
  ),
].filter((w) => !COMMON_SET.has(w));
const GLUE = 'the a to of in for with is it my and how i this on but when what can why does not that be an or'.split(' ');

/** The most common words (searched as common) and the vocabulary's tail (rarer). */
export const COMMON_HEAD = COMMON.slice(0, 24);
export const COMMON_TAIL = COMMON.slice(-40);

const LANGUAGE_CODE: Record<(typeof snippetLanguages)[number], string> = {
  javascript: 'function solve(nums) {\n  let best = 0;\n  for (const n of nums) best = Math.max(best, n);\n  return best;\n}',
  python: 'def solve(nums):\n    seen = {}\n    for i, n in enumerate(nums):\n        seen[n] = i\n    return seen',
  cpp: '#include <bits/stdc++.h>\nint main() {\n  int n; std::cin >> n;\n  std::vector<long long> dp(n + 1);\n  std::cout << dp[n];\n}',
  java: 'class Solution {\n  int solve(int[] a) {\n    int s = 0;\n    for (int x : a) s += x;\n    return s;\n  }\n}',
};

/** Category shares: discussion and help are the busiest. */
const CATEGORY_WEIGHTS: readonly [(typeof communityCategories)[number], number][] = [
  ['discussion', 0.3],
  ['help', 0.25],
  ['tutorial', 0.15],
  ['showcase', 0.1],
  ['advice', 0.1],
  ['general', 0.1],
];

export interface CommunityShape {
  posts: number;
  votes: number;
  users: number;
  authors: number;
}

export const userIdOf = (n: number) => `bench-u-${String(n).padStart(6, '0')}`;

/** Votes per post: heavy-tailed (Pareto, α 1.5, capped), summing to exactly `total`. */
export function voteCounts(posts: number, total: number, voters: number, random: () => number): Int32Array {
  const cap = Math.min(voters, 5_000);
  const raw = Array.from({ length: posts }, () => Math.min(cap, (1 - random()) ** (-1 / 1.5)));
  const scale = total / raw.reduce((s, r) => s + r, 0);
  const counts = new Int32Array(posts);
  let left = total;
  for (let i = 0; i < posts; i++) {
    counts[i] = Math.min(cap, Math.floor(raw[i]! * scale));
    left -= counts[i]!;
  }
  while (left > 0) {
    const i = Math.floor(random() * posts);
    if (counts[i]! < cap) {
      counts[i]! += 1;
      left--;
    }
  }
  return counts;
}

/** A stride coprime with `n`, so `start + j·stride (mod n)` names distinct users. */
function strideFor(n: number, random: () => number): number {
  const primes = [101, 211, 307, 401, 503, 601, 701, 809, 907, 1009, 7919, 104_729].filter((p) => n % p !== 0 && p < n);
  return primes.length === 0 ? 1 : primes[Math.floor(random() * primes.length)]!;
}

export interface SyntheticPost {
  spec: PostSpec;
  item: StoredDiscussionItem;
  requests: PutRequest[];
}

/** The posts, oldest first over the last year (each word's index partition then grows at its end). */
export function* syntheticPosts(shape: CommunityShape, now: Date, seed = 13): Generator<SyntheticPost> {
  const random = seeded(seed);
  const counts = voteCounts(shape.posts, shape.votes, shape.users, random);
  const zipf = () => COMMON[Math.floor(Math.exp(random() * Math.log(COMMON.length + 1))) - 1]!;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const word = () => (random() < 0.35 ? pick(GLUE) : zipf());
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const span = 365 * 86_400_000;
  const start = now.getTime() - span - 3_600_000;
  const step = span / shape.posts;
  for (let i = 0; i < shape.posts; i++) {
    const createdAt = new Date(Math.floor(start + i * step + random() * step * 0.9));
    const roll = random();
    let acc = 0;
    const category = CATEGORY_WEIGHTS.find(([, share]) => (acc += share) > roll)?.[0] ?? 'general';
    const titleWords = [zipf(), ...Array.from({ length: 3 + Math.floor(random() * 6) }, word)];
    const rare = random() < 0.02 ? pick(RARE) : undefined;
    if (rare && random() < 0.5) titleWords.splice(1 + Math.floor(random() * (titleWords.length - 1)), 0, rare);
    const title = capital(titleWords.join(' ')) + (random() < 0.4 ? '?' : '');
    const sentences = Array.from(
      { length: 2 + Math.floor(random() * 3) },
      () => capital(Array.from({ length: 6 + Math.floor(random() * 7) }, word).join(' ')) + '.',
    );
    if (rare && !titleWords.includes(rare)) sentences.splice(Math.floor(random() * sentences.length), 0, `See ${rare}.`);
    const language = pick(snippetLanguages);
    const codeSnippet = random() < (category === 'tutorial' || category === 'showcase' ? 0.5 : 0.15) ? { language, code: LANGUAGE_CODE[language] } : undefined;
    const authorId = userIdOf(Math.floor(random() ** 2 * shape.authors));
    // Distinct voters: a stride through all users; most posts well liked, one in ten contested.
    const n = counts[i]!;
    const upShare = random() < 0.1 ? 0.3 + random() * 0.3 : 0.7 + random() * 0.28;
    const first = Math.floor(random() * shape.users);
    const stride = strideFor(shape.users, random);
    const votes = Array.from({ length: n }, (_, j) => ({
      userId: userIdOf((first + j * stride) % shape.users),
      direction: (random() < upShare ? 'up' : 'down') as VoteDirection,
    }));
    const spec: PostSpec = {
      itemId: newDiscussionId(createdAt),
      createdAt: createdAt.toISOString(),
      category,
      title,
      content: sentences.join(' '),
      ...(codeSnippet && { codeSnippet }),
      authorId,
      votes,
    };
    yield { spec, ...postItems(spec) };
  }
}

/** The counters the posts and users add up to, as the shards and day counts the writes keep. */
export class SeededStats {
  readonly shards = Array.from({ length: STATS_SHARDS }, () => ({ items: 0, snippets: 0, tutorials: 0, contributors: 0 }));
  readonly days = new Map<string, number>();
  readonly totals = { items: 0, snippets: 0, tutorials: 0, contributors: 0, activeUsers: 0 };

  addPost(item: StoredDiscussionItem): void {
    const shard = this.shards[shardOf(item.itemId)]!;
    const snippet = item.codeSnippet ? 1 : 0;
    const tutorial = item.category === 'tutorial' ? 1 : 0;
    shard.items += 1;
    shard.snippets += snippet;
    shard.tutorials += tutorial;
    this.totals.items += 1;
    this.totals.snippets += snippet;
    this.totals.tutorials += tutorial;
  }

  /** A user who took part on `lastDay` (their marker), counted once in the contributors and that day. */
  addParticipant(userId: string, lastDay: string): void {
    this.shards[shardOf(userId)]!.contributors += 1;
    this.days.set(lastDay, (this.days.get(lastDay) ?? 0) + 1);
    this.totals.contributors += 1;
    this.totals.activeUsers += 1;
  }

  requests(): PutRequest[] {
    const nonZero = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== 0));
    return [
      ...this.shards.map((shard, n) =>
        DiscussionStatsEntity.build(BatchPutRequest).item({ kind: 'community', slot: keys.discussionStatsShard(n), ...nonZero(shard) }),
      ),
      ...[...this.days].map(([day, activeUsers]) =>
        DiscussionStatsEntity.build(BatchPutRequest).item({ kind: 'community', slot: keys.discussionActiveDay(day), activeUsers }),
      ),
    ];
  }
}

/** A user's community participation marker (their last active day), as noteParticipation writes it. */
export function participationRequest(userId: string, lastDay: string, firstAt: string): PutRequest {
  return DiscussionParticipationEntity.build(BatchPutRequest).item({ userId, kind: 'community', lastDay, firstAt });
}
