import { z } from 'zod';
import { hiddenCharactersMessage, shownText, type ShownTextRule } from './shown-text';

/**
 * The blog (docs/requirements/blog.md, docs/decisions/D14): one article entity, written in one
 * editor by admins and mentors. The shapes and rules both sides use: the editor counts words and
 * minutes as the author types, with the same functions the server stores them by.
 */

/** docs/requirements/blog.md §3: the editor's Category select, in its order. */
export const blogCategories = ['tutorial', 'algorithm', 'interview', 'general', 'news'] as const;
export type BlogCategory = (typeof blogCategories)[number];
export const blogStatuses = ['draft', 'published'] as const;
export type BlogStatus = (typeof blogStatuses)[number];
/** /blog's author-type filter: All, Admin, Mentor. */
export const blogAuthorFilters = ['all', 'admin', 'mentor'] as const;

export const BLOG_PAGE_SIZE = 8;
export const TOP_AUTHORS = 3;
export const BLOG_SEARCH_DEBOUNCE_MS = 300;
export const WORDS_PER_MINUTE = 200;
/** The read time shown for an article that has none stored. */
export const DEFAULT_READ_TIME = 5;
/** A missing excerpt is the content's first 150 characters and '...'. */
export const EXCERPT_FALLBACK_CHARACTERS = 150;

/**
 * Visible characters. The content's stored size is capped in UTF-16 code units so that an article
 * with every field at its cap, in the widest characters, stays one DynamoDB item (400 KB) with room
 * for its keys and counters: 100,000 units are at most 300 KB of UTF-8.
 */
export const BLOG_TITLE_MAX = 150;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_CONTENT_MAX_STORED_UNITS = 100_000;
export const BLOG_TAG_MAX = 30;
export const BLOG_TAGS_MAX = 10;
export const BLOG_SEO_TITLE_MAX = BLOG_TITLE_MAX;
export const BLOG_SEO_DESCRIPTION_MAX = BLOG_EXCERPT_MAX;
export const BLOG_COVER_URL_MAX = 2_048;

export const blogMessages = {
  pageSearch: 'Search articles...',
  notAuthenticated: 'User not authenticated',
  saveFailed: 'Failed to save blog',
  deleteFailed: 'Failed to delete blog',
  updated: 'Blog updated successfully!',
  created: 'Blog created successfully!',
  deleted: 'Blog deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this blog? This action cannot be undone.',
  noBlogs: 'No blogs yet. Create your first blog!',
  anonymous: 'Anonymous',
  titleRequired: 'Blog title is required',
  titleTooLong: `Blog title must be at most ${BLOG_TITLE_MAX} characters`,
  excerptRequired: 'Excerpt is required',
  excerptTooLong: `Excerpt must be at most ${BLOG_EXCERPT_MAX} characters`,
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters`,
  tagRequired: 'A tag cannot be empty',
  tagTooLong: `A tag must be at most ${BLOG_TAG_MAX} characters`,
  tooManyTags: `At most ${BLOG_TAGS_MAX} tags`,
  seoTitleTooLong: `SEO title must be at most ${BLOG_SEO_TITLE_MAX} characters`,
  seoDescriptionTooLong: `SEO description must be at most ${BLOG_SEO_DESCRIPTION_MAX} characters`,
  coverImageUrl: 'Cover image must be an https:// address',
} as const;

/** A word is a run of non-space characters holding a letter or a digit: Markdown's '#', '-' and '---' are not words. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read: words / 200, rounded up, at least 1. */
export function readTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE));
}

/**
 * The excerpt an article without one gets: its content's first 150 characters (spaces and line
 * breaks run together) and '...'. A content that short is the excerpt whole, with no '...' after a
 * text that does not go on.
 */
export function excerptFallback(content: string): string {
  const characters = [...content.replace(/\s+/g, ' ').trim()];
  if (characters.length <= EXCERPT_FALLBACK_CHARACTERS) return characters.join('');
  return `${characters.slice(0, EXCERPT_FALLBACK_CHARACTERS).join('').trimEnd()}...`;
}

/**
 * The tags after the editor's Enter on `typed`: added only when non-empty after trimming and not
 * already there (in any case: "DP" and "dp" are one tag), and only while there is room.
 */
export function withTag(tags: readonly string[], typed: string): readonly string[] {
  const tag = typed.normalize('NFC').trim();
  if (!tag || tags.length >= BLOG_TAGS_MAX) return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

const m = blogMessages;
/** A shown text of the editor, refused with a message naming `field` when it holds a hidden character. */
const text = (field: string, rule: Omit<ShownTextRule, 'hidden'>) => shownText({ ...rule, hidden: hiddenCharactersMessage(field) });

const coverImageSchema = z
  .string()
  .max(BLOG_COVER_URL_MAX, m.coverImageUrl)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, m.coverImageUrl);

/** What the editor sends to create or update an article (docs/requirements/blog.md §3). */
export const blogArticleInputSchema = z.object({
  title: text('Blog Title', { min: 1, max: BLOG_TITLE_MAX, tooShort: m.titleRequired, tooLong: m.titleTooLong }),
  category: z.enum(blogCategories),
  status: z.enum(blogStatuses),
  tags: z.array(text('Tags', { min: 1, max: BLOG_TAG_MAX, tooShort: m.tagRequired, tooLong: m.tagTooLong })).max(BLOG_TAGS_MAX, m.tooManyTags),
  // Required in the editor; an article saved without one gets excerptFallback (completedArticle).
  excerpt: text('Excerpt', { min: 0, max: BLOG_EXCERPT_MAX, tooShort: m.excerptRequired, tooLong: m.excerptTooLong, multiline: true }),
  content: text('Content', {
    min: 1,
    max: BLOG_CONTENT_MAX,
    maxStoredUnits: BLOG_CONTENT_MAX_STORED_UNITS,
    tooShort: m.contentRequired,
    tooLong: m.contentTooLong,
    multiline: true,
  }),
  seoTitle: text('SEO Title', { min: 0, max: BLOG_SEO_TITLE_MAX, tooShort: m.seoTitleTooLong, tooLong: m.seoTitleTooLong }).optional(),
  seoDescription: text('SEO Description', {
    min: 0,
    max: BLOG_SEO_DESCRIPTION_MAX,
    tooShort: m.seoDescriptionTooLong,
    tooLong: m.seoDescriptionTooLong,
    multiline: true,
  }).optional(),
  coverImage: coverImageSchema.nullable().optional(),
});
export type BlogArticleInput = z.infer<typeof blogArticleInputSchema>;

/** The fields an article is stored with besides what its author typed (docs/requirements/blog.md §3). */
export interface CompletedArticle extends BlogArticleInput {
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  readTime: number;
  /** When it was last saved as published; null for a draft. */
  publishedAt: string | null;
}

/**
 * An article as saved at `now`: the excerpt from the content when none was given, the SEO title and
 * description from the title and excerpt, the read time from the content, and the published date
 * stamped on every save as published (a draft has none).
 */
export function completedArticle(input: BlogArticleInput, now: Date): CompletedArticle {
  const excerpt = input.excerpt || excerptFallback(input.content);
  return {
    ...input,
    excerpt,
    seoTitle: input.seoTitle || input.title,
    seoDescription: input.seoDescription || excerpt,
    readTime: readTimeMinutes(input.content),
    publishedAt: input.status === 'published' ? now.toISOString() : null,
  };
}

/** Characters of an article's address taken from its title; its id follows them. */
export const SLUG_TITLE_MAX = 60;
const ARTICLE_ID = /^[0-9a-z]{10,40}$/;

/**
 * An article's address under /blog: its title's words (accents folded, lower case, ASCII letters and
 * digits, cut at a word within 60 characters), then its id: `two-pointers-explained-mf3k2…`. The id
 * at the end finds the article, so a shared address still opens it after its title changes, and a
 * title with no ASCII letters (日本語) still gets one: the id alone.
 */
export function articleSlug(title: string, articleId: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at the last word boundary within the limit; one word longer than it is cut at the limit.
  const head = words.slice(0, SLUG_TITLE_MAX + 1);
  const boundary = head.lastIndexOf('-');
  const cut = words.length <= SLUG_TITLE_MAX ? words : boundary > 0 ? head.slice(0, boundary) : words.slice(0, SLUG_TITLE_MAX);
  return cut ? `${cut}-${articleId}` : articleId;
}

/** The article id an address ends with, or undefined when it ends with none (a 404, not a lookup). */
export function articleIdFromSlug(slug: string): string | undefined {
  const id = slug.slice(slug.lastIndexOf('-') + 1);
  return ARTICLE_ID.test(id) ? id : undefined;
}
