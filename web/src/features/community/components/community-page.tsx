import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CommunityPostInput, DiscussionItem } from '@contract/discussions';
import { DiscussionErrorBoundary } from '@web/components/discussion/discussion-error-boundary';
import { StatCards } from '@web/components/discussion/stat-cards';
import { useViewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import { useApiClient } from '@web/lib/api-client';
import { communityStatsQueryOptions } from '../api/community-posts';
import { usePostActions } from '../hooks/use-post-actions';
import { usePostFilters } from '../hooks/use-post-filters';
import { categoryLabel, categoryOptions, communityTexts, isCategoryFilter } from '../lib/community-texts';
import { failureMessage } from '../lib/failure-message';
import { type PostFormStart, PostFormDialog } from './post-form-dialog';
import { PostList } from './post-list';
import './community-page.css';

/** docs/requirements/community.md §1 / shell.md §9: the search box waits this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

type DialogState =
  | { readonly mode: 'create'; readonly start?: PostFormStart; readonly error?: string; readonly key: number }
  | { readonly mode: 'edit'; readonly post: DiscussionItem; readonly key: number };

/**
 * /community (docs/requirements/community.md §1): the four stat cards, a search box and the category
 * select, the posts 8 a page, and Create Post. Behind the sign-in gate of the route table.
 */
export function CommunityPage() {
  const api = useApiClient();
  const viewer = useViewer();
  const me = viewer?.userId ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const filters = usePostFilters();
  const actions = usePostActions(me);
  const stats = useQuery(communityStatsQueryOptions(api, me));
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const searchId = useId();
  const categoryId = useId();

  // The search box: what is typed goes to the URL (and the list) once typing pauses for 300 ms;
  // a new `q` in the URL (Back, a link) fills the box.
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== text.trim()) setText(filters.q);
  }
  const setQuery = filters.setQuery;
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q, setQuery]);

  // A page change starts at the top of the view (docs/requirements/community.md §1).
  const pageKey = `${filters.page}|${filters.cursor ?? ''}`;
  const lastPageKey = useRef(pageKey);
  useEffect(() => {
    if (lastPageKey.current === pageKey) return;
    lastPageKey.current = pageKey;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pageKey]);

  const openCreate = () => {
    if (!viewer) {
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setDialog({ mode: 'create', key: Date.now() });
  };

  const create = async (input: CommunityPostInput) => {
    if (!viewer) return;
    setDialog(null);
    // The new post shows at the top of page 1: of its category's list, or of All.
    const inCategory = filters.category === input.category ? filters.category : 'all';
    filters.firstPage(inCategory);
    try {
      await actions.create(input, viewer, { category: inCategory, q: '', cursor: undefined });
    } catch (error) {
      setDialog({
        mode: 'create',
        start: { ...input, codeSnippet: input.codeSnippet ?? null },
        error: failureMessage(error, communityTexts.saveFailed),
        key: Date.now(),
      });
    }
  };

  const s = stats.data;
  return (
    <section className="page page--shrinks community-page" aria-labelledby="page-title">
      <div className="page__header page__header--top">
        <div>
          <h1 id="page-title">{communityTexts.title}</h1>
          <p className="page__intro">{communityTexts.intro}</p>
        </div>
        <Button variant="primary" onClick={openCreate}>
          {communityTexts.createPost}
        </Button>
      </div>
      <StatCards
        label={communityTexts.stats}
        cards={[
          { label: communityTexts.statLabels.totalPosts, value: s?.totalPosts },
          { label: communityTexts.statLabels.activeMembers, value: s?.activeMembers },
          { label: communityTexts.statLabels.codeSnippets, value: s?.codeSnippets },
          { label: communityTexts.statLabels.tutorials, value: s?.tutorials },
        ]}
      />
      <div className="community-filters" role="search">
        <div className="community-filters__field community-filters__field--search">
          <label htmlFor={searchId} className="visually-hidden">
            {communityTexts.search}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={communityTexts.searchPlaceholder}
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="community-filters__field">
          <label htmlFor={categoryId} className="visually-hidden">
            {communityTexts.category}
          </label>
          <select
            id={categoryId}
            value={filters.category}
            onChange={(event) => isCategoryFilter(event.target.value) && filters.setCategory(event.target.value)}
          >
            {categoryOptions.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DiscussionErrorBoundary>
        <PostList me={me} viewer={viewer} filters={filters} actions={actions} onEdit={(post) => setDialog({ mode: 'edit', post, key: Date.now() })} />
      </DiscussionErrorBoundary>
      {dialog?.mode === 'create' ? (
        <PostFormDialog key={dialog.key} mode="create" start={dialog.start} initialError={dialog.error} onSubmit={create} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.mode === 'edit' ? (
        <PostFormDialog
          key={dialog.key}
          mode="edit"
          start={dialog.post}
          onSubmit={async (input) => {
            await actions.edit(dialog.post.id, input);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
