import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type DiscussionItem, type DiscussionPage, discussionMessages } from '@contract/discussions';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { feedbackKeys } from '../api/feedback-keys';
import { voteFeedback } from '../api/vote-feedback';

/** The item after the caller's toggle: not voted adds 1, voted removes it (docs/requirements/feedback.md §3). */
export function toggledVote(item: DiscussionItem): DiscussionItem {
  const voted = item.myVote === 'up';
  return { ...item, votes: item.votes + (voted ? -1 : 1), myVote: voted ? null : 'up' };
}

/**
 * The vote toggle of the recent list, optimistic: the count and the pressed state change at once,
 * the server's answer then sets both, and a failure puts the item back with the spec's message.
 * `busy` holds the items whose vote is in flight (their buttons wait, so a toggle is never lost).
 */
export function useFeedbackVote(me: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback(
    async (item: DiscussionItem) => {
      if (!me) {
        toast.error(discussionMessages.mustSignInToVote);
        return;
      }
      const key = feedbackKeys.recent(me);
      const edit = (change: (item: DiscussionItem) => DiscussionItem) =>
        queryClient.setQueryData<DiscussionPage>(key, (page) => page && { ...page, items: page.items.map((i) => (i.id === item.id ? change(i) : i)) });
      setBusy((set) => new Set(set).add(item.id));
      // A load in flight must not overwrite the optimistic count.
      await queryClient.cancelQueries({ queryKey: key });
      edit(toggledVote);
      try {
        const { votes, myVote } = await voteFeedback(api, item.id);
        edit((i) => ({ ...i, votes, myVote }));
      } catch {
        edit((i) => ({ ...i, votes: item.votes, myVote: item.myVote }));
        toast.error(discussionMessages.feedbackVoteFailed);
      } finally {
        setBusy((set) => {
          const next = new Set(set);
          next.delete(item.id);
          return next;
        });
      }
    },
    [api, me, queryClient, toast],
  );

  return { busy, toggle };
}
