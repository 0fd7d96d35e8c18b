/**
 * What /blog shows beside its list, and what readers outside the app read (docs/requirements/blog.md
 * §1, docs/decisions/D14): the stat cards and Top Authors from counters the writes keep, the RSS 2.0
 * feed of the 20 latest published articles and the sitemap of every published one.
 */
import { FEED_ARTICLES, TOP_AUTHORS, articleSlug, type BlogStats } from '@contract/blog';
import { countBlogList, listBlogPage, listPublishedAddresses, readAuthorCounts } from '../data/blog-articles';
import { readDiscussionStats } from '../data/discussion-stats';
import { keys } from '../data/keys';
import { publishedList } from './blog-articles';
import { authorCards, cardOf } from './present';

/** A sitemap file holds at most 50,000 addresses; 10,000 keep the answer near 1.5 MB, well inside Lambda's 6 MB. */
export const SITEMAP_ARTICLES = 10_000;

const allPublished = publishedList('all');

export async function blogStats(now = new Date()): Promise<BlogStats> {
  const monthStart = `${now.toISOString().slice(0, 7)}-01T00:00:00.000Z`;
  const [totals, thisMonth, authors] = await Promise.all([
    readDiscussionStats('blog', now),
    // Listed newest published first: this month's articles are the keys from the month's first instant on.
    countBlogList(allPublished, keys.discussionRank(0, monthStart, '')),
    readAuthorCounts(),
  ]);
  const top = authors.slice(0, TOP_AUTHORS);
  const cards = await authorCards(top.map((a) => a.userId));
  return {
    totalArticles: totals.items,
    thisMonth,
    totalLikes: totals.likes,
    comments: totals.comments,
    topAuthors: top.map(({ userId, articles }) => ({ author: cardOf(cards, userId), articles })),
  };
}

/** Text for an XML element or attribute. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const articleUrl = (origin: string, title: string, itemId: string) => `${origin}/blog/${articleSlug(title, itemId)}`;

/** RSS 2.0 of the 20 latest published articles; links are absolute, under the site's own origin. */
export async function blogFeed(origin: string, now = new Date()): Promise<string> {
  const articles = await listBlogPage(allPublished, 1, FEED_ARTICLES);
  const cards = await authorCards(articles.map((a) => a.authorId));
  const items = articles.map((article) => {
    const url = articleUrl(origin, article.title, article.itemId);
    const categories = (article.tags ?? []).map((tag) => `      <category>${xml(tag)}</category>`);
    return [
      '    <item>',
      `      <title>${xml(article.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${new Date(article.publishedAt ?? article.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xml(cardOf(cards, article.authorId).name)}</dc:creator>`,
      `      <description>${xml(article.excerpt ?? '')}</description>`,
      ...categories,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>CodeArena Blog</title>',
    `    <link>${xml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${xml(`${origin}/api/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Tutorials, algorithms and interview advice from CodeArena’s mentors and admins.</description>',
    '    <language>en</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sitemap (sitemaps.org 0.9) of the newest 10,000 published articles, each with the date it last changed. */
export async function blogSitemap(origin: string): Promise<string> {
  const addresses = await listPublishedAddresses(SITEMAP_ARTICLES);
  const urls = addresses.map((a) => {
    const changed = a.updatedAt && a.updatedAt > (a.publishedAt ?? '') ? a.updatedAt : (a.publishedAt ?? a.createdAt);
    return `  <url><loc>${xml(articleUrl(origin, a.title, a.itemId))}</loc><lastmod>${changed.slice(0, 10)}</lastmod></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${xml(`${origin}/blog`)}</loc></url>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
