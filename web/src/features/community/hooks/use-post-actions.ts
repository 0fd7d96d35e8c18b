import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CommunityPostInput, DiscussionItem, DiscussionPage, VoteResult } from '@contract/discussions';
import { freshItem } from '@web/components/discussion/fresh-item';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { useApiClient } from '@web/lib/api-client';
import { communityKeys, type PostListFilter } from '../api/community-keys';
import { createCommunityPost, deleteCommunityPost, editCommunityPost, reportCommunityPost } from '../api/community-posts';

/** A post shown before the server stored it (docs/requirements/community.md §2): no votes, comments or controls yet. */
export const TEMP_POST_PREFIX = 'temp-post-';
export const isTempPost = (post: DiscussionItem) => post.id.startsWith(TEMP_POST_PREFIX);

let tempSequence = 0;

/** The post as it will look once stored, under a temporary id. */
export function tempPost(input: CommunityPostInput, author: Viewer, now = new Date()): DiscussionItem {
  return freshItem({
    id: `${TEMP_POST_PREFIX}${++tempSequence}`,
    kind: 'community',
    category: input.category,
    title: input.title,
    content: input.content,
    codeSnippet: input.codeSnippet ?? null,
    author,
    createdAt: now.toISOString(),
  });
}

/**
 * The community's writes and what each changes in the cached pages: a new post shows at once on
 * page 1 and is replaced by the stored one (or removed when saving fails); an edit, a vote's answer
 * and a comment count change the post wherever a page shows it; a deletion removes it.
 */
export function usePostActions(me: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();

  return useMemo(() => {
    const lists = communityKeys.lists(me);
    /** Changes one post on every cached page; `null` removes it. */
    const change = (id: string, update: (post: DiscussionItem) => DiscussionItem | null) =>
      queryClient.setQueriesData<DiscussionPage>({ queryKey: lists }, (data) =>
        data && data.items.some((post) => post.id === id)
          ? { ...data, items: data.items.flatMap((post) => (post.id === id ? (update(post) ?? []) : [post])) }
          : data,
      );
    const refreshCounts = () => queryClient.invalidateQueries({ queryKey: communityKeys.stats(me) });

    return {
      /** Shows the post on `firstPage` at once, then the stored one; rejects (the post gone) when saving fails. */
      async create(input: CommunityPostInput, author: Viewer, firstPage: PostListFilter): Promise<DiscussionItem> {
        await queryClient.cancelQueries({ queryKey: lists });
        const temp = tempPost(input, author);
        queryClient.setQueryData<DiscussionPage>(communityKeys.list(me, firstPage), (data) => ({
          items: [temp, ...(data?.items ?? [])],
          nextCursor: data?.nextCursor ?? null,
        }));
        try {
          const stored = await createCommunityPost(api, input);
          change(temp.id, () => stored);
          // Other pages and filters hold it now too: read them again when next shown.
          void queryClient.invalidateQueries({ queryKey: lists, refetchType: 'none' });
          void refreshCounts();
          return stored;
        } catch (error) {
          change(temp.id, () => null);
          throw error;
        }
      },
      async edit(id: string, input: CommunityPostInput): Promise<void> {
        const stored = await editCommunityPost(api, id, input);
        change(id, () => stored);
        void refreshCounts();
      },
      async remove(id: string): Promise<void> {
        await deleteCommunityPost(api, id);
        change(id, () => null);
        // The page shown fills up again from the next.
        void queryClient.invalidateQueries({ queryKey: lists });
        void refreshCounts();
      },
      report: (id: string, reason: string) => reportCommunityPost(api, id, reason),
      voted: (id: string, result: VoteResult) => change(id, (post) => ({ ...post, ...result })),
      commentsChanged: (id: string, delta: number) => change(id, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount + delta) })),
    };
  }, [api, queryClient, me]);
}

export type PostActions = ReturnType<typeof usePostActions>;
