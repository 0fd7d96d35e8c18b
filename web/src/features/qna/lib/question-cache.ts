import type { InfiniteData } from '@tanstack/react-query';
import type { AuthorCard, DiscussionItem, DiscussionPage, QuestionInput } from '@contract/discussions';
import { freshItem } from '@web/components/discussion/fresh-item';

export type QuestionPages = InfiniteData<DiscussionPage, string | undefined>;

/** The cached list with `change` applied to every question (undefined stays undefined). */
export function mapQuestions(data: QuestionPages | undefined, change: (item: DiscussionItem) => DiscussionItem | null): QuestionPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.flatMap((item) => change(item) ?? []) })),
  };
}

/** The list with `item` first (a new question shows at once, docs/requirements/qna.md §2). */
export function prependQuestion(data: QuestionPages | undefined, item: DiscussionItem): QuestionPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [item, ...first!.items] }, ...rest] };
}

export const replaceQuestion = (data: QuestionPages | undefined, id: string, next: DiscussionItem) =>
  mapQuestions(data, (item) => (item.id === id ? next : item));
export const removeQuestion = (data: QuestionPages | undefined, id: string) => mapQuestions(data, (item) => (item.id === id ? null : item));
export const patchQuestion = (data: QuestionPages | undefined, id: string, patch: Partial<DiscussionItem>) =>
  mapQuestions(data, (item) => (item.id === id ? { ...item, ...patch } : item));

let tempCounter = 0;
export const isTempId = (id: string) => id.startsWith('temp-');

/** docs/requirements/qna.md §2: a new question as shown before the server answers: votes 0, answers 0, views 0, not answered. */
export function tempQuestion(input: QuestionInput, author: AuthorCard, now = new Date()): DiscussionItem {
  tempCounter += 1;
  return freshItem({
    id: `temp-${now.getTime()}-${tempCounter}`,
    kind: 'qna',
    category: input.category,
    title: input.title.trim(),
    content: input.content.trim(),
    author,
    createdAt: now.toISOString(),
  });
}
