import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscussionItem, FeedbackStats } from '@contract/discussions';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';
import { testProfile } from '@web/test/test-profile';
import { freshItem } from '@web/components/discussion/fresh-item';

type Answer = { status?: number; body?: unknown };
export type Reply = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

const HOUR = 3_600_000;

/** A feedback as GET /feedback answers it; `hoursAgo` sets its age. */
export function feedbackItem(id: string, title: string, overrides: Partial<DiscussionItem> & { hoursAgo?: number } = {}): DiscussionItem {
  const { hoursAgo = 0, ...rest } = overrides;
  return freshItem({
    id: `fb${id}0000000000`,
    kind: 'feedback',
    category: 'general',
    title,
    content: `The description of ${title}.`,
    author: { userId: 'someone-id', name: 'Some One', role: 'student', plan: 'free' },
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    rating: 4,
    status: 'under-review',
    feedbackType: 'general',
    ...rest,
  });
}

export const testStats = (overrides: Partial<FeedbackStats> = {}): FeedbackStats => ({ total: 0, underReview: 0, inProgress: 0, implemented: 0, ...overrides });

export const page = (items: DiscussionItem[]) => ({ items, nextCursor: null });

/** Every route the feedback page reads, answered empty unless a test says otherwise. */
export function mockFeedback(routes: Record<string, Reply> = {}) {
  return mockApi({
    'GET /me': { body: testProfile() },
    'GET /me/friend-requests/pending-count': { body: { pending: 0 } },
    'GET /feedback': { body: page([]) },
    'GET /feedback/stats': { body: testStats() },
    ...routes,
  });
}

/** Opens /feedback signed in as the test student and waits for the page. */
export async function renderFeedback() {
  const view = renderApp({ path: '/feedback', auth: fakeAuthSource(testUser('student')) });
  // The first visit loads the page's module graph: seconds on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Feedback' }, { timeout: 10_000 });
  return view;
}

/** Typing without a pause between keys: a 2-core machine is shared. */
export const setupUser = () => userEvent.setup({ delay: null });

export const form = () => within(screen.getByRole('form', { name: 'Share Your Feedback' }));
export const recentList = () => screen.findByRole('list', { name: 'Recent Community Feedback' });
/** A listed feedback's card, by its title. */
export const card = (title: string) => screen.getByRole('article', { name: title });
