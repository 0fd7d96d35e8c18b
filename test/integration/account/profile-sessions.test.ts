/** Profile, username, settings, sessions, presence, plans and newsletter against DynamoDB Local. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProfile, startHarness, TABLE, type Harness } from './harness';

let harness: Harness;
const h = {} as {
  getMe: typeof import('../../../lambdas/profile/get-me').handler;
  updateMe: typeof import('../../../lambdas/profile/update-me').handler;
  checkUsername: typeof import('../../../lambdas/profile/check-username').handler;
  privacy: typeof import('../../../lambdas/profile/update-privacy').handler;
  startSession: typeof import('../../../lambdas/sessions/start-session').handler;
  listSessions: typeof import('../../../lambdas/sessions/list-sessions').handler;
  revokeSession: typeof import('../../../lambdas/sessions/revoke-session').handler;
  signOut: typeof import('../../../lambdas/sessions/sign-out').handler;
  presence: typeof import('../../../lambdas/presence/get-presence').handler;
  plans: typeof import('../../../lambdas/site/get-plans').handler;
  newsletter: typeof import('../../../lambdas/site/subscribe').handler;
};

beforeAll(async () => {
  harness = await startHarness();
  h.getMe = (await import('../../../lambdas/profile/get-me')).handler;
  h.updateMe = (await import('../../../lambdas/profile/update-me')).handler;
  h.checkUsername = (await import('../../../lambdas/profile/check-username')).handler;
  h.privacy = (await import('../../../lambdas/profile/update-privacy')).handler;
  h.startSession = (await import('../../../lambdas/sessions/start-session')).handler;
  h.listSessions = (await import('../../../lambdas/sessions/list-sessions')).handler;
  h.revokeSession = (await import('../../../lambdas/sessions/revoke-session')).handler;
  h.signOut = (await import('../../../lambdas/sessions/sign-out')).handler;
  h.presence = (await import('../../../lambdas/presence/get-presence')).handler;
  h.plans = (await import('../../../lambdas/site/get-plans')).handler;
  h.newsletter = (await import('../../../lambdas/site/subscribe')).handler;
  for (const id of ['ada', 'bob', 'cy', 'dee']) await createProfile(id);
});
afterAll(async () => harness?.stop());

describe('profile and usernames', () => {
  it('saves the profile tab, with the country as {name, code}, and clears an emptied link', async () => {
    const first = await call(h.updateMe, 'ada', {
      method: 'PATCH',
      body: { name: 'Ada L', country: 'PK', timezone: 'Karachi', githubLink: 'https://github.com/ada' },
    });
    expect(first).toMatchObject({
      status: 200,
      body: { name: 'Ada L', country: { name: 'Pakistan', code: 'PK' }, timezone: 'Karachi', githubLink: 'https://github.com/ada', theme: 'dark' },
    });
    const cleared = await call(h.updateMe, 'ada', { method: 'PATCH', body: { githubLink: '', country: 'JP' } });
    expect(cleared.body).toMatchObject({ githubLink: null, country: { name: 'Japan', code: 'JP' } });
    expect((await call(h.getMe, 'ada')).body).toMatchObject({ name: 'Ada L', githubLink: null });
  });

  it('keeps a username unique: taken → 409, released on rename, free for the next user', async () => {
    expect((await call(h.updateMe, 'ada', { method: 'PATCH', body: { username: 'Lovelace' } })).body).toMatchObject({ username: 'lovelace' });
    const taken = await call(h.updateMe, 'bob', { method: 'PATCH', body: { username: 'lovelace', name: 'Bob changed' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Username is not available' } });
    expect((await call(h.getMe, 'bob')).body.name).toBe('Student'); // nothing half-written
    expect((await call(h.checkUsername, 'bob', { pathParameters: { username: 'lovelace' } })).body).toMatchObject({ available: false });
    expect((await call(h.checkUsername, 'ada', { pathParameters: { username: 'Lovelace' } })).body).toMatchObject({
      available: true,
      message: 'Username is available',
    });

    await call(h.updateMe, 'ada', { method: 'PATCH', body: { username: 'countess' } });
    expect((await call(h.updateMe, 'bob', { method: 'PATCH', body: { username: 'lovelace' } })).status).toBe(200);
    expect((await call(h.checkUsername, 'bob', { pathParameters: { username: 'countess' } })).body).toMatchObject({ available: false });
  });

  it('lets exactly one of two concurrent claims of a name win', async () => {
    const results = await Promise.all(['cy', 'dee'].map((id) => call(h.updateMe, id, { method: 'PATCH', body: { username: 'racer' } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('reads a profile item still holding the old "enterprise" plan as premium, on GET /me and on a save, and leaves the stored value as it was', async () => {
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { DynamoDBDocumentClient, GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { keys } = await import('../../../lambdas/data/keys');
    const raw = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const key = { pk: keys.user('ent'), sk: keys.profileSort() };
    try {
      await createProfile('ent');
      // The item as an account of the old plans holds it, written around the entity (which refuses the value).
      await raw.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: key,
          UpdateExpression: 'SET #plan = :plan',
          ExpressionAttributeNames: { '#plan': 'plan' },
          ExpressionAttributeValues: { ':plan': 'enterprise' },
        }),
      );
      expect(await call(h.getMe, 'ent')).toMatchObject({ status: 200, body: { userId: 'ent', plan: 'premium' } });
      // A save returns the profile it wrote, read through the same entity.
      expect(await call(h.updateMe, 'ent', { method: 'PATCH', body: { name: 'Old Customer' } })).toMatchObject({
        status: 200,
        body: { name: 'Old Customer', plan: 'premium' },
      });
      expect((await raw.send(new GetCommand({ TableName: TABLE, Key: key }))).Item).toMatchObject({ plan: 'enterprise', name: 'Old Customer' });
    } finally {
      raw.destroy();
    }
  });

  it('answers 404 for a caller without a profile', async () => {
    expect(await call(h.getMe, 'ghost')).toMatchObject({ status: 404, body: { message: 'User account not found.' } });
    expect((await call(h.privacy, 'ghost', { method: 'PUT', body: { showBadges: false } })).status).toBe(404);
  });
});

describe('sessions', () => {
  const device = (n: number) => ({ deviceType: 'desktop', deviceName: `PC ${n}`, browser: 'Chromium', os: 'Linux' });

  it('lists the latest 3 active sessions, newest first, and revoking one removes it from the list', async () => {
    const ids: string[] = [];
    for (let n = 1; n <= 4; n++) {
      ids.push(String((await call(h.startSession, 'ada', { method: 'POST', body: device(n) })).body.sessionId));
      await new Promise((done) => setTimeout(done, 5)); // distinct timestamps
    }
    const listed = (await call(h.listSessions, 'ada')).body.sessions as { sessionId: string; ipAddress: string }[];
    expect(listed.map((s) => s.sessionId)).toEqual([ids[3], ids[2], ids[1]]);
    expect(listed[0]?.ipAddress).toBe('127.0.0.1');

    expect((await call(h.revokeSession, 'ada', { method: 'DELETE', pathParameters: { sessionId: ids[2]! } })).body).toMatchObject({ isActive: false });
    const after = (await call(h.listSessions, 'ada')).body.sessions as { sessionId: string }[];
    expect(after.map((s) => s.sessionId)).toEqual([ids[3], ids[1], ids[0]]);
  });

  it('never lets one user revoke or see another user’s session', async () => {
    const bobs = String((await call(h.startSession, 'bob', { method: 'POST', body: device(9) })).body.sessionId);
    expect(await call(h.revokeSession, 'ada', { method: 'DELETE', pathParameters: { sessionId: bobs } })).toMatchObject({
      status: 404,
      body: { message: 'Session not found.' },
    });
    const bobList = (await call(h.listSessions, 'bob')).body.sessions as { sessionId: string; isActive: boolean }[];
    expect(bobList).toEqual([expect.objectContaining({ sessionId: bobs, isActive: true })]);
    expect(((await call(h.listSessions, 'ada')).body.sessions as { sessionId: string }[]).map((s) => s.sessionId)).not.toContain(bobs);
  });

  it('sign-out ends the session and sets presence offline', async () => {
    const { recordActivity } = await import('../../../lambdas/data/user-presence');
    await recordActivity('bob');
    expect((await call(h.presence, 'ada', { pathParameters: { userId: 'bob' } })).body.status).toBe('online');
    const bobs = ((await call(h.listSessions, 'bob')).body.sessions as { sessionId: string }[])[0]!.sessionId;
    expect((await call(h.signOut, 'bob', { method: 'POST', body: { sessionId: bobs } })).body).toEqual({ success: true });
    expect((await call(h.listSessions, 'bob')).body.sessions).toEqual([]);
    expect((await call(h.presence, 'ada', { pathParameters: { userId: 'bob' } })).body.status).toBe('offline');
  });
});

describe('presence', () => {
  it('writes activity at most every 30 s, and shows hidden when the user hides their status', async () => {
    const { recordActivity } = await import('../../../lambdas/data/user-presence');
    const now = new Date();
    expect(await recordActivity('cy', now)).toBe(true);
    expect(await recordActivity('cy', new Date(now.getTime() + 10_000))).toBe(false);
    expect(await recordActivity('cy', new Date(now.getTime() + 31_000))).toBe(true);
    expect(await recordActivity('nobody', now)).toBe(false); // never creates a profile

    expect((await call(h.presence, 'ada', { pathParameters: { userId: 'cy' } })).body).toMatchObject({ status: 'online' });
    await call(h.privacy, 'cy', { method: 'PUT', body: { showStatus: false } });
    expect((await call(h.presence, 'ada', { pathParameters: { userId: 'cy' } })).body).toEqual({ userId: 'cy', status: 'hidden' });
    expect((await call(h.presence, 'ada', { pathParameters: { userId: 'nobody' } })).status).toBe(404);
  });
});

describe('plans and newsletter', () => {
  it('merges the stored meta/plans over the defaults', async () => {
    const { putStoredPlanLimits } = await import('../../../lambdas/data/plan-limits');
    expect(((await call(h.plans, undefined)).body.plans as Record<string, { weekly_problem_limit: number }>).pro?.weekly_problem_limit).toBe(50);
    await putStoredPlanLimits({ pro: { weekly_problem_limit: 40 } });
    const plans = (await call(h.plans, undefined)).body.plans as Record<string, { weekly_problem_limit: number; name: string }>;
    expect(plans.pro).toMatchObject({ weekly_problem_limit: 40, name: 'Pro' });
  });

  it('stores a subscription once, whatever the case of the address', async () => {
    expect((await call(h.newsletter, undefined, { method: 'POST', body: { email: 'Fan@Example.com' } })).status).toBe(201);
    expect(await call(h.newsletter, undefined, { method: 'POST', body: { email: 'fan@example.COM' } })).toMatchObject({
      status: 409,
      body: { message: 'This email is already subscribed to our newsletter' },
    });
  });
});
