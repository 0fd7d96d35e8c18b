/**
 * A few community posts, Q&A questions with answers, and feedback for the local stack, so a
 * newcomer's /community, /qna and /feedback are not empty. Written once, when the community has no
 * post yet, by the seeded student and mentor through the engine's own domain functions (the same
 * counters, search words and rates as a request).
 */
import type { SeededAccount } from './accounts';

type Caller = { userId: string; email: string; groups: string[]; role: 'student' | 'mentor' | 'admin' };

const posts = [
  {
    by: 'student',
    category: 'help',
    title: 'Why does my recursive Fibonacci time out?',
    content: 'It passes the samples but gets **Time Limit Exceeded** from n = 40. What should I change?',
    codeSnippet: { language: 'python', code: 'def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n' },
  },
  {
    by: 'mentor',
    category: 'tutorial',
    title: 'Memoization in five minutes',
    content: 'Keep the answers you have already computed:\n\n1. a dictionary or an array\n2. look before you compute\n3. store before you return',
    codeSnippet: {
      language: 'cpp',
      code: 'long long memo[91];\nlong long fib(int n) {\n  if (n < 2) return n;\n  if (memo[n]) return memo[n];\n  return memo[n] = fib(n - 1) + fib(n - 2);\n}\n',
    },
  },
  { by: 'student', category: 'showcase', title: 'Solved all Easy problems this week', content: 'Next stop: the Medium ones. Any advice on graphs?' },
] as const;

const questions = [
  {
    by: 'student',
    category: 'interview-prep',
    title: 'How many problems before interviews?',
    content: 'How many problems should I solve before my first internship interviews?',
  },
  { by: 'student', category: 'learning-path', title: 'Python or C++ for contests?', content: 'I know some Python. Is it worth learning C++ for contests?' },
] as const;

/** Seeds the sample discussions unless the community already has a post; answers how many items it wrote. */
export async function seedDiscussions(accounts: readonly SeededAccount[]): Promise<number> {
  const { getEmailOwner } = await import('../../lambdas/data/email-claims');
  const { communityStats } = await import('../../lambdas/discussions/stats');
  const { createItem } = await import('../../lambdas/discussions/items');
  const { createComment } = await import('../../lambdas/discussions/comments');
  if ((await communityStats()).totalPosts > 0) return 0;
  const callers = new Map<string, Caller>();
  for (const account of accounts) {
    const userId = await getEmailOwner(account.email);
    if (userId) callers.set(account.role, { userId, email: account.email, groups: account.role === 'student' ? [] : [account.role], role: account.role });
  }
  const student = callers.get('student');
  const mentor = callers.get('mentor');
  if (!student || !mentor) return 0;
  const as = (by: 'student' | 'mentor') => (by === 'student' ? student : mentor);
  let written = 0;
  for (const { by, ...post } of posts) {
    const created = await createItem('community', as(by), post);
    written++;
    if (by === 'student') {
      await createComment('community', mentor, created.id, 'Look at the tutorial on memoization: the same calls are made again and again.');
      written++;
    }
  }
  for (const { by, ...question } of questions) {
    const created = await createItem('qna', as(by), question);
    await createComment('qna', mentor, created.id, 'Depth beats count: understand each solution well enough to explain it.');
    written += 2;
  }
  await createItem('feedback', student, {
    title: 'Dark theme for the editor',
    description: 'A darker editor theme would help at night.',
    rating: 4,
    type: 'feature',
    category: 'feature',
  });
  return written + 1;
}
