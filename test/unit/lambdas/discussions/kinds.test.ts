import { describe, expect, it } from 'vitest';
import { countsChange, listKeysOf, nextVote } from '../../../../lambdas/discussions/kinds';
import type { StoredDiscussionItem } from '../../../../lambdas/data/discussion-items';

describe('the vote state machine (docs/requirements/community.md §2, feedback.md §3)', () => {
  it.each([
    ['updown', null, 'up', 'up', 1],
    ['updown', null, 'down', 'down', -1],
    ['updown', 'up', 'up', null, -1],
    ['updown', 'down', 'down', null, 1],
    ['updown', 'up', 'down', 'down', -2],
    ['updown', 'down', 'up', 'up', 2],
    ['toggle', null, 'up', 'up', 1],
    ['toggle', 'up', 'up', null, -1],
    ['toggle', 'up', 'down', null, -1],
  ] as const)('%s: %s pressed %s → %s (%i)', (voting, current, pressed, next, delta) => {
    expect(nextVote(voting, current, pressed)).toEqual({ next, delta });
  });
});

const item = (overrides: Partial<StoredDiscussionItem>): StoredDiscussionItem => ({
  itemId: 'i1',
  kind: 'qna',
  category: 'career',
  title: 't',
  content: 'c',
  authorId: 'u',
  createdAt: '2026-11-27T10:00:00.000Z',
  votes: 0,
  commentCount: 0,
  answers: 0,
  views: 0,
  hidden: false,
  words: [],
  titleWords: [],
  ...overrides,
});

describe('what an item adds to its stat cards', () => {
  it('moves Total Votes by the change of the absolute count, and Answered only across zero', () => {
    expect(countsChange('qna', item({ votes: 1 }), item({ votes: -1 }))).toEqual({});
    expect(countsChange('qna', item({ votes: 0 }), item({ votes: -1 }))).toEqual({ absVotes: 1 });
    expect(countsChange('qna', item({ answers: 0 }), item({ answers: 1 }))).toEqual({ answered: 1 });
    expect(countsChange('qna', undefined, item({ votes: 0 }))).toEqual({ items: 1 });
    expect(countsChange('qna', item({ votes: -3, answers: 2 }), undefined)).toEqual({ items: -1, answered: -1, absVotes: -3 });
  });

  it('counts snippets and tutorials of posts, and the statuses of feedback', () => {
    const snippet = { language: 'python' as const, code: 'x' };
    expect(
      countsChange('community', item({ kind: 'community', category: 'tutorial' }), item({ kind: 'community', category: 'help', codeSnippet: snippet })),
    ).toEqual({
      snippets: 1,
      tutorials: -1,
    });
    expect(countsChange('feedback', item({ kind: 'feedback', status: 'under-review' }), item({ kind: 'feedback', status: 'fixed' }))).toEqual({
      underReview: -1,
      fixed: 1,
    });
  });
});

describe('list positions', () => {
  it('sort by votes as numbers (negative below zero), then newest first', () => {
    const rank = (votes: number, createdAt: string) => listKeysOf(item({ votes, createdAt })).gsi2sk;
    const ranks = [rank(-12, 'a'), rank(-2, 'a'), rank(0, '2026-01'), rank(0, '2026-02'), rank(3, 'a'), rank(25, 'a')];
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('list feedback newest first whatever its votes', () => {
    const rank = (votes: number, createdAt: string) => listKeysOf(item({ kind: 'feedback', category: 'bug', votes, createdAt })).gsi2sk;
    expect(rank(50, '2026-01') < rank(0, '2026-02')).toBe(true);
  });
});

describe('a blog article (docs/decisions/D14)', () => {
  const article = (overrides: Partial<StoredDiscussionItem>) =>
    item({
      kind: 'blog',
      category: 'tutorial',
      authorId: 'mentor-1',
      authorRole: 'mentor',
      articleStatus: 'published',
      publishedAt: '2026-11-28T09:00:00.000Z',
      ...overrides,
    });

  it('counts only while published: the article for its author’s role, its likes and its comments', () => {
    expect(countsChange('blog', undefined, article({ votes: 3, commentCount: 2 }))).toEqual({ items: 1, mentorItems: 1, likes: 3, comments: 2 });
    expect(countsChange('blog', undefined, article({ articleStatus: 'draft', votes: 3 }))).toEqual({});
    // Unpublished: everything it counted is taken back.
    expect(
      countsChange(
        'blog',
        article({ authorRole: 'admin', votes: 4, commentCount: 1 }),
        article({ authorRole: 'admin', articleStatus: 'draft', votes: 4, commentCount: 1 }),
      ),
    ).toEqual({
      items: -1,
      adminItems: -1,
      likes: -4,
      comments: -1,
    });
    expect(countsChange('blog', article({ votes: 4 }), article({ votes: 5 }))).toEqual({ likes: 1 });
  });

  it('is listed newest published first under its author’s role; a draft only on the draft lists', () => {
    const listed = listKeysOf(article({ createdAt: '2026-01-01T00:00:00.000Z' }));
    expect(listed).toMatchObject({ gsi1pk: 'DISCUSSIONS#blog#mentor', gsi2pk: 'DISCUSSIONS#blog' });
    expect(listed.gsi2sk).toContain('#2026-11-28T09:00:00.000Z#');
    const draft = listKeysOf(article({ articleStatus: 'draft', publishedAt: undefined }));
    expect(draft).toMatchObject({ gsi1pk: 'DISCUSSIONS#blog-draft#mentor-1', gsi2pk: 'DISCUSSIONS#blog-draft' });
  });
});
