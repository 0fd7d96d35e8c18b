/**
 * The feedback page's query keys, under the signed-in user's id (each item carries the caller's own
 * vote, so the next user of this browser never sees the previous one's). `feedbackKeys.all(me)`
 * refreshes the recent list and the stats at once, after a submit.
 */
export const feedbackKeys = {
  all: (me: string) => ['feedback', me] as const,
  recent: (me: string) => ['feedback', me, 'recent'] as const,
  stats: (me: string) => ['feedback', me, 'stats'] as const,
};
