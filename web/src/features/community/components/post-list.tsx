import { useQuery } from '@tanstack/react-query';
import { type DiscussionItem, discussionMessages } from '@contract/discussions';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { Pager } from '@web/components/ui/pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { communityPostsQueryOptions } from '../api/community-posts';
import type { PostActions } from '../hooks/use-post-actions';
import type { PostFilters } from '../hooks/use-post-filters';
import { communityTexts } from '../lib/community-texts';
import { PostCard } from './post-card';

export interface PostListProps {
  readonly me: string;
  readonly viewer: Viewer | null;
  readonly filters: PostFilters;
  readonly actions: PostActions;
  readonly onEdit: (post: DiscussionItem) => void;
}

/**
 * The posts of the page the URL names, 8 a page with Previous / Next and 'Page N', one page per
 * cursor, browsing or searching.
 */
export function PostList({ me, viewer, filters, actions, onEdit }: PostListProps) {
  const api = useApiClient();
  const { category, q, cursor, page } = filters;
  const query = useQuery(communityPostsQueryOptions(api, me, { category, q, cursor }));

  return (
    <QueryView
      query={query}
      loading={discussionMessages.loadingPost}
      error={communityTexts.loadFailed}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="community-empty">{discussionMessages.noPosts}</p>}
    >
      {(data) => {
        const posts = data.items;
        return (
          <>
            {posts.length === 0 ? (
              <p className="community-empty">{discussionMessages.noPosts}</p>
            ) : (
              <ul className="post-list" aria-label="Posts" aria-busy={query.isPlaceholderData || undefined}>
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} viewer={viewer} actions={actions} onEdit={onEdit} />
                  </li>
                ))}
              </ul>
            )}
            <Pager
              label={communityTexts.pages}
              page={page}
              hasNext={data.nextCursor !== null}
              hideWhenOnePage
              onPrevious={filters.previous}
              onNext={() => filters.next(data.nextCursor)}
            />
          </>
        );
      }}
    </QueryView>
  );
}
