import { z } from 'zod';
import { avatarUploadRequestSchema, avatarUploadResponseSchema } from './account/avatar';
import { MAX_SEARCH_QUERY, authorCardSchema } from './discussion-parts';
import { hiddenCharactersMessage, shownText, type ShownTextRule } from './shown-text';
import { wordCount } from './words';

export { wordCount } from './words';

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

/** A cover uploaded from the editor (docs/decisions/D14): its key in the uploads bucket, under its uploader's prefix. */
export const BLOG_COVER_KEY = /^blog-covers\/[^/]{1,128}\/cover-\d{1,16}\.(jpg|png)$/;
/** Covers are uploaded as avatars are: JPG or PNG, under 2 MB. */
export const blogCoverUploadRequestSchema = avatarUploadRequestSchema;
export const blogCoverUploadResponseSchema = avatarUploadResponseSchema;

const coverImageSchema = z
  .string()
  .max(BLOG_COVER_URL_MAX, m.coverImageUrl)
  .refine((value) => {
    if (BLOG_COVER_KEY.test(value)) return true;
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

/** An article as /blog's list shows it (collapsed: no content). */
export const blogArticleSummarySchema = z.object({
  id: z.string(),
  /** Its address under /blog (articleSlug). */
  slug: z.string(),
  title: z.string(),
  category: z.enum(blogCategories),
  status: z.enum(blogStatuses),
  tags: z.array(z.string()),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  readTime: z.number().int().positive(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  author: authorCardSchema,
  likes: z.number().int().nonnegative(),
  /** Whether the caller likes it; false when signed out. */
  liked: z.boolean(),
  commentCount: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

/** An article whole: what its own page and the expanded card show, and what the editor edits. */
export const blogArticleSchema = blogArticleSummarySchema.extend({
  /** What the editor sends back to keep the cover: its https address, or the key of an uploaded one. */
  coverImageSource: z.string().nullable(),
  content: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** Highest page a list reaches (1,000 articles): deeper pages cost a read of every key before them. */
export const BLOG_MAX_PAGE = 125;

/** /blog's list: published articles (or, for staff, drafts: their own; an admin's, everyone's). */
export const blogListQuerySchema = z.object({
  author: z.enum(blogAuthorFilters).default('all'),
  status: z.enum(blogStatuses).default('published'),
  q: z.string().trim().max(MAX_SEARCH_QUERY, `Search for at most ${MAX_SEARCH_QUERY} characters.`).optional(),
  page: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE, 'That page does not exist.').default(1),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;
/** The list query as the server reads it (defaults filled in). */
export type BlogListRequest = z.output<typeof blogListQuerySchema>;

export const blogPageSchema = z.object({
  articles: z.array(blogArticleSummarySchema),
  page: z.number().int().positive(),
  /** At least 1 (an empty list is one empty page). */
  totalPages: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

/** The four stat cards and the Top Authors sidebar, from counters the writes keep (docs/requirements/blog.md §1). */
export const blogStatsSchema = z.object({
  totalArticles: z.number().int().nonnegative(),
  thisMonth: z.number().int().nonnegative(),
  totalLikes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  topAuthors: z.array(z.object({ author: authorCardSchema, articles: z.number().int().positive() })).max(TOP_AUTHORS),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;

/** A like is set, not toggled: a second tab or a retried request cannot undo it. */
export const blogLikeInputSchema = z.object({ liked: z.boolean() });
export const blogLikeResultSchema = z.object({ likes: z.number().int().nonnegative(), liked: z.boolean() });
export type BlogLikeResult = z.infer<typeof blogLikeResultSchema>;

/** The 20 latest published articles in the feed (RSS 2.0). */
export const FEED_ARTICLES = 20;

/**
 * The numbered page buttons between Previous and Next: the first, the last, and the current one
 * with a neighbour on each side; a gap of more than one page is an ellipsis ('…'), a gap of one
 * the page itself.
 */
export function pageNumbers(current: number, total: number): (number | '…')[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: (number | '…')[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) buttons.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) buttons.push('…');
    buttons.push(page);
  }
  return buttons;
}
