/**
 * bench/community.ts's step 3: the requests its clients send, each through the real route handler
 * (support/discussion-route.ts). Lists: all and each category in turn, one in four a second page by
 * its cursor. Searches: one to three words, common and rare, one in four within a category, one in
 * four a second page. Votes: a random voter on a random post, up or down, no voter more than
 * `voterMinuteCap` times in one minute.
 *
 * Imports the table's modules: import it (dynamically) after the table's environment is set.
 */
import { discussionsApi as api } from '@contract/api/discussions';
import { DISCUSSION_PAGE_SIZE, communityCategories, type VoteDirection } from '@contract/discussions';
import { seeded } from '../../local/seed/challenges';
import { COMMON_HEAD, COMMON_TAIL, RARE, userIdOf } from './community-items';
import { callDiscussionRoute } from './discussion-route';

const searchKinds: ReadonlyArray<[string, (pick: <T>(list: readonly T[]) => T) => string[]]> = [
  ['1 common', (pick) => [pick(COMMON_HEAD)]],
  ['1 rare', (pick) => [pick(RARE)]],
  ['1 less common', (pick) => [pick(COMMON_TAIL)]],
  ['common + less common', (pick) => [pick(COMMON_HEAD), pick(COMMON_TAIL)]],
  ['common + rare', (pick) => [pick(COMMON_HEAD), pick(RARE)]],
  ['3 common', (pick) => [pick(COMMON_HEAD), pick(COMMON_HEAD), pick(COMMON_TAIL)]],
];

export async function communityRequests(postIds: readonly string[], users: number, reader: string, voterMinuteCap: number) {
  const random = seeded(77);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const anyUser = () => userIdOf(Math.floor(random() * users));

  const secondPage = new Map<string, string>();
  for (const category of ['all', ...communityCategories] as const) {
    const page = await callDiscussionRoute(api.listCommunityPosts, reader, { query: category === 'all' ? {} : { category } });
    if (page.body.nextCursor) secondPage.set(category, page.body.nextCursor);
  }
  /** Request n: all and a category in turn (the categories in turn too), every fourth the second page. */
  const list = (n: number) => {
    const category = n % 2 === 0 ? 'all' : communityCategories[Math.floor(n / 2) % communityCategories.length]!;
    const cursor = n % 4 === 3 ? secondPage.get(category) : undefined;
    const query = { ...(category !== 'all' && { category }), ...(cursor && { cursor }) };
    return callDiscussionRoute(api.listCommunityPosts, anyUser(), { query });
  };

  /** Results on a search's first page, by kind of query (how many it showed, and how often none). */
  const found: Record<string, number[]> = {};
  const search = async (n: number) => {
    const [kind, words] = searchKinds[n % searchKinds.length]!;
    const q = words(pick).join(' ');
    const category = n % 4 === 1 ? pick(communityCategories) : undefined;
    // Every fourth a second page, by the cursor a first page gives (an empty page where there was none).
    const cursor = n % 4 === 3 ? `search-${DISCUSSION_PAGE_SIZE.community}` : undefined;
    const answer = await callDiscussionRoute(api.listCommunityPosts, anyUser(), { query: { q, ...(category && { category }), ...(cursor && { cursor }) } });
    if (answer.status === 200 && !cursor) (found[`${kind}${category ? ', in a category' : ''}`] ??= []).push(answer.body.items.length);
    return answer;
  };

  const votedPosts = new Set<string>();
  const voterMinute = new Map<string, { minute: string; count: number }>();
  const vote = () => {
    const minute = new Date().toISOString().slice(0, 16);
    let voter = anyUser();
    for (let seen = voterMinute.get(voter); seen?.minute === minute && seen.count >= voterMinuteCap; seen = voterMinute.get(voter)) voter = anyUser();
    const seen = voterMinute.get(voter);
    voterMinute.set(voter, { minute, count: seen?.minute === minute ? seen.count + 1 : 1 });
    const itemId = pick(postIds);
    votedPosts.add(itemId);
    const direction: VoteDirection = random() < 0.65 ? 'up' : 'down';
    return callDiscussionRoute(api.voteCommunityPost, voter, { params: { itemId }, body: { direction } });
  };

  return {
    list,
    search,
    vote,
    votedPosts,
    /** Per kind of search: how many searches, the mean results, how many found none. */
    searchResults: () =>
      Object.fromEntries(
        Object.entries(found)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, counts]) => [
            name,
            { searches: counts.length, meanResults: counts.reduce((s, c) => s + c, 0) / counts.length, none: counts.filter((c) => c === 0).length },
          ]),
      ),
    maxVotesByOneVoter: () => Math.max(...[...voterMinute.values()].map((v) => v.count)),
    /** A random post, for the verification's sample. */
    anyPost: () => pick(postIds),
  };
}
