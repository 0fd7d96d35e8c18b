import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DiscussionComment, DiscussionItem, QuestionInput, VoteDirection, VoteResult } from '@contract/discussions';
import { commentsQueryKey, questionCommentRoutes } from '@web/components/discussion/comment-routes';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { useApiClient } from '@web/lib/api-client';
import { acceptAnswer, createQuestion, deleteQuestion, editQuestion, viewQuestion, voteQuestion } from '../api/questions';
import { qnaKeys, type QuestionFilter } from '../api/qna-keys';
import { isTempId, patchQuestion, prependQuestion, type QuestionPages, removeQuestion, replaceQuestion, tempQuestion } from '../lib/question-cache';
import { firstViewThisSession } from '../lib/viewed-questions';

/** Whether a new question belongs in a cached list: no search, and All or its own category. */
function listShows(key: readonly unknown[], item: DiscussionItem): boolean {
  const filter = key[3] as QuestionFilter | undefined;
  return filter !== undefined && filter.q === '' && (filter.category === null || filter.category === item.category);
}

/**
 * The asker's and readers' writes on questions (docs/requirements/qna.md §2, §3), each keeping every
 * cached list of the reader in step. Failures throw: the caller shows its own message.
 */
export function useQuestionWrites(viewer: Viewer | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const viewerId = viewer?.userId ?? '';

  return useMemo(() => {
    const lists = { queryKey: qnaKeys.lists(viewerId) };
    const updateLists = (change: (data: QuestionPages | undefined) => QuestionPages | undefined) => queryClient.setQueriesData<QuestionPages>(lists, change);
    const statsChanged = () => void queryClient.invalidateQueries({ queryKey: qnaKeys.stats() });
    const patch = (itemId: string, fields: Partial<DiscussionItem>) => updateLists((data) => patchQuestion(data, itemId, fields));

    return {
      /** Shows the question at once (docs/requirements/qna.md §2), then swaps in the stored one, or takes it out again on failure. */
      async create(input: QuestionInput): Promise<DiscussionItem> {
        if (!viewer) throw new Error('Sign in to ask a question.');
        const temp = tempQuestion(input, viewer);
        await queryClient.cancelQueries(lists);
        for (const [key] of queryClient.getQueriesData<QuestionPages>(lists)) {
          if (listShows(key, temp)) queryClient.setQueryData<QuestionPages>(key, (data) => prependQuestion(data, temp));
        }
        try {
          const saved = await createQuestion(api, input);
          updateLists((data) => replaceQuestion(data, temp.id, saved));
          statsChanged();
          return saved;
        } catch (error) {
          updateLists((data) => removeQuestion(data, temp.id));
          throw error;
        }
      },
      async edit(itemId: string, input: QuestionInput): Promise<DiscussionItem> {
        const saved = await editQuestion(api, itemId, input);
        updateLists((data) => replaceQuestion(data, itemId, saved));
        return saved;
      },
      /** Deletes the question with its comments and votes. */
      async remove(itemId: string): Promise<void> {
        await deleteQuestion(api, itemId);
        updateLists((data) => removeQuestion(data, itemId));
        queryClient.removeQueries({ queryKey: commentsQueryKey(questionCommentRoutes, itemId) });
        statsChanged();
      },
      /** Sends a vote; VoteButtons shows it at once and puts it back on failure. */
      vote: (itemId: string, direction: VoteDirection): Promise<VoteResult> => voteQuestion(api, itemId, direction),
      /** The server's count after a vote, kept in every list. */
      voted(itemId: string, result: VoteResult) {
        patch(itemId, result);
        statsChanged();
      },
      async accept(itemId: string, commentId: string | null): Promise<DiscussionItem> {
        const saved = await acceptAnswer(api, itemId, commentId);
        updateLists((data) => replaceQuestion(data, itemId, saved));
        return saved;
      },
      /** A comment was stored or deleted: the counts follow (answers only when someone else than the asker wrote it). */
      commentCounted(itemId: string, comment: DiscussionComment, delta: 1 | -1) {
        updateLists((data) =>
          data === undefined
            ? data
            : {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.map((item) => {
                    if (item.id !== itemId) return item;
                    const acceptedGone = delta < 0 && item.acceptedCommentId === comment.id;
                    return {
                      ...item,
                      commentCount: Math.max(0, item.commentCount + delta),
                      answers: comment.isAnswer ? Math.max(0, item.answers + delta) : item.answers,
                      acceptedCommentId: acceptedGone ? null : item.acceptedCommentId,
                    };
                  }),
                })),
              },
        );
        if (comment.isAnswer) statsChanged();
      },
      /** A signed-in reader opened the question: posted once per session (the server counts each reader once). */
      recordView(item: DiscussionItem) {
        if (!viewerId || isTempId(item.id) || !firstViewThisSession(`${viewerId}:${item.id}`)) return;
        viewQuestion(api, item.id).then(
          ({ views }) => patch(item.id, { views }),
          () => {},
        );
      },
    };
  }, [api, queryClient, viewer, viewerId]);
}

export type QuestionWrites = ReturnType<typeof useQuestionWrites>;
