/**
 * Community posts through the discussion engine's Lambda against DynamoDB Local
 * (docs/requirements/community.md, docs/decisions/D13): counted stat cards, lists best first,
 * votes exact under concurrency, comments newest first in pages, search, limits at their bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX, DISCUSSION_RATES, SNIPPET_MAX, TITLE_MAX, discussionMessages } from '@contract/discussions';
import { startHarness, type Harness } from '../account/harness';
import { api, callRoute, partitionOf, post, users } from './discussions-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const as = (userId: string) => ({ userId });
async function create(userId: string, overrides: Record<string, unknown> = {}) {
  const created = await callRoute(api.createCommunityPost, as(userId), { body: post(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; votes: number };
}
const stats = async (userId: string) => (await callRoute(api.getCommunityStats, as(userId))).body;
const vote = (userId: string, itemId: string, direction: 'up' | 'down') =>
  callRoute(api.voteCommunityPost, as(userId), { params: { itemId }, body: { direction } });

describe('a post from creation to deletion', () => {
  it('counts posts, snippets and tutorials in the writes, and takes them back on delete with everything in its partition', async () => {
    const [ana, ben] = await users('life', 2);
    const before = await stats(ana!);
    const created = await create(ana!, { category: 'tutorial', codeSnippet: { language: 'python', code: 'print(42)' } });
    expect(created).toMatchObject({ kind: 'community', votes: 0, commentCount: 0, myVote: null, author: { userId: ana, name: `Student ${ana}` } });
    const counted = await stats(ana!);
    expect(counted).toMatchObject({
      totalPosts: before.totalPosts + 1,
      codeSnippets: before.codeSnippets + 1,
      tutorials: before.tutorials + 1,
    });
    expect(counted.activeMembers).toBeGreaterThanOrEqual(1);

    // The author edits it into a discussion without a snippet: the counters follow.
    const edited = await callRoute(api.editCommunityPost, as(ana!), {
      params: { itemId: created.id },
      body: post({ category: 'discussion', title: 'Edited title' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Edited title', codeSnippet: null, category: 'discussion' });
    expect(await stats(ana!)).toMatchObject({ totalPosts: before.totalPosts + 1, codeSnippets: before.codeSnippets, tutorials: before.tutorials });

    await vote(ben!, created.id, 'up');
    await callRoute(api.addCommunityPostComment, as(ben!), { params: { itemId: created.id }, body: { text: 'Nice one' } });
    expect((await partitionOf(created.id)).length).toBe(3);

    expect((await callRoute(api.deleteCommunityPost, as(ben!), { params: { itemId: created.id } })).status).toBe(403);
    expect((await callRoute(api.deleteCommunityPost, as(ana!), { params: { itemId: created.id } })).status).toBe(200);
    expect(await partitionOf(created.id)).toEqual([]);
    expect(await stats(ana!)).toMatchObject({ totalPosts: before.totalPosts, codeSnippets: before.codeSnippets, tutorials: before.tutorials });
    expect((await callRoute(api.getCommunityPost, as(ana!), { params: { itemId: created.id } })).status).toBe(404);
  });

  it('refuses blank, over-long and hidden-character texts with the messages, writing nothing', async () => {
    const [ana] = await users('bounds', 1);
    const before = await stats(ana!);
    const refusals = [
      [{ title: '   ' }, discussionMessages.titleRequired],
      [{ content: '' }, discussionMessages.contentRequired],
      [{ title: 'x'.repeat(TITLE_MAX + 1) }, discussionMessages.titleTooLong],
      [{ content: 'y'.repeat(CONTENT_MAX + 1) }, discussionMessages.contentTooLong],
      [{ title: 'evil\u202Etxt.exe' }, 'Title cannot contain invisible, control or text-direction characters.'],
      [{ codeSnippet: { language: 'python', code: 'z'.repeat(SNIPPET_MAX + 1) } }, discussionMessages.snippetTooLong],
      [{ category: 'memes' }, undefined],
    ] as const;
    for (const [overrides, message] of refusals) {
      const answer = await callRoute(api.createCommunityPost, as(ana!), { body: post(overrides) });
      expect(answer.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      if (message) expect(answer.body.message).toBe(message);
    }
    expect((await stats(ana!)).totalPosts).toBe(before.totalPosts);
  });

  it('stores a post at the largest bounds (title, content, snippet, 40 search words) well inside an item', async () => {
    const [ana] = await users('largest', 1);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const content = `${words} ${'é'.repeat(CONTENT_MAX - words.length - 1)}`;
    const created = await create(ana!, { title: 'T'.repeat(TITLE_MAX), content, codeSnippet: { language: 'cpp', code: '€'.repeat(SNIPPET_MAX) } });
    const [item] = (await partitionOf(created.id)).filter((row) => row.sk === 'ITEM');
    expect((item!.words as string[]).length).toBe(40);
    // UTF-8 worst case of the stored strings: far below DynamoDB's 400 KB item limit.
    expect(Buffer.byteLength(JSON.stringify(item))).toBeLessThan(120_000);
  });
});

describe('votes', () => {
  it('follow the rules: first ±1, the same again removes it, switching moves by 2, never floored', async () => {
    const [ana, ben] = await users('rules', 2);
    const { id } = await create(ana!);
    const steps: ['up' | 'down', number, 'up' | 'down' | null][] = [
      ['down', -1, 'down'],
      ['down', 0, null],
      ['up', 1, 'up'],
      ['down', -1, 'down'],
      ['up', 1, 'up'],
      ['up', 0, null],
    ];
    for (const [direction, votes, myVote] of steps) expect((await vote(ben!, id, direction)).body).toEqual({ votes, myVote });
    await vote(ben!, id, 'down');
    await vote(ana!, id, 'down');
    expect((await callRoute(api.getCommunityPost, as(ben!), { params: { itemId: id } })).body).toMatchObject({ votes: -2, myVote: 'down' });
  });

  it('end exact when 20 users vote on one post at once', async () => {
    const voters = await users('crowd', 20);
    const { id } = await create(voters[0]!);
    const answers = await Promise.all(voters.map((voter, i) => vote(voter, id, i % 4 === 0 ? 'down' : 'up')));
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    const stored = (await partitionOf(id)).filter((row) => String(row.sk).startsWith('VOTE#'));
    expect(stored).toHaveLength(20);
    const post = (await callRoute(api.getCommunityPost, as(voters[1]!), { params: { itemId: id } })).body;
    expect(post.votes).toBe(15 - 5);
  });

  it('end exact when one user flips up and down 10 times in parallel (two tabs, double clicks)', async () => {
    const [ana, ben] = await users('flipper', 2);
    const { id } = await create(ana!);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => vote(ben!, id, i % 2 === 0 ? 'up' : 'down')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const records = (await partitionOf(id)).filter((row) => String(row.sk).startsWith('VOTE#'));
    const stored = records.reduce((sum, row) => sum + (row.direction === 'up' ? 1 : -1), 0);
    const shown = (await callRoute(api.getCommunityPost, as(ben!), { params: { itemId: id } })).body;
    expect(shown.votes).toBe(stored);
    expect(records.length).toBeLessThanOrEqual(1);
  });

  it('count a voter among the active members once, however many votes they send at once, and not for a post that is gone', async () => {
    const [ana, ben, cai] = await users('active', 3);
    const { id } = await create(ana!);
    const gone = await create(ana!);
    expect((await callRoute(api.deleteCommunityPost, as(ana!), { params: { itemId: gone.id } })).status).toBe(200);
    const before = (await stats(ana!)).activeMembers;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => vote(ben!, id, i % 2 === 0 ? 'up' : 'down')));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await vote(cai!, gone.id, 'up')).status).toBe(404);
    expect((await stats(ana!)).activeMembers).toBe(before + 1);
  });

  it('order the lists best first, negative below zero, newest first among equals', async () => {
    const people = await users('order', 3);
    const category = 'advice';
    const low = await create(people[0]!, { category, title: 'low' });
    const mid = await create(people[0]!, { category, title: 'mid' });
    const top = await create(people[0]!, { category, title: 'top' });
    await Promise.all([vote(people[1]!, top.id, 'up'), vote(people[2]!, top.id, 'up'), vote(people[1]!, low.id, 'down')]);
    const listed = (await callRoute(api.listCommunityPosts, as(people[0]!), { query: { category } })).body.items.map((i: { title: string }) => i.title);
    expect(listed.slice(0, 3)).toEqual(['top', 'mid', 'low']);
    expect(mid.votes).toBe(0);
  });
});

describe('lists and comments page', () => {
  it('lists 8 a page with a cursor, and refuses a forged cursor with a 400', async () => {
    const [ana] = await users('pages', 1);
    for (let i = 0; i < 9; i++) await create(ana!, { category: 'showcase', title: `Showcase ${i}` });
    const first = (await callRoute(api.listCommunityPosts, as(ana!), { query: { category: 'showcase' } })).body;
    expect(first.items).toHaveLength(8);
    const second = (await callRoute(api.listCommunityPosts, as(ana!), { query: { category: 'showcase', cursor: first.nextCursor } })).body;
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    expect(new Set([...first.items, ...second.items].map((i: { id: string }) => i.id)).size).toBe(first.items.length + second.items.length);
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE', gsi1pk: 'x', gsi1sk: 'y' })).toString('base64url');
    expect((await callRoute(api.listCommunityPosts, as(ana!), { query: { category: 'showcase', cursor: forged } })).status).toBe(400);
  });

  it('answers comments newest first, 3 then 5 more, with the count on the post', async () => {
    const [ana, ben] = await users('comments', 2);
    const { id } = await create(ana!);
    for (let i = 0; i < 9; i++) {
      const added = await callRoute(api.addCommunityPostComment, as(i % 2 ? ana! : ben!), { params: { itemId: id }, body: { text: `comment ${i}` } });
      expect(added.status).toBe(201);
    }
    const first = (await callRoute(api.listCommunityPostComments, as(ana!), { params: { itemId: id }, query: { limit: '3' } })).body;
    expect(first.comments.map((c: { text: string }) => c.text)).toEqual(['comment 8', 'comment 7', 'comment 6']);
    const more = (await callRoute(api.listCommunityPostComments, as(ana!), { params: { itemId: id }, query: { limit: '5', cursor: first.nextCursor } })).body;
    expect(more.comments.map((c: { text: string }) => c.text)).toEqual(['comment 5', 'comment 4', 'comment 3', 'comment 2', 'comment 1']);
    expect((await callRoute(api.getCommunityPost, as(ana!), { params: { itemId: id } })).body.commentCount).toBe(9);
    expect((await callRoute(api.addCommunityPostComment, as(ana!), { params: { itemId: id }, body: { text: '  ' } })).body.message).toBe(
      discussionMessages.commentRequired,
    );
  });

  it('shows a deleted account as "Anonymous" and keeps its post', async () => {
    const [gone] = await users('gone', 1);
    const { id } = await create(gone!, { title: 'Left behind' });
    const { DeleteItemCommand } = await import('dynamodb-toolbox');
    const { UserProfileEntity } = await import('../../../lambdas/data/entities/user-profile');
    await UserProfileEntity.build(DeleteItemCommand).key({ userId: gone! }).send();
    const [reader] = await users('reader', 1);
    const shown = (await callRoute(api.getCommunityPost, as(reader!), { params: { itemId: id } })).body;
    expect(shown).toMatchObject({ title: 'Left behind', author: { userId: null, name: 'Anonymous' } });
  });
});

describe('search', () => {
  it('finds words in any case and accent, title matches first, then votes', async () => {
    const [ana, ben] = await users('search', 2);
    const inContent = await create(ana!, { title: 'Graphs', content: 'A résumé of Dijkstra shortest paths' });
    const inTitle = await create(ana!, { title: 'Resume tips for interns', content: 'short' });
    const inContentVoted = await create(ana!, { title: 'Trees', content: 'My RESUME got me an interview' });
    await vote(ben!, inContentVoted.id, 'up');
    const found = (await callRoute(api.listCommunityPosts, as(ben!), { query: { q: 'Résumé' } })).body.items.map((i: { id: string }) => i.id);
    expect(found.slice(0, 3)).toEqual([inTitle.id, inContentVoted.id, inContent.id]);
    const narrowed = (await callRoute(api.listCommunityPosts, as(ben!), { query: { q: 'resume dijkstra' } })).body.items.map((i: { id: string }) => i.id);
    expect(narrowed[0]).toBe(inContent.id);
  });
});

describe('search pages', () => {
  it('answers 8 matches a page in rank order with the next page by cursor, and refuses a cursor it did not give', async () => {
    const [ana, ben] = await users('searchpages', 2);
    const posts = [];
    for (const [i, author] of [ana!, ben!].flatMap((a) => [a, a, a, a, a]).entries()) posts.push(await create(author, { title: `Quicksort note ${i}` }));
    const search = (cursor?: string) => callRoute(api.listCommunityPosts, as(ana!), { query: { q: 'quicksort', ...(cursor && { cursor }) } });
    const first = await search();
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(8);
    expect(first.body.nextCursor).toBe('search-8');
    const second = await search(first.body.nextCursor);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    // Equal words and votes: the newest first, across both pages, each post once.
    const ids = [...first.body.items, ...second.body.items].map((i: { id: string }) => i.id);
    expect(ids).toEqual(posts.map((p) => p.id).reverse());
    const browsing = (await callRoute(api.listCommunityPosts, as(ana!))).body.nextCursor;
    expect(browsing).toMatch(/^[\w-]+$/);
    for (const cursor of ['search-3', 'search-48', 'search-', 'page-8', browsing]) {
      const refused = await search(cursor);
      expect(refused.status, String(cursor)).toBe(400);
      expect(refused.body.message).toBe('This page link is no longer valid. Please reload the list.');
    }
  });
});

describe('search within a category', () => {
  it('keeps only that category before ranking, and follows a post moved to another category', async () => {
    const [ana] = await users('searchcat', 1);
    const moved = await create(ana!, { category: 'tutorial', title: 'Kruskal with union find' });
    const stays = await create(ana!, { category: 'tutorial', title: 'Kruskal proofs' });
    const help = await create(ana!, { category: 'help', title: 'Kruskal gives a wrong total' });
    const found = async (category: string) =>
      (await callRoute(api.listCommunityPosts, as(ana!), { query: { q: 'kruskal', category } })).body.items.map((i: { id: string }) => i.id).sort();
    expect(await found('tutorial')).toEqual([moved.id, stays.id].sort());
    await callRoute(api.editCommunityPost, as(ana!), { params: { itemId: moved.id }, body: post({ category: 'help', title: 'Kruskal with union find' }) });
    expect(await found('tutorial')).toEqual([stays.id]);
    expect(await found('help')).toEqual([moved.id, help.id].sort());
  });
});

describe('rates', () => {
  it(`refuses the ${DISCUSSION_RATES.itemsPerHour + 1}th post in an hour with 429 and Retry-After, counting exactly under concurrency`, async () => {
    const [ana] = await users('rate', 1);
    const answers = await Promise.all(
      Array.from({ length: DISCUSSION_RATES.itemsPerHour + 3 }, (_, i) => callRoute(api.createCommunityPost, as(ana!), { body: post({ title: `Post ${i}` }) })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(DISCUSSION_RATES.itemsPerHour);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(discussionMessages.tooOften('posting'));
    expect(Number(refused[0]!.headers['Retry-After'])).toBeGreaterThan(0);
  });
});
