/**
 * The discussions journey: two users in two browser contexts against the whole local stack, on the
 * community, Q&A and feedback pages (empty at the start: the sample discussions come only with the
 * challenge's seed). Sam posts for help with Markdown and a Python snippet (shown highlighted, the
 * stats counting it); Maya votes it up, down to nothing and up again, and comments; Sam answers in
 * four more comments and Maya pages through them (3, Load more, Show less). Sam asks a question,
 * Maya answers, and only her answer offers Sam Accept; accepted, it is marked and counted. Sam
 * rates the platform 4 stars by keyboard and Maya votes for his feedback. Each page then passes
 * axe-core (no serious or critical violation) at desktop width and at 390 px, with no sideways
 * scrolling on the phone.
 *
 * The blog on the same stack: Maya (a mentor) drafts an article with tags, Markdown she previews and
 * an uploaded cover; it stays off /blog until she publishes it from her drafts. Sam finds it by
 * search, likes it, comments, edits and deletes his comment, and opens its own address, whose title
 * is the article's; the RSS feed lists it. /blog and the article pass axe at both widths.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { SEEDED_ACCOUNTS } from '../../local/seed/accounts';
import { type LocalStack, startLocalStack } from '../../local/start';
import { signIn } from './support/account-steps';
import { installAxe, resize } from './support/accessibility';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';
import { findLikeAndComment, writeAndPublishArticle, blogPost } from './support/blog-steps';
import { LIVE_MS, article, checkBothWidths, comment, commentTexts, screenshot, stat, storedComment, voteAndWait, voteCount } from './support/discussion-steps';

const sam = SEEDED_ACCOUNTS.find((a) => a.role === 'student')!;
const maya = SEEDED_ACCOUNTS.find((a) => a.role === 'mentor')!;

const post = {
  title: 'My BFS visits nodes twice',
  content: 'My **breadth-first search** prints some nodes twice.\n\n- it passes the samples\n- it fails on `cycles`',
  code: 'from collections import deque\n\ndef bfs(graph, start):\n    queue = deque([start])\n    while queue:\n        node = queue.popleft()\n        print(node)\n        queue.extend(graph[node])\n',
};
const mayaComment = 'Mark each node as seen when you put it in the queue, not when you take it out.';
const samComments = ['Thanks Maya!', 'I added a seen set.', 'It passes the cycles now.', 'All tests are green.'];
const question = {
  title: 'Which internships should I apply for first?',
  details: 'I am in my second year. Should I apply to big companies or to small startups first?',
};
const answer = 'Apply to both: startups often answer sooner, and every interview is practice.';
const samThanks = 'Thank you, that helps a lot.';
const feedback = {
  title: 'Dark mode for the code editor',
  description: 'Please add a dark theme to the editor: long evening sessions hurt my eyes.',
};

interface User {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

describe('two users discuss on /community, /qna and /feedback in two browsers against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let dataDir = '';
  let a: User;
  let b: User;

  async function openAs(account: typeof sam): Promise<User> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await installAxe(context);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${stack.appUrl}/login`);
    // Maya is staff: her seeded TOTP secret answers the code step (docs/decisions/D33).
    const seeded = stack.accounts.find((x) => x.email === account.email);
    await signIn(page, account.email, account.password, seeded?.totpSecret);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    return { context, page, watch };
  }

  /** Loads `path` afresh (what a reload shows) and waits for its main heading. */
  async function open(user: User, path: string, heading: string): Promise<Locator> {
    await user.page.goto(`${stack.appUrl}${path}`);
    const main = user.page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
    return main;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-discussions-journey-'));
    [stack, browser] = await Promise.all([
      startLocalStack({
        dataDir,
        builtApp: await builtWebApp(),
        seed: true,
        seedProblems: [],
        seedChallenge: false,
        ...(await onSharedDynamoDb(await findFreeLocalPorts())),
      }),
      launchChromium(),
    ]);
    [a, b] = await Promise.all([openAs(sam), openAs(maya)]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('Sam posts for help with Markdown and a Python snippet: shown at once, highlighted, and counted', async () => {
    const main = await open(a, '/community', 'Community');
    expect(await main.locator('[aria-label="Community statistics"] dt').allTextContents()).toEqual([
      'Total Posts',
      'Active Members',
      'Code Snippets',
      'Tutorials Shared',
    ]);
    await expect.poll(() => stat(main, 'Community statistics', 'Total Posts'), { timeout: LIVE_MS }).toBe('0');
    await main.getByText('No posts found.').waitFor({ timeout: LIVE_MS });

    await main.getByRole('button', { name: 'Create Post' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Create Post' });
    await dialog.getByLabel('Post type').selectOption('help');
    await dialog.getByLabel('Title').fill(post.title);
    await dialog.getByLabel('Content').fill(post.content);
    await dialog.getByRole('checkbox', { name: 'Add a code snippet' }).check();
    await dialog.getByLabel('Language').selectOption('python');
    await dialog.getByLabel('Code', { exact: true }).fill(post.code);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // At once: the post leads the list while the server stores it.
    const card = article(main, post.title);
    await card.waitFor({ timeout: 2_000 });
    await expect.poll(() => card.getAttribute('aria-busy'), { timeout: LIVE_MS }).toBeNull();
    expect(await card.locator('.post-card__type').textContent()).toBe('Help');
    expect(await card.locator('.author-line__name').first().textContent()).toBe(sam.name);
    expect(await card.locator('.markdown-body strong').textContent()).toBe('breadth-first search');
    expect(await card.locator('.markdown-body li').allTextContents()).toEqual(['it passes the samples', 'it fails on cycles']);
    expect(await card.locator('.markdown-body code').textContent()).toBe('cycles');

    const snippet = card.getByLabel('Python code');
    expect(await card.locator('.code-snippet figcaption').textContent()).toBe('Python');
    expect(await snippet.evaluate((el) => el.tagName)).toBe('PRE');
    await expect.poll(() => snippet.locator('code.hljs.language-python span[class^="hljs-"]').count(), { timeout: LIVE_MS }).toBeGreaterThan(3);
    expect(await snippet.locator('code .hljs-keyword').first().textContent()).toBe('from');
    expect(await snippet.locator('code').textContent()).toBe(post.code);

    await expect.poll(() => stat(main, 'Community statistics', 'Total Posts'), { timeout: LIVE_MS }).toBe('1');
    await expect.poll(() => stat(main, 'Community statistics', 'Code Snippets'), { timeout: LIVE_MS }).toBe('1');
    expect(await stat(main, 'Community statistics', 'Tutorials Shared')).toBe('0');
    await screenshot(a.page, 'discussions-community-post');
  }, 60_000);

  it('Maya votes it up, takes the vote back, votes again and comments; Sam adds 4 more; Maya pages through them', async () => {
    const main = await open(b, '/community', 'Community');
    const card = article(main, post.title);
    await card.waitFor({ timeout: LIVE_MS });
    const votes = card.getByRole('group', { name: `Votes for ${post.title}` });
    const up = votes.getByRole('button', { name: 'Upvote' });
    expect(await voteCount(card)).toBe('0');

    await voteAndWait(b.page, up);
    await expect.poll(() => voteCount(card)).toBe('1');
    expect(await up.getAttribute('aria-pressed')).toBe('true');
    await voteAndWait(b.page, up);
    await expect.poll(() => voteCount(card)).toBe('0');
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    await voteAndWait(b.page, up);
    await expect.poll(() => voteCount(card)).toBe('1');
    expect(await up.getAttribute('aria-pressed')).toBe('true');
    expect(await votes.getByRole('button', { name: 'Downvote' }).getAttribute('aria-pressed')).toBe('false');

    await card.getByRole('button', { name: '0 comments' }).click();
    await card.getByText('No comments yet.').waitFor({ timeout: LIVE_MS });
    await comment(card, 'Write a comment', mayaComment);
    await card.getByRole('button', { name: '1 comment', exact: true }).waitFor();

    // Sam sees her vote and her comment after a reload, and answers in four comments.
    const samMain = await open(a, '/community', 'Community');
    const samCard = article(samMain, post.title);
    await expect.poll(() => voteCount(samCard), { timeout: LIVE_MS }).toBe('1');
    expect(await samCard.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('false');
    await samCard.getByRole('button', { name: '1 comment', exact: true }).click();
    await expect.poll(() => commentTexts(samCard), { timeout: LIVE_MS }).toEqual([mayaComment]);
    for (const text of samComments) await comment(samCard, 'Write a comment', text);
    await samCard.getByRole('button', { name: '5 comments' }).waitFor();

    // Maya reloads: the newest 3, then all 5, then 3 again.
    const again = article(await open(b, '/community', 'Community'), post.title);
    await again.getByRole('button', { name: '5 comments' }).click({ timeout: LIVE_MS });
    const newestFirst = [...samComments].reverse();
    await expect.poll(() => commentTexts(again), { timeout: LIVE_MS }).toEqual(newestFirst.slice(0, 3));
    await again.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => commentTexts(again), { timeout: LIVE_MS }).toEqual([...newestFirst, mayaComment]);
    expect(await again.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await screenshot(b.page, 'discussions-community-comments');
    await again.getByRole('button', { name: 'Show less' }).click();
    await expect.poll(() => commentTexts(again)).toEqual(newestFirst.slice(0, 3));
    await again.getByRole('button', { name: 'Load more' }).waitFor();
  }, 60_000);

  it('Sam asks a question, Maya answers, and Sam accepts her answer (his own comment cannot be accepted)', async () => {
    const main = await open(a, '/qna', 'Questions & Answers');
    await expect.poll(() => stat(main, 'Q&A statistics', 'Total Questions'), { timeout: LIVE_MS }).toBe('0');
    await main.getByText('No questions found.').waitFor({ timeout: LIVE_MS });
    await main.getByRole('button', { name: 'Ask Question' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Ask a Question' });
    const career = dialog.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Career' });
    await career.click();
    expect(await career.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByLabel('Title').fill(question.title);
    await dialog.getByLabel('Details').fill(question.details);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = article(main, question.title);
    await card.waitFor({ timeout: 2_000 });
    await expect.poll(() => card.getAttribute('aria-busy'), { timeout: LIVE_MS }).toBeNull();
    expect(await card.locator('.qna-card__category').textContent()).toBe('Career');
    expect(await card.locator('.qna-card__answered').count()).toBe(0);
    await expect.poll(() => stat(main, 'Q&A statistics', 'Total Questions'), { timeout: LIVE_MS }).toBe('1');
    expect(await stat(main, 'Q&A statistics', 'Answered')).toBe('0');

    // Maya answers in the comments.
    const mayaCard = article(await open(b, '/qna', 'Questions & Answers'), question.title);
    await mayaCard.getByRole('button', { name: '0 comments' }).click({ timeout: LIVE_MS });
    await comment(mayaCard, 'Write an answer or a comment', answer);
    await expect.poll(() => mayaCard.locator('.qna-card__counts').textContent()).toMatch(/^1 answer · /);
    expect(await storedComment(mayaCard, answer).getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // Sam: Accept on Maya's answer only, not on his own comment.
    const samMain = await open(a, '/qna', 'Questions & Answers');
    const samCard = article(samMain, question.title);
    await samCard.getByRole('button', { name: '1 comment', exact: true }).click({ timeout: LIVE_MS });
    await storedComment(samCard, answer).waitFor({ timeout: LIVE_MS });
    await comment(samCard, 'Write an answer or a comment', samThanks);
    expect(await storedComment(samCard, samThanks).getByRole('button', { name: 'Edit' }).count()).toBe(1);
    expect(
      await storedComment(samCard, samThanks)
        .getByRole('button', { name: /Accept/ })
        .count(),
    ).toBe(0);
    expect(await samCard.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(1);
    const accept = storedComment(samCard, answer).getByRole('button', { name: 'Accept' });
    await accept.click();

    const accepted = storedComment(samCard, answer);
    await accepted.getByRole('button', { name: 'Unaccept' }).waitFor({ timeout: LIVE_MS });
    expect(await accepted.getByRole('button', { name: 'Unaccept' }).getAttribute('aria-pressed')).toBe('true');
    expect(await accepted.locator('.qna-accepted-badge').textContent()).toBe('✓ Accepted answer');
    expect(await accepted.getAttribute('class')).toMatch(/qna-comment--accepted/);
    expect(await samCard.locator('.qna-card__answered').textContent()).toBe('✓ Answered');

    // After a reload: still accepted, and counted.
    const reloaded = await open(a, '/qna', 'Questions & Answers');
    await expect.poll(() => stat(reloaded, 'Q&A statistics', 'Answered'), { timeout: LIVE_MS }).toBe('1');
    const reloadedCard = article(reloaded, question.title);
    expect(await reloadedCard.locator('.qna-card__answered').textContent()).toBe('✓ Answered');
    await reloadedCard.getByRole('button', { name: '2 comments' }).click();
    await storedComment(reloadedCard, answer).locator('.qna-accepted-badge').waitFor({ timeout: LIVE_MS });
    expect(await storedComment(reloadedCard, samThanks).locator('.qna-accepted-badge').count()).toBe(0);
    await screenshot(a.page, 'discussions-qna-accepted');
  }, 60_000);

  it('Sam rates 4 stars by keyboard and submits feedback; Maya votes for it', async () => {
    const main = await open(a, '/feedback', 'Feedback');
    await main.getByText('No feedback found.').waitFor({ timeout: LIVE_MS });
    const type = main.getByRole('group', { name: 'Feedback type' }).getByRole('button', { name: 'Feature Request' });
    await type.click();
    expect(await type.getAttribute('aria-pressed')).toBe('true');

    const stars = main.getByRole('radiogroup', { name: 'Your rating' });
    // One tab stop: Tab from the last type button lands on the first star; the arrows choose.
    await main.getByRole('group', { name: 'Feedback type' }).getByRole('button', { name: 'Improvement' }).focus();
    await a.page.keyboard.press('Tab');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('1 star');
    for (let i = 0; i < 3; i++) await a.page.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { checked: true }).getAttribute('aria-label')).toBe('4 stars');
    expect(await stars.locator('.star-rating__star--lit').count()).toBe(4);
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('4 stars');

    await main.getByLabel('Title').fill(feedback.title);
    await main.getByLabel('Description').fill(feedback.description);
    await main.getByRole('button', { name: 'Submit Feedback' }).click();
    await a.page.getByRole('status').filter({ hasText: 'Thank you! Your feedback has been submitted.' }).waitFor({ timeout: LIVE_MS });

    const recent = main.getByRole('region', { name: 'Recent Community Feedback' });
    const card = article(recent, feedback.title);
    await card.waitFor({ timeout: LIVE_MS });
    expect(await card.locator('.feedback-card__type').textContent()).toBe('Feature Request');
    expect(await card.locator('.feedback-card__status').textContent()).toBe('Under Review');
    expect(await card.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1);
    expect(await card.locator('.feedback-card__description').textContent()).toBe(feedback.description);
    // The form is empty again.
    expect(await main.getByLabel('Title').inputValue()).toBe('');
    expect(await stars.getByRole('radio', { checked: true }).count()).toBe(0);
    const samStats = main.getByRole('region', { name: 'Feedback Stats' });
    await expect.poll(() => samStats.locator('.feedback-stats__row--total dd').textContent(), { timeout: LIVE_MS }).toBe('1');

    const mayaMain = await open(b, '/feedback', 'Feedback');
    const mayaCard = article(mayaMain.getByRole('region', { name: 'Recent Community Feedback' }), feedback.title);
    const vote = mayaCard.getByRole('button', { name: `Vote for ${feedback.title}` });
    expect(await vote.getAttribute('aria-pressed')).toBe('false');
    expect(await mayaCard.locator('.feedback-vote__count [aria-hidden="true"]').textContent()).toBe('0');
    await voteAndWait(b.page, vote);
    await expect.poll(() => mayaCard.locator('.feedback-vote__count [aria-hidden="true"]').textContent()).toBe('1');
    expect(await vote.getAttribute('aria-pressed')).toBe('true');
    expect(await mayaCard.locator('.feedback-vote__count .visually-hidden').textContent()).toBe('1 vote');
    const stats = mayaMain.getByRole('region', { name: 'Feedback Stats' });
    await expect.poll(() => stats.locator('.feedback-stats__row--under-review dd').textContent(), { timeout: LIVE_MS }).toBe('1');
    expect(await stats.locator('.feedback-stats__row--under-review dt').textContent()).toBe('Under Review');

    // The vote is stored: Sam sees it after a reload.
    const samCard = article(await open(a, '/feedback', 'Feedback'), feedback.title);
    await expect.poll(() => samCard.locator('.feedback-vote__count [aria-hidden="true"]').textContent(), { timeout: LIVE_MS }).toBe('1');
    await screenshot(b.page, 'discussions-feedback-voted');
  }, 60_000);

  let blogSlug = '';
  const openBlog = (page: Page) => open(page === a.page ? a : b, '/blog', 'CodeArena Blog');

  it('Maya drafts an article with tags, a Markdown preview and an uploaded cover, then publishes it from her drafts', async () => {
    await writeAndPublishArticle(b.page, openBlog);
  }, 90_000);

  it('Sam finds it by search, likes it, comments, edits and deletes his comment; its own address and the feed show it', async () => {
    blogSlug = await findLikeAndComment(a.page, openBlog, stack.appUrl, stack.apiUrl);
  }, 90_000);

  it('/blog and the article pass axe at 1280 px and at 390 px, without sideways scrolling on the phone', async () => {
    const reports: string[] = [];
    const overflow: string[] = [];
    for (const [path, name] of [
      ['/blog', 'blog'],
      [blogSlug, 'blog-article'],
    ] as const) {
      await resize(a.page, { width: 1280, height: 900 });
      await a.page.goto(`${stack.appUrl}${path}`);
      await a.page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await article(a.page.getByRole('main'), blogPost.title)
        .or(a.page.getByRole('main').getByRole('heading', { name: blogPost.title }))
        .first()
        .waitFor({ timeout: LIVE_MS });
      await checkBothWidths(a.page, path, name, reports, overflow);
    }
    await resize(a.page, { width: 1280, height: 900 });
    expect(reports, reports.join('\n\n')).toEqual([]);
    expect(overflow).toEqual([]);
  }, 90_000);

  const pages = [
    { path: '/community', heading: 'Community', name: 'community', content: post.title, comments: '5 comments' },
    { path: '/qna', heading: 'Questions & Answers', name: 'qna', content: question.title, comments: '2 comments' },
    { path: '/feedback', heading: 'Feedback', name: 'feedback', content: feedback.title, comments: null },
  ] as const;

  it('each page passes axe at 1280 px and at 390 px, without sideways scrolling on the phone, and nothing failed or left the machine', async () => {
    const reports: string[] = [];
    const overflow: string[] = [];
    for (const { path, heading, name, content, comments } of pages) {
      await resize(a.page, { width: 1280, height: 900 });
      const main = await open(a, path, heading);
      const card = article(main, content);
      await card.waitFor({ timeout: LIVE_MS });
      // The comments open, so that axe reads the thread and its form too.
      if (comments) {
        await card.getByRole('button', { name: comments }).click();
        await card.locator('.comment-thread__list').waitFor({ timeout: LIVE_MS });
      }
      await card
        .locator('[data-highlighted="yes"]')
        .waitFor({ timeout: LIVE_MS })
        .catch(() => undefined);
      await checkBothWidths(a.page, path, `discussions-${name}`, reports, overflow);
    }
    await resize(a.page, { width: 1280, height: 900 });
    if (reports.length) console.error(reports.join('\n\n'));
    expect(reports, reports.join('\n\n')).toEqual([]);
    expect(overflow).toEqual([]);
    expect([...a.watch.errors, ...b.watch.errors]).toEqual([]);
    expect(offLoopback([...a.watch.requests, ...b.watch.requests])).toEqual([]);
  }, 150_000);
});
