import type { feedbackCategories, feedbackTypes } from '@contract/discussions';

/**
 * The feedback page's own texts. The spec's messages (the form's rules, the failures, the empty
 * list, the sign-in line) live in the contract (`discussionMessages`) and are used from there.
 */
export const feedbackTexts = {
  title: 'Feedback',
  lead: 'Tell us what to fix or build next, and vote for the ideas of other students.',
  formTitle: 'Share Your Feedback',
  typeLabel: 'Feedback type',
  ratingLabel: 'Your rating',
  fields: { title: 'Title', description: 'Description', email: 'Email (optional)', category: 'Category' },
  emailHint: 'Only the team sees it, in case we need to ask you more.',
  titlePlaceholder: 'A short summary',
  descriptionPlaceholder: 'What happened, or what would you like to see?',
  submit: 'Submit Feedback',
  submitting: 'Submitting...',
  submitted: 'Thank you! Your feedback has been submitted.',
  statsTitle: 'Feedback Stats',
  total: 'Total Feedback',
  loadingStats: 'Loading stats...',
  statsFailed: 'Failed to load the stats.',
  guidelinesTitle: 'Guidelines',
  guidelines: [
    'Be specific: one problem or idea per feedback.',
    'For a bug, say what you did, what you expected and what happened.',
    'For a feature, tell us the problem it would solve for you.',
    'Be respectful: feedback is read by the team and voted on by everyone.',
  ],
  helpTitle: 'Need Help?',
  helpText: 'Our support team is on live chat from 9 AM - 6 PM PST.',
  helpLinks: { help: 'Help Center', contact: 'Contact Us' },
  recentTitle: 'Recent Community Feedback',
  loadingRecent: 'Loading feedback...',
  recentFailed: 'Failed to load feedback.',
  retry: 'Try again',
  /** The stars of a listed feedback, read as one phrase. */
  rated: (rating: number) => `Rated ${rating} out of 5`,
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  votes: (n: number) => (n === 1 ? 'vote' : 'votes'),
  voteFor: (title: string) => `Vote for ${title}`,
} as const;

export const feedbackTypeLabels: Record<(typeof feedbackTypes)[number], string> = {
  general: 'General',
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement',
};

export const feedbackCategoryLabels: Record<(typeof feedbackCategories)[number], string> = {
  general: 'General',
  support: 'Support',
  bug: 'Bug',
  feature: 'Feature',
};
