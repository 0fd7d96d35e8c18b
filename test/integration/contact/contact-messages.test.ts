/**
 * The contact form's route against DynamoDB Local (docs/decisions/D12): messages are stored under their
 * sender in the month's partition, at most 5 per user and UTC day even when sent at once, never for
 * an account being deleted, and deleted with the account.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createProfile, startHarness, type Harness } from '../account/harness';

let harness: Harness;
let submit: typeof import('../../../lambdas/site/submit-message').handler;
let data: typeof import('../../../lambdas/data/contact-messages');

beforeAll(async () => {
  harness = await startHarness();
  ({ handler: submit } = await import('../../../lambdas/site/submit-message'));
  data = await import('../../../lambdas/data/contact-messages');
  for (const id of ['ada', 'bob', 'cy', 'dee']) await createProfile(id);
});
afterAll(async () => harness?.stop());
afterEach(() => vi.useRealTimers());

const at = (iso: string) => vi.useFakeTimers({ now: Date.parse(iso), toFake: ['Date'] });
const body = (subject = 'Judge question') => ({
  name: 'Ada Lovelace',
  email: 'reply@example.com',
  subject,
  category: 'support',
  message: 'How is a Java program timed?',
});
const send = (userId: string | undefined, message: unknown = body()) => call(submit as never, userId, { method: 'POST', body: message });

describe('POST /contact-messages against DynamoDB Local', () => {
  it('stores the message in its month under the sender, with every field', async () => {
    at('2026-11-26T09:00:00.000Z');
    const sent = await send('ada');
    expect(sent).toMatchObject({ status: 201, body: { success: true, message: 'Message sent successfully!' } });
    const stored = await data.listContactMessages('2026-11');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      messageId: sent.body.id,
      userId: 'ada',
      name: 'Ada Lovelace',
      email: 'reply@example.com',
      subject: 'Judge question',
      category: 'support',
      message: 'How is a Java program timed?',
      createdAt: '2026-11-26T09:00:00.000Z',
    });
    expect(await data.getContactDailyCount('ada', new Date())).toBe(1);
  });

  it('takes 5 messages a UTC day, refuses the 6th with 429 and stores nothing more; the next day is fresh', async () => {
    at('2026-11-26T10:00:00.000Z');
    for (let i = 2; i <= 5; i++) expect((await send('ada', body(`Question ${i}`))).status).toBe(201);
    const refused = await send('ada', body('Question 6'));
    expect(refused).toMatchObject({ status: 429, body: { message: 'You can send at most 5 messages a day. Please try again tomorrow.' } });
    expect(await data.getContactDailyCount('ada', new Date())).toBe(5);
    expect((await data.listContactMessages('2026-11')).filter((m) => m.userId === 'ada')).toHaveLength(5);
    // Another user is not held back by Ada's count.
    expect((await send('bob')).status).toBe(201);

    at('2026-11-27T00:00:01.000Z');
    expect((await send('ada', body('Next day'))).status).toBe(201);
  });

  it('lets exactly 5 of 8 messages sent at once through', async () => {
    at('2026-12-01T08:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send('cy', body(`Burst ${i}`))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    expect(await data.getContactDailyCount('cy', new Date())).toBe(5);
    expect(await data.listContactMessages('2026-12')).toHaveLength(5);
  });

  it('refuses a signed-out sender and bad input without writing', async () => {
    at('2026-12-02T08:00:00.000Z');
    expect((await send(undefined)).status).toBe(401);
    expect(await send('dee', { ...body(), email: 'not-an-address' })).toMatchObject({ status: 400, body: { message: 'Invalid email address.' } });
    expect(await data.getContactDailyCount('dee', new Date())).toBe(0);
  });

  it('lists the messages under their sender for account deletion, and stores none once deletion began', async () => {
    at('2026-12-03T08:00:00.000Z');
    const sent = await send('dee');
    const { listUserItemKeys } = await import('../../../lambdas/data/user-items');
    const keys = await listUserItemKeys('dee');
    expect(keys).toContainEqual({ pk: 'CONTACT#2026-12', sk: `2026-12-03T08:00:00.000Z#${sent.body.id}` });

    const { markAccountDeleting } = await import('../../../lambdas/data/account-guard');
    await markAccountDeleting('dee');
    expect(await send('dee', body('After deletion'))).toMatchObject({ status: 404, body: { message: 'User account not found.' } });
    expect((await data.listContactMessages('2026-12')).filter((m) => m.userId === 'dee')).toHaveLength(1);
  });
});
