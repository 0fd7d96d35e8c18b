import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { DiscussionItem } from '@contract/discussions';
import { useApiClient } from '@web/lib/api-client';
import { questionListQueryOptions } from '../api/questions';
import type { QuestionFilter } from '../api/qna-keys';
import { clientPage } from '../lib/client-pages';
import { createLoadGate, type LoadGate } from '../lib/load-more-gate';

/**
 * docs/requirements/qna.md §1: the questions of a filter, 10 a client page, with the server's pages
 * of 10 loaded as the pages reach them, never two loads less than 1 s apart. The page goes back to
 * 1 when the filter changes.
 */
export function useQuestionList(viewer: string, filter: QuestionFilter, enabled = true) {
  const api = useApiClient();
  const query = useInfiniteQuery(questionListQueryOptions(api, viewer, filter, enabled));
  const filterKey = `${filter.category ?? ''}\u0000${filter.q}`;
  const [wanted, setWanted] = useState({ key: filterKey, page: 1 });
  // Each question once: one whose votes moved between two loads can come again on a later page.
  const loaded = useMemo<readonly DiscussionItem[]>(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) => page.items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))));
  }, [query.data]);
  const view = clientPage(loaded, wanted.key === filterKey ? wanted.page : 1, query.hasNextPage);
  const [gate] = useState<LoadGate>(() => createLoadGate());

  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const ready = query.data !== undefined;
  const shouldLoad = ready && view.needsMore && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (!shouldLoad) return;
    gate.request(() => void fetchNextPage({ cancelRefetch: false }));
    // A request no longer needed (another page, another filter) is dropped; the gap is kept.
    return () => gate.cancel();
  }, [shouldLoad, gate, fetchNextPage, filterKey]);

  return {
    query,
    ...view,
    /** Loaded questions exist but the shown page waits for the next server page. */
    loadingMore: view.needsMore && !isFetchNextPageError,
    loadMoreFailed: isFetchNextPageError,
    goTo: (page: number) => setWanted({ key: filterKey, page }),
    retryMore: () => void fetchNextPage(),
  };
}
