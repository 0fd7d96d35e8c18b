import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { DiscussionItem, QuestionInput } from '@contract/discussions';
import { StatCards } from '@web/components/discussion/stat-cards';
import { useViewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import { NumberedPager } from '@web/components/ui/numbered-pager';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useDebouncedValue } from '@web/lib/hooks/use-debounced-value';
import { qnaStatsQueryOptions } from '../api/questions';
import { useQuestionList } from '../hooks/use-question-list';
import { useQuestionWrites } from '../hooks/use-question-writes';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { errorMessage } from '../lib/error-message';
import { qnaTexts as t } from '../lib/qna-texts';
import { QnaSidebar, TagFilter } from './qna-sidebar';
import { QuestionCard } from './question-card';
import { QuestionModal } from './question-modal';
import './qna-page.css';

/** docs/requirements/qna.md §1: the search is sent once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

type ModalState =
  | { readonly mode: 'ask'; readonly draft?: QuestionInput; readonly error?: string }
  | { readonly mode: 'edit'; readonly question: DiscussionItem };

/**
 * /qna (docs/requirements/qna.md): the title and Ask Question, the four stats, search and the tag
 * filter, the questions 10 a page (loaded from the server as the pages reach them), and the sidebar.
 * Public; asking needs sign-in, and a visitor's Ask Question goes to /login and comes back here.
 */
export function QnaPage() {
  const api = useApiClient();
  const viewer = useViewer();
  const signIn = useSignInRedirect();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const authLoading = useAuth().state.status === 'loading';
  const list = useQuestionList(viewer?.userId ?? '', { category, q }, !authLoading);
  const stats = useQuery(qnaStatsQueryOptions(api));
  const writes = useQuestionWrites(viewer);
  const [modal, setModal] = useState<ModalState | null>(null);
  const listTop = useRef<HTMLElement>(null);

  /** Another page starts at its first question, not where the pager left the view. */
  const showPage = (page: number) => {
    list.goTo(page);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const ask = () => (viewer ? setModal({ mode: 'ask' }) : signIn());

  /** Shown at once: the modal closes and the question leads the list; a failure brings the modal back with the text and the reason. */
  const submitNew = (input: QuestionInput) => {
    setModal(null);
    list.goTo(1);
    writes.create(input).catch((error: unknown) => setModal({ mode: 'ask', draft: input, error: errorMessage(error, t.submitQuestionFailed) }));
    return Promise.resolve();
  };

  const { query } = list;
  return (
    <section className="page page--shrinks qna-page" aria-labelledby="page-title">
      <div className="page__header page__header--top">
        <div>
          <h1 id="page-title">{t.title}</h1>
          <p className="page__intro">{t.intro}</p>
        </div>
        <Button variant="primary" onClick={ask}>
          {t.ask}
        </Button>
      </div>
      <StatCards
        label="Q&A statistics"
        cards={[
          { label: t.stats.totalQuestions, value: stats.data?.totalQuestions },
          { label: t.stats.answered, value: stats.data?.answered },
          { label: t.stats.contributors, value: stats.data?.contributors },
          { label: t.stats.totalVotes, value: stats.data?.totalVotes },
        ]}
      />
      <div className="qna-page__layout">
        <div className="qna-page__main">
          <div className="qna-page__controls">
            <input
              type="search"
              className="qna-input qna-search"
              aria-label={t.search}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <TagFilter category={category} onCategory={setCategory} />
          </div>
          <section ref={listTop} className="qna-list" aria-labelledby="qna-list-title">
            <h2 id="qna-list-title" className="visually-hidden">
              Questions
            </h2>
            {query.isPending ? (
              <p role="status" className="qna-status">
                {t.loading}
              </p>
            ) : query.isError && !query.data ? (
              <div className="qna-status">
                <p role="alert" className="alert alert--error">
                  {t.loadQuestionsFailed}
                </p>
                <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                  Try again
                </Button>
              </div>
            ) : list.items.length === 0 && !list.loadingMore ? (
              <p className="qna-status qna-empty">{t.noQuestions}</p>
            ) : (
              <>
                <ul className="qna-list__items" aria-label="Questions">
                  {list.items.map((question) => (
                    <li key={question.id}>
                      <QuestionCard question={question} viewer={viewer} writes={writes} onEdit={(item) => setModal({ mode: 'edit', question: item })} />
                    </li>
                  ))}
                </ul>
                {list.loadingMore ? (
                  <p role="status" className="qna-status">
                    {t.loadingMore}
                  </p>
                ) : null}
                {list.loadMoreFailed ? (
                  <div className="qna-status">
                    <p role="alert" className="alert alert--error">
                      {t.loadQuestionsFailed}
                    </p>
                    <Button onClick={list.retryMore}>Try again</Button>
                  </div>
                ) : null}
              </>
            )}
            <NumberedPager label={t.pagesLabel} page={list.page} pages={list.pages} previousText={t.previous} nextText={t.next} onPage={showPage} />
          </section>
        </div>
        <QnaSidebar category={category} onCategory={setCategory} onAsk={ask} />
      </div>
      {modal?.mode === 'ask' ? <QuestionModal draft={modal.draft} initialError={modal.error} onSubmit={submitNew} onClose={() => setModal(null)} /> : null}
      {modal?.mode === 'edit' ? (
        <QuestionModal
          question={modal.question}
          onSubmit={async (input) => {
            await writes.edit(modal.question.id, input);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      ) : null}
    </section>
  );
}
