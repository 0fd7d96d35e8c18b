/**
 * Q&A and feedback through the discussion engine's Lambda against DynamoDB Local
 * (docs/requirements/qna.md, feedback.md, docs/decisions/D13): answers, the accepted answer,
 * distinct views, delete with everything, counted stat cards; feedback's form rules, toggle votes,
 * triage counts and the e-mail only staff see; admins hiding items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionMessages as m } from '@contract/discussions';
import { startHarness, type Harness } from '../account/harness';
import { api, callRoute, partitionOf, users } from './discussions-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const as = (userId: string) => ({ userId });
const question = (overrides: Record<string, unknown> = {}) => ({
  category: 'career',
  title: 'Which first job?',
  content: 'Startups or big companies for a first job?',
  ...overrides,
});
async function ask(userId: string, overrides: Record<string, unknown> = {}) {
  const created = await callRoute(api.createQuestion, as(userId), { body: question(overrides) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string };
}
const qnaStats = async () => (await callRoute(api.getQnaStats, undefined)).body;
const getQuestion = async (itemId: string, userId?: string) => (await callRoute(api.getQuestion, userId ? as(userId) : undefined, { params: { itemId } })).body;
const comment = (userId: string, itemId: string, text: string) => callRoute(api.addQuestionComment, as(userId), { params: { itemId }, body: { text } });

describe('Q&A', () => {
  it("keeps the server's reading of the rules: title 5, content 10", async () => {
    const [ana] = await users('qrules', 1);
    expect((await callRoute(api.createQuestion, as(ana!), { body: question({ title: 'Why?' }) })).body.message).toBe(m.questionTitleShort);
    expect((await callRoute(api.createQuestion, as(ana!), { body: question({ content: 'Too short' }) })).body.message).toBe(m.questionContentShort);
  });

  it("counts answers from others only, marks answered, lets only the asker accept another's answer, and counts viewers once", async () => {
    const [asker, helper, other] = await users('answers', 3);
    const before = await qnaStats();
    const { id } = await ask(asker!);
    expect(await getQuestion(id)).toMatchObject({ answers: 0, views: 0, acceptedCommentId: null });

    const own = (await comment(asker!, id, 'Some context from me')).body;
    expect(own.isAnswer).toBe(false);
    expect((await qnaStats()).answered).toBe(before.answered);
    const answer = (await comment(helper!, id, 'Start where you learn most')).body;
    expect(answer.isAnswer).toBe(true);
    expect(await getQuestion(id)).toMatchObject({ answers: 1, commentCount: 2 });
    expect(await qnaStats()).toMatchObject({ totalQuestions: before.totalQuestions + 1, answered: before.answered + 1 });
    expect((await qnaStats()).contributors).toBeGreaterThanOrEqual(before.contributors + 2);

    const accept = (userId: string, commentId: string | null) => callRoute(api.acceptAnswer, as(userId), { params: { itemId: id }, body: { commentId } });
    expect((await accept(helper!, answer.id)).body.message).toBe(m.notAsker);
    expect((await accept(asker!, own.id)).body.message).toBe(m.ownAnswer);
    expect((await accept(asker!, answer.id)).body).toMatchObject({ acceptedCommentId: answer.id });

    // Deleting the accepted answer takes back the answer, the mark and "answered".
    expect((await callRoute(api.deleteQuestionComment, as(other!), { params: { itemId: id, commentId: answer.id } })).status).toBe(403);
    expect((await callRoute(api.deleteQuestionComment, as(helper!), { params: { itemId: id, commentId: answer.id } })).status).toBe(200);
    expect(await getQuestion(id)).toMatchObject({ answers: 0, commentCount: 1, acceptedCommentId: null });
    expect((await qnaStats()).answered).toBe(before.answered);

    const views = await Promise.all([helper, helper, other, helper].map((viewer) => callRoute(api.viewQuestion, as(viewer!), { params: { itemId: id } })));
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect((await getQuestion(id)).views).toBe(2);
  });

  it('sums absolute votes into Total Votes and deletes a question with all its comments, votes and views', async () => {
    const [asker, up1, up2, down] = await users('qvotes', 4);
    const before = await qnaStats();
    const { id } = await ask(asker!);
    await Promise.all([up1, up2].map((u) => callRoute(api.voteQuestion, as(u!), { params: { itemId: id }, body: { direction: 'up' } })));
    const other = await ask(asker!, { title: 'Another question here' });
    await callRoute(api.voteQuestion, as(down!), { params: { itemId: other.id }, body: { direction: 'down' } });
    expect((await getQuestion(other.id)).votes).toBe(-1);
    expect((await qnaStats()).totalVotes).toBe(before.totalVotes + 3);
    await comment(up1!, id, 'An answer');
    await callRoute(api.viewQuestion, as(up2!), { params: { itemId: id } });
    expect((await partitionOf(id)).length).toBe(5);
    expect((await callRoute(api.deleteQuestion, as(asker!), { params: { itemId: id } })).status).toBe(200);
    expect(await partitionOf(id)).toEqual([]);
    expect(await qnaStats()).toMatchObject({ totalQuestions: before.totalQuestions + 1, totalVotes: before.totalVotes + 1, answered: before.answered });
  });

  it('is readable signed out, with no vote of anyone shown', async () => {
    const [asker] = await users('public', 1);
    const { id } = await ask(asker!, { category: 'tools', title: 'Best editor for Java?' });
    const listed = await callRoute(api.listQuestions, undefined, { query: { category: 'tools' } });
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((i: { id: string }) => i.id === id)).toMatchObject({ myVote: null, author: { name: `Student ${asker}` } });
    expect((await callRoute(api.createQuestion, undefined, { body: question() })).status).toBe(401);
  });

  it('shows a signed-in reader their own vote on their list, which the public list cannot know', async () => {
    const [asker, voter] = await users('own-vote', 2);
    const { id } = await ask(asker!, { category: 'freelancing', title: 'First freelance client?' });
    await callRoute(api.voteQuestion, as(voter!), { params: { itemId: id }, body: { direction: 'up' } });
    const find = (page: { items: { id: string; myVote: string | null }[] }) => page.items.find((i) => i.id === id);
    const query = { query: { category: 'freelancing' } };
    expect(find((await callRoute(api.listMyQuestions, as(voter!), query)).body)).toMatchObject({ myVote: 'up', votes: 1 });
    expect(find((await callRoute(api.listMyQuestions, as(asker!), query)).body)).toMatchObject({ myVote: null, votes: 1 });
    // The same reader on the public route: no authorizer runs there, so no vote of theirs is known.
    expect(find((await callRoute(api.listQuestions, as(voter!), query)).body)).toMatchObject({ myVote: null, votes: 1 });
  });
});

describe('feedback', () => {
  const feedback = (overrides: Record<string, unknown> = {}) => ({
    title: 'Dark mode',
    description: 'Please add a dark editor theme.',
    email: 'me@example.com',
    rating: 4,
    type: 'feature',
    category: 'feature',
    ...overrides,
  });

  it('refuses with the first failing rule, in the form order', async () => {
    const [ana] = await users('frules', 1);
    const cases = [
      [{ title: 'ab', description: 'short', email: 'bad', rating: 0 }, m.feedbackTitle],
      [{ description: 'short', email: 'bad', rating: 0 }, m.feedbackDescription],
      [{ email: 'bad', rating: 0 }, m.feedbackEmail],
      [{ rating: 0 }, m.feedbackRating],
    ] as const;
    for (const [overrides, message] of cases) expect((await callRoute(api.createFeedback, as(ana!), { body: feedback(overrides) })).body.message).toBe(message);
    expect((await callRoute(api.createFeedback, as(ana!), { body: feedback({ email: '' }) })).status).toBe(201);
  });

  it('starts Under Review, toggles votes, counts statuses, and shows the e-mail to staff only', async () => {
    const [ana, ben] = await users('fb', 2);
    const before = (await callRoute(api.getFeedbackStats, as(ana!))).body;
    const created = await callRoute(api.createFeedback, as(ana!), { body: feedback() });
    expect(created.body).toMatchObject({ status: 'under-review', rating: 4, feedbackType: 'feature', email: null });
    const id = created.body.id as string;
    const toggle = () => callRoute(api.voteFeedback, as(ben!), { params: { itemId: id } });
    expect((await toggle()).body).toEqual({ votes: 1, myVote: 'up' });
    expect((await toggle()).body).toEqual({ votes: 0, myVote: null });
    const recent = (await callRoute(api.listFeedback, as(ben!))).body.items;
    expect(recent.length).toBeLessThanOrEqual(3);
    expect(recent[0]).toMatchObject({ id, email: null });
    expect((await callRoute(api.getFeedbackStats, as(ana!))).body).toMatchObject({ total: before.total + 1, underReview: before.underReview + 1 });

    const { changeFeedbackStatus, getItem } = await import('../../../lambdas/discussions/items');
    const admin = { userId: 'admin-1', email: 'a@x', groups: ['admin'], role: 'admin' as const };
    expect(await changeFeedbackStatus(admin, id, 'fixed')).toMatchObject({ status: 'fixed', email: 'me@example.com' });
    expect((await callRoute(api.getFeedbackStats, as(ana!))).body).toMatchObject({ underReview: before.underReview, implemented: before.implemented + 1 });
    expect((await getItem('feedback', { ...admin, role: 'mentor', groups: ['mentor'] }, id)).email).toBe('me@example.com');
    // The e-mail lives in the author's partition, so deleting the account deletes it (the feedback stays).
    const { listUserItemKeys } = await import('../../../lambdas/data/user-items');
    expect((await listUserItemKeys(ana!)).map((key) => key.sk)).toContain(`FEEDBACKEMAIL#${id}`);
    expect((await partitionOf(id)).find((row) => row.sk === 'ITEM')).not.toHaveProperty('email');
  });
});

describe('moderation', () => {
  it('an admin hides an item from lists and search; its author still sees it, others get 404; shown again it returns', async () => {
    const [asker, reader] = await users('hide', 2);
    const { id } = await ask(asker!, { category: 'industry', title: 'Quantum startups hiring' });
    const { setHidden } = await import('../../../lambdas/discussions/items');
    const admin = { userId: 'admin-2', email: 'a@x', groups: ['admin'], role: 'admin' as const };
    await setHidden('qna', admin, id, true);
    const listed = async () =>
      (await callRoute(api.listQuestions, as(reader!), { query: { category: 'industry' } })).body.items.map((i: { id: string }) => i.id);
    expect(await listed()).not.toContain(id);
    expect((await callRoute(api.listQuestions, as(reader!), { query: { q: 'quantum' } })).body.items).toEqual([]);
    expect((await callRoute(api.getQuestion, as(reader!), { params: { itemId: id } })).status).toBe(404);
    // GET /qna/questions/{id} is public, so it never knows the caller (no authorizer runs): the asker's
    // view of a hidden question is the domain's, which a signed-in route would serve.
    const { getItem } = await import('../../../lambdas/discussions/items');
    expect((await getItem('qna', { userId: asker!, email: '', groups: [], role: 'student' }, id)).hidden).toBe(true);
    expect((await callRoute(api.voteQuestion, as(reader!), { params: { itemId: id }, body: { direction: 'up' } })).status).toBe(404);
    await setHidden('qna', admin, id, false);
    expect(await listed()).toContain(id);
  });

  it('queues a report once per user for the admins', async () => {
    const [asker, reporter] = await users('report', 2);
    const { id } = await ask(asker!, { title: 'Reported question' });
    const report = () => callRoute(api.reportQuestion, as(reporter!), { params: { itemId: id }, body: { reason: 'Spam link' } });
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(201);
    const { listReports } = await import('../../../lambdas/discussions/reports');
    const mine = (await listReports(undefined)).reports.filter((r) => r.itemId === id);
    expect(mine).toEqual([expect.objectContaining({ kind: 'qna', reason: 'Spam link', reporterId: reporter, commentId: null })]);
  });
});
