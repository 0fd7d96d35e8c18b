import { challengeMessages } from '@contract/challenges';

/** docs/requirements/challenges.md §2, §4, §6, word for word where the spec gives the words. */
export const challengePageTexts = {
  loading: 'Loading problem...',
  notFoundTitle: 'Weekly Challenge Problem Not Found',
  notFound: challengeMessages.notFound,
  errorTitle: 'Error',
  error: 'Failed to load the weekly challenge. Please try again.',
  back: 'Back to weekly challenges',
  continue: 'Continue to weekly challenges',
  submitted: 'Submitted',
  notSubmitted: 'Not submitted yet',
  runBox: 'Sample Test Case Output',
  alreadySubmittedTitle: 'Already submitted',
  scoreNote: (tests: number) => `The final score is based on ${tests} test cases, execution time, memory, code length and algorithmic optimality.`,
  limitReached: (used: number, limit: number) => `Limit Reached (${used}/${limit})`,
} as const;

/** docs/requirements/challenges.md §6: 'Code saved!' (or the refusal once submitted) shows for 600 ms on a weekly challenge. */
export const challengeSavedMessageMs = 600;

/** docs/requirements/challenges.md §1 shows dates like "Nov 23, 2026"; in UTC, the clock the weeks of challenges run on. */
export const formatChallengeDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
