import { useQuery } from '@tanstack/react-query';
import { type DiscussionItem, discussionMessages } from '@contract/discussions';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { Pager, pageCount } from '@web/components/ui/pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { communityPostsQueryOptions } from '../api/community-posts';
import type { PostActions } from '../hooks/use-post-actions';
import { POSTS_PER_PAGE, type PostFilters } from '../hooks/use-post-filters';
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
 * The posts of the page the URL names, 8 a page with Previous / Next and 'Page N': browsing reads
 * one page per cursor; a search's matches come at once and are shown 8 at a time.
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
        const posts = q ? data.items.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) : data.items;
        const hasNext = q ? data.items.length > page * POSTS_PER_PAGE : data.nextCursor !== null;
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
              pages={q ? pageCount(data.items.length, POSTS_PER_PAGE) : undefined}
              hasNext={hasNext}
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
