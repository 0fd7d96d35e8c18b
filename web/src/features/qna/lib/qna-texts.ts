import { discussionMessages } from '@contract/discussions';

/** The Q&A page's words (docs/requirements/qna.md); the spec's messages come from the contract. */
export const qnaTexts = {
  title: 'Questions & Answers',
  intro: 'Ask about careers, learning and tools, and answer others. Coding problems go to the Community.',
  ask: 'Ask Question',
  stats: { totalQuestions: 'Total Questions', answered: 'Answered', contributors: 'Contributors', totalVotes: 'Total Votes' },
  search: 'Search questions',
  searchPlaceholder: 'Search questions...',
  filterLabel: 'Filter by tag',
  all: 'All',
  loading: 'Loading questions...',
  loadingMore: 'Loading more questions...',
  pagesLabel: 'Questions pages',
  previous: 'Prev',
  next: 'Next',
  sidebar: {
    popularTags: 'Popular Tags',
    askCardTitle: 'Ask Your Question',
    askCardText: 'Stuck on a career choice, a course or a tool? Ask the community.',
    askNow: 'Ask Now',
    guidelines: 'Asking Guidelines',
    guidelineItems: [
      'Ask non-coding questions: careers, learning, tools.',
      'Use the Community for coding problems.',
      'Be clear and give context.',
      'Search existing questions first.',
    ],
  },
  modal: {
    askTitle: 'Ask a Question',
    editTitle: 'Edit Question',
    category: 'Category',
    questionTitle: 'Title',
    titlePlaceholder: "What's your question?",
    details: 'Details',
    detailsPlaceholder: 'Give the context others need to answer.',
    submit: 'Submit',
    save: 'Save Changes',
    submitting: 'Submitting...',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  card: {
    answered: 'Answered',
    accepted: 'Accepted answer',
    accept: 'Accept',
    unaccept: 'Unaccept',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete question',
    deleting: 'Deleting...',
    showAnswers: (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`,
    answers: (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`,
    views: (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`,
    hideComments: 'Hide comments',
    report: 'Report',
    reportTitle: 'Report question',
  },
  ...discussionMessages,
} as const;

/** The categories' shown names: 'interview-prep' → 'Interview Prep'. */
export function categoryLabel(category: string): string {
  return category
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
