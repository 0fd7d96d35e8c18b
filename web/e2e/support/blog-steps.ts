/**
 * The blog's part of the discussions journey (../discussions-journey.test.ts), on that file's
 * stack: a mentor writes and publishes an article, a student finds it, likes it and comments.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LIVE_MS, article, comment, commentTexts, screenshot, stat, storedComment } from './discussion-steps';

export const blogPost = {
  title: 'Binary search without off-by-one errors',
  tags: ['binary-search', 'arrays'],
  excerpt: 'Keep one invariant and the loop writes itself.',
  content: '## The invariant\n\nKeep **lo** on a yes and **hi** on a no, and move them toward each other.\n\n- start outside the array\n- stop when they touch',
};
const blogComment = 'The invariant trick finally made it click.';
/** A 1×1 PNG: the cover Maya uploads. */
const coverPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Drafts an article with tags (a blank and a repeat refused), Markdown she previews and an uploaded
 * cover; finds it only among her drafts; publishes it from there; sees it listed and counted.
 */
export async function writeAndPublishArticle(page: Page, openBlog: (page: Page) => Promise<Locator>): Promise<void> {
  const main = await openBlog(page);
  await main.getByRole('button', { name: 'Write Post' }).click();
  const editor = page.getByRole('dialog', { name: 'Write a Blog Post' });
  await editor.getByLabel('Blog Title').fill(blogPost.title);
  await editor.getByLabel('Category').selectOption('algorithm');
  await editor.getByLabel('Status').selectOption('draft');
  const tags = editor.getByLabel('Tags', { exact: true });
  for (const tag of [...blogPost.tags, '   ', 'ARRAYS']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  // A blank tag and a repeat in other case are not added; Enter did not submit the form.
  const added = editor.getByRole('list', { name: 'Added tags' }).getByRole('button');
  expect(await added.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(blogPost.tags.map((t) => `Remove tag ${t}`));
  await editor.getByLabel('Excerpt').fill(blogPost.excerpt);
  await editor.getByLabel('Content', { exact: true }).fill(blogPost.content);
  await editor.getByText(/^\d+ words · 1 min read$/).waitFor({ timeout: LIVE_MS });
  await editor.getByRole('button', { name: 'Preview' }).click();
  const preview = editor.getByRole('region', { name: 'Content preview' });
  await preview.getByRole('heading', { name: 'The invariant' }).waitFor({ timeout: LIVE_MS });
  expect(await preview.locator('strong').allTextContents()).toEqual(['lo', 'hi']);
  await editor.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: coverPng });
  await editor.getByRole('img', { name: 'Cover image preview' }).waitFor({ timeout: LIVE_MS });
  await screenshot(page, 'blog-editor');
  await editor.getByRole('button', { name: 'Publish Blog' }).click();
  await page.getByText('Blog created successfully!').waitFor({ timeout: LIVE_MS });

  // A draft: not on /blog, on Maya's drafts.
  await main.getByText('No blogs yet. Create your first blog!').waitFor({ timeout: LIVE_MS });
  await main.getByRole('button', { name: 'My drafts' }).click();
  const draft = article(main, blogPost.title);
  await draft.waitFor({ timeout: LIVE_MS });
  await draft.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await edit.getByLabel('Status').selectOption('published');
  await edit.getByRole('button', { name: 'Update Blog' }).click();
  await page.getByText('Blog updated successfully!').waitFor({ timeout: LIVE_MS });
  await main.getByRole('button', { name: 'Published' }).click();
  const published = article(main, blogPost.title);
  await published.waitFor({ timeout: LIVE_MS });
  // The uploaded cover is served back through a signed address.
  await expect.poll(() => published.locator('img.blog-cover').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: LIVE_MS }).toBe(1);
  await expect.poll(() => stat(main, 'Blog statistics', 'Total Articles'), { timeout: LIVE_MS }).toBe('1');
}

/**
 * Finds the article by search, likes it, comments, edits and deletes the comment, opens its own
 * address (title and description from its SEO fields) and reads it in the RSS feed; answers its address.
 */
export async function findLikeAndComment(page: Page, openBlog: (page: Page) => Promise<Locator>, appUrl: string, apiUrl: string): Promise<string> {
  const main = await openBlog(page);
  expect(await main.getByRole('button', { name: 'Write Post' }).count()).toBe(0);
  await main.getByRole('searchbox', { name: 'Search articles' }).fill('off-by-one invariant');
  // The search is sent once typing stops (300 ms), and kept in the address.
  await page.waitForURL((url) => url.searchParams.get('q') === 'off-by-one invariant', { timeout: LIVE_MS });
  const card = article(main, blogPost.title);
  await card.waitFor({ timeout: LIVE_MS });
  await card.getByRole('button', { name: 'Read More' }).click();
  await card.getByRole('heading', { name: 'The invariant' }).waitFor({ timeout: LIVE_MS });

  const like = card.getByRole('button', { name: 'Like' });
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/like')), like.click()]);
  expect(await like.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => card.locator('.blog-like__count').textContent()).toBe('1 like');

  await card.getByRole('button', { name: '0 comments' }).click();
  await comment(card, 'Write a comment', blogComment);
  const mine = storedComment(card, blogComment);
  await mine.getByRole('button', { name: 'Edit' }).click();
  const box = card.getByRole('textbox', { name: 'Edit comment' });
  await box.fill(`${blogComment} Thanks!`);
  await box.press('Enter');
  await storedComment(card, `${blogComment} Thanks!`).waitFor({ timeout: LIVE_MS });
  await storedComment(card, `${blogComment} Thanks!`).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => commentTexts(card), { timeout: LIVE_MS }).toEqual([]);

  // Its own address: the title and description are the article's SEO fields (defaults: title and excerpt).
  const href = await card.getByRole('link', { name: 'Open article' }).getAttribute('href');
  const slug = href!;
  await page.goto(`${appUrl}${slug}`);
  await page.getByRole('main').getByRole('heading', { level: 1, name: blogPost.title }).waitFor({ timeout: 30_000 });
  await expect.poll(() => page.title(), { timeout: LIVE_MS }).toBe(blogPost.title);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(blogPost.excerpt);

  const feed = await (await fetch(`${apiUrl}/blog/rss.xml`)).text();
  expect(feed).toContain(`<title>${blogPost.title}</title>`);
  expect(feed).toContain(`${slug}</link>`);
  return slug;
}
