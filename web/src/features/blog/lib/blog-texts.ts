import type { BlogCategory } from '@contract/blog';
import type { BlogAuthorFilter } from '../api/blog-keys';

/** The blog's own words (docs/requirements/blog.md); the spec's messages are blogMessages in @contract/blog. */
export const blogTexts = {
  title: 'CodeArena Blog',
  intro: 'Tutorials, algorithm deep dives, interview advice and news from our admins and mentors.',
  writePost: 'Write Post',
  access: { admin: 'Admin Access', mentor: 'Mentor Access' },
  search: 'Search articles',
  authorFilter: 'Author',
  views: { published: 'Published', drafts: 'My drafts' },
  viewsLabel: 'Articles to show',
  stats: 'Blog statistics',
  statLabels: { totalArticles: 'Total Articles', thisMonth: 'This Month', totalLikes: 'Total Likes', comments: 'Comments' },
  noArticles: 'No articles found.',
  noDrafts: 'No drafts.',
  loading: 'Loading articles...',
  loadFailed: 'Failed to load articles.',
  loadArticleFailed: 'Failed to load the article.',
  loadingArticle: 'Loading article...',
  pages: 'Article pages',
  firstPage: 'Go to page 1',
  previous: 'Previous',
  next: 'Next',
  readMore: 'Read More',
  showLess: 'Show Less',
  openArticle: 'Open article',
  like: 'Like',
  likeFailed: 'Failed to update the like. Please try again.',
  likes: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`,
  comments: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'comment' : 'comments'}`,
  readTime: (minutes: number) => `${minutes} min read`,
  draft: 'Draft',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteTitle: 'Delete blog',
  backToBlog: 'Back to Blog',
  sidebar: {
    label: 'Blog sidebar',
    topAuthors: 'Top Authors',
    noAuthors: 'No authors yet.',
    articles: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
    stayUpdated: 'Stay Updated',
    stayUpdatedIntro: 'New articles, tutorials and platform news in your inbox.',
    newsletterTitle: 'Newsletter Subscription',
    rss: 'RSS feed',
  },
} as const;

export const authorFilterLabels: Record<BlogAuthorFilter, string> = { all: 'All', admin: 'Admin', mentor: 'Mentor' };

export const categoryLabels: Record<BlogCategory, string> = {
  tutorial: 'Tutorial',
  algorithm: 'Algorithm',
  interview: 'Interview',
  general: 'General',
  news: 'News',
};

export const statusLabels = { draft: 'Draft', published: 'Published' } as const;
