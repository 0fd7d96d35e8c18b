/** The Q&A filter the list is read with: a category (null for All) and the search text. */
export interface QuestionFilter {
  readonly category: string | null;
  readonly q: string;
}

/**
 * The Q&A page's query keys. Lists are keyed by the viewer (each item carries the viewer's own
 * vote), so the next user of this browser never sees the previous one's votes.
 */
export const qnaKeys = {
  all: ['qna'] as const,
  stats: () => ['qna', 'stats'] as const,
  lists: (viewer: string) => ['qna', viewer, 'questions'] as const,
  list: (viewer: string, filter: QuestionFilter) => ['qna', viewer, 'questions', { category: filter.category, q: filter.q }] as const,
};
