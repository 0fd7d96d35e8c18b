import { describe, expect, it } from 'vitest';
import {
  BLOG_CONTENT_MAX,
  BLOG_CONTENT_MAX_STORED_UNITS,
  BLOG_COVER_URL_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SEO_DESCRIPTION_MAX,
  BLOG_SEO_TITLE_MAX,
  BLOG_TAG_MAX,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  SLUG_TITLE_MAX,
  articleIdFromSlug,
  pageNumbers,
  articleSlug,
  blogArticleInputSchema,
  blogMessages,
  completedArticle,
  excerptFallback,
  readTimeMinutes,
  withTag,
  wordCount,
  type BlogArticleInput,
} from '@contract/blog';
import { unboundedStrings } from './schema-bounds';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const article: BlogArticleInput = {
  title: 'Two pointers',
  category: 'tutorial',
  status: 'published',
  tags: ['arrays'],
  excerpt: 'Walk from both ends.',
  content: '# Two pointers\n\nWalk from both ends of a sorted array.',
};
const firstMessage = (input: unknown) => blogArticleInputSchema.safeParse(input).error?.issues[0]?.message;

describe('the blog rules (docs/requirements/blog.md §3)', () => {
  it.each([
    ['', 0],
    ['one', 1],
    ['  two\n\nwords  ', 2],
    ['# Heading\n\n- item --- ``` **bold**', 3],
    ['x = 1 + 2', 3],
    ['日本語 の テキスト', 3],
  ])('counts the words of %j as %i (Markdown marks alone are not words)', (text, expected) => {
    expect(wordCount(text)).toBe(expected);
  });

  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('gives %i words %i minutes to read (words / 200, rounded up, at least 1)', (n, minutes) => {
    expect(readTimeMinutes(words(n))).toBe(minutes);
  });

  it.each([
    ['Short and whole.', 'Short and whole.'],
    ['a'.repeat(150), 'a'.repeat(150)],
    ['a'.repeat(151), `${'a'.repeat(150)}...`],
    [`${'word '.repeat(40)}`, `${'word '.repeat(30).trimEnd()}...`],
    ['line one\n\n\nline   two', 'line one line two'],
    ['😀'.repeat(151), `${'😀'.repeat(150)}...`],
  ])('fills a missing excerpt from %j', (content, excerpt) => {
    expect(excerptFallback(content)).toBe(excerpt);
  });

  it.each([
    [[], 'dp', ['dp']],
    [['dp'], '  graphs  ', ['dp', 'graphs']],
    [['dp'], '', ['dp']],
    [['dp'], '   ', ['dp']],
    [['dp'], 'DP', ['dp']],
    [['dp'], 'dp', ['dp']],
    [Array.from({ length: BLOG_TAGS_MAX }, (_, i) => `t${i}`), 'one more', Array.from({ length: BLOG_TAGS_MAX }, (_, i) => `t${i}`)],
  ])('adds the tag typed into %j as %j only when non-empty, new and with room', (tags, typed, after) => {
    expect(withTag(tags, typed)).toEqual(after);
  });

  it('stamps the published date on every save as published, none on a draft, and fills the excerpt, SEO fields and read time', () => {
    const first = new Date('2026-11-28T10:00:00.000Z');
    const later = new Date('2026-11-29T08:30:00.000Z');
    expect(completedArticle(article, first)).toMatchObject({
      publishedAt: '2026-11-28T10:00:00.000Z',
      seoTitle: 'Two pointers',
      seoDescription: 'Walk from both ends.',
      readTime: 1,
    });
    expect(completedArticle(article, later).publishedAt).toBe('2026-11-29T08:30:00.000Z');
    expect(completedArticle({ ...article, status: 'draft' }, later).publishedAt).toBeNull();

    const noExcerpt = completedArticle({ ...article, excerpt: '', content: words(260) }, first);
    expect(noExcerpt.excerpt).toBe(excerptFallback(words(260)));
    expect(noExcerpt.excerpt.endsWith('...')).toBe(true);
    expect(noExcerpt.seoDescription).toBe(noExcerpt.excerpt);
    expect(noExcerpt.readTime).toBe(2);
    expect(completedArticle({ ...article, seoTitle: 'Two pointers, explained', seoDescription: 'A guide.' }, first)).toMatchObject({
      seoTitle: 'Two pointers, explained',
      seoDescription: 'A guide.',
    });
  });
});

describe("the editor's input (docs/requirements/blog.md §3)", () => {
  it('accepts an article, and a draft with no excerpt, SEO fields or cover', () => {
    expect(blogArticleInputSchema.parse(article)).toEqual(article);
    expect(blogArticleInputSchema.parse({ ...article, status: 'draft', excerpt: '' })).toMatchObject({ status: 'draft', excerpt: '' });
  });

  it.each([
    [{ title: '   ' }, blogMessages.titleRequired],
    [{ title: 'x'.repeat(BLOG_TITLE_MAX + 1) }, blogMessages.titleTooLong],
    [{ content: ' \n ' }, blogMessages.contentRequired],
    [{ content: 'x'.repeat(BLOG_CONTENT_MAX + 1) }, blogMessages.contentTooLong],
    [{ excerpt: 'x'.repeat(BLOG_EXCERPT_MAX + 1) }, blogMessages.excerptTooLong],
    [{ tags: ['  '] }, blogMessages.tagRequired],
    [{ tags: ['x'.repeat(BLOG_TAG_MAX + 1)] }, blogMessages.tagTooLong],
    [{ tags: Array.from({ length: BLOG_TAGS_MAX + 1 }, (_, i) => `t${i}`) }, blogMessages.tooManyTags],
    [{ seoTitle: 'x'.repeat(BLOG_SEO_TITLE_MAX + 1) }, blogMessages.seoTitleTooLong],
    [{ seoDescription: 'x'.repeat(BLOG_SEO_DESCRIPTION_MAX + 1) }, blogMessages.seoDescriptionTooLong],
    [{ coverImage: 'http://example.com/cover.png' }, blogMessages.coverImageUrl],
    [{ coverImage: 'javascript:alert(1)' }, blogMessages.coverImageUrl],
    [{ coverImage: 'data:image/png;base64,AAAA' }, blogMessages.coverImageUrl],
    [{ coverImage: `https://example.com/${'a'.repeat(BLOG_COVER_URL_MAX)}` }, blogMessages.coverImageUrl],
    // Uploaded covers are named by their key, and only a key the upload URL could have made.
    [{ coverImage: 'user-avatars/u1/avatar-1.png' }, blogMessages.coverImageUrl],
    [{ coverImage: 'blog-covers/u1/../../secret.png' }, blogMessages.coverImageUrl],
    [{ coverImage: 'blog-covers/u1/cover-1.gif' }, blogMessages.coverImageUrl],
    [{ title: 'Right\u202Eto left' }, 'Blog Title cannot contain invisible, control or text-direction characters.'],
  ])('refuses %j with its message', (change, message) => {
    expect(firstMessage({ ...article, ...change })).toBe(message);
  });

  it('takes an uploaded cover by its key', () => {
    expect(blogArticleInputSchema.safeParse({ ...article, coverImage: 'blog-covers/u1/cover-1764300000000.jpg' }).success).toBe(true);
  });

  it('refuses a category or status the editor does not offer', () => {
    expect(blogArticleInputSchema.safeParse({ ...article, category: 'gossip' }).success).toBe(false);
    expect(blogArticleInputSchema.safeParse({ ...article, status: 'scheduled' }).success).toBe(false);
  });

  it('bounds every string it accepts', () => {
    expect(unboundedStrings(blogArticleInputSchema)).toEqual([]);
  });

  it('keeps an article with every field at its stored cap, in the widest characters, inside one DynamoDB item (400 KB) with room to spare', () => {
    // UTF-16 code units are at most 3 bytes of UTF-8 each (a surrogate pair: 4 bytes for 2 units).
    const storedUnits = (max: number) => max * 8;
    const worstBytes =
      3 *
      (BLOG_CONTENT_MAX_STORED_UNITS +
        storedUnits(BLOG_TITLE_MAX) +
        storedUnits(BLOG_EXCERPT_MAX) +
        storedUnits(BLOG_SEO_TITLE_MAX) +
        storedUnits(BLOG_SEO_DESCRIPTION_MAX) +
        BLOG_TAGS_MAX * storedUnits(BLOG_TAG_MAX) +
        BLOG_COVER_URL_MAX);
    expect(worstBytes).toBeLessThan(360 * 1024);
    // And the cap holds: one unit over is refused, whatever its visible length.
    expect(firstMessage({ ...article, content: '\u0301'.repeat(BLOG_CONTENT_MAX_STORED_UNITS + 1) })).toBe(blogMessages.contentTooLong);
  });
});

describe("an article's address (/blog/{slug})", () => {
  const id = 'mf3k2a9b01a2b3c4d5e6f7a8b9';

  it.each([
    ['Two Pointers, Explained!', `two-pointers-explained-${id}`],
    ['  Ça marche: Dijkstra à Zürich  ', `ca-marche-dijkstra-a-zurich-${id}`],
    ['C++ & STL 2026', `c-stl-2026-${id}`],
    ['日本語のタイトル', id],
    ['--- !!! ---', id],
    [`${'segment '.repeat(12)}end`, `${'segment-'.repeat(7).slice(0, -1)}-${id}`],
    ['x'.repeat(80), `${'x'.repeat(SLUG_TITLE_MAX)}-${id}`],
  ])('turns %j into its address', (title, slug) => {
    expect(articleSlug(title, id)).toBe(slug);
    expect(articleIdFromSlug(slug)).toBe(id);
  });

  it('keeps the title part within its limit at a word boundary', () => {
    const slug = articleSlug(`${'segment '.repeat(12)}end`, id);
    expect(slug.length - id.length - 1).toBeLessThanOrEqual(SLUG_TITLE_MAX);
  });

  it.each(['', 'two-pointers', 'two-pointers-SHOUTING1234', '../../etc-passwd', `two-pointers-${id}%2F`, `x-${'a'.repeat(41)}`])(
    'finds no article id at the end of %j',
    (slug) => {
      expect(articleIdFromSlug(slug)).toBeUndefined();
    },
  );
});

describe("/blog's page buttons (docs/requirements/blog.md §1: numbered pages with ellipses)", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, '…', 10]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10]],
    [3, 10, [1, 2, 3, 4, '…', 10]],
    [10, 10, [1, '…', 9, 10]],
    // A gap of one page shows the page, not an ellipsis.
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ] as const)('page %i of %i → %j', (current, total, buttons) => {
    expect(pageNumbers(current, total)).toEqual(buttons);
  });
});
