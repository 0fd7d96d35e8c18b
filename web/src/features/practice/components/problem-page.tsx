import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { ProblemDetail } from '@contract/api/problems';
import { judgeLanguages, judgeMessages } from '@contract/judge';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { problemQueryOptions } from '../api/get-problem';
import { runCode } from '../api/judge-calls';
import { useSubmission } from '../hooks/use-submission';
import { defaultStarterCode } from '../lib/default-starter-code';
import type { StarterCode } from '../lib/editor-languages';
import { judgeErrorMessage } from '../lib/judge-error-message';
import { type EditorContent, EditorPanel } from './editor-panel';
import { PlanLimitDialog } from './plan-limit-dialog';
import { ProblemStatement } from './problem-statement';
import { RunResults, runSummary } from './run-results';
import { judgingSummary, SubmissionResults } from './submission-results';
import './problem-page.css';

/** Spec 2 §2.5 and §5, word for word. */
export const problemPageTexts = {
  loading: 'Loading problem...',
  errorTitle: 'Error',
  error: 'Failed to load problem. Please try again.',
  notFoundTitle: 'Problem Not Found',
  notFound: "The problem you're looking for doesn't exist.",
  limitReachedButton: "You've reached your weekly limit. Upgrade your plan to unlock more.",
} as const;

/**
 * /problem/{id} (spec 2 §2.5): the statement beside the editor, Run Only and Submit with their
 * results. The route guard lets only signed-in users here. Another problem is a fresh screen:
 * results, drafts and judging start over (spec 2 §4.1).
 */
export function ProblemPage() {
  const { id = '' } = useParams();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  return <ProblemScreen key={id} problemId={id} userId={userId} />;
}

function ProblemScreen({ problemId, userId }: { readonly problemId: string; readonly userId: string }) {
  const api = useApiClient();
  const problem = useQuery(problemQueryOptions(api, problemId));

  if (problem.isPending) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          Problem
        </h1>
        <p role="status">{problemPageTexts.loading}</p>
      </section>
    );
  }
  if (problem.isError) {
    // A malformed id (400) names no problem either.
    const missing = problem.error instanceof ApiError && (problem.error.status === 404 || problem.error.status === 400);
    return missing ? (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{problemPageTexts.notFoundTitle}</h1>
        <p>{problemPageTexts.notFound}</p>
        <Link to="/problems">Browse problems</Link>
      </section>
    ) : (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{problemPageTexts.errorTitle}</h1>
        <p role="alert">{problemPageTexts.error}</p>
        <p className="problem-page__error-actions">
          <button type="button" className="button" onClick={() => void problem.refetch()}>
            Try again
          </button>
          <Link to="/practice">Back to Practice</Link>
        </p>
      </section>
    );
  }
  return <SolvingScreen problem={problem.data} userId={userId} />;
}

/** The problem's own templates, and ours for the languages it ships none for. */
function starterCodeOf(problem: ProblemDetail): StarterCode {
  return Object.fromEntries(judgeLanguages.map((l) => [l, problem.starterCode[l]?.code ?? defaultStarterCode[l]])) as StarterCode;
}

function SolvingScreen({ problem, userId }: { readonly problem: ProblemDetail; readonly userId: string }) {
  const api = useApiClient();
  const starterCode = useMemo(() => starterCodeOf(problem), [problem]);
  const run = useMutation({ mutationFn: (content: EditorContent) => runCode(api, problem.problemId, content) });
  const submission = useSubmission(problem.problemId);
  const { limitReached } = submission.state;

  const announce = run.isPending ? 'Running the samples...' : run.data ? runSummary(run.data) : '';
  return (
    <div className="problem-page">
      <div className="problem-page__statement">
        <ProblemStatement problem={problem} />
      </div>
      <div className="problem-page__work">
        {userId ? (
          <EditorPanel
            userId={userId}
            problemId={problem.problemId}
            starterCode={starterCode}
            actions={(content) => (
              <>
                <button type="button" className="button" disabled={run.isPending} onClick={() => run.mutate(content)}>
                  {run.isPending ? 'Running...' : 'Run Only'}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={submission.busy || limitReached}
                  onClick={() => submission.submit(content)}
                >
                  {limitReached ? problemPageTexts.limitReachedButton : submission.busy ? 'Judging...' : 'Submit'}
                </button>
              </>
            )}
          />
        ) : null}
        <p className="visually-hidden" role="status">
          {announce}
        </p>
        <p className="visually-hidden" role="status">
          {judgingSummary(submission.state, problem.testCount)}
        </p>
        {run.isError ? (
          <p role="alert" className="judge-results__error">
            {judgeErrorMessage(run.error, judgeMessages.runFailed)}
          </p>
        ) : null}
        <SubmissionResults state={submission.state} testCount={problem.testCount} sampleCount={problem.samples.length} />
        {run.data ? <RunResults result={run.data} /> : null}
      </div>
      {submission.limitDialogOpen ? <PlanLimitDialog onClose={submission.closeLimitDialog} /> : null}
    </div>
  );
}
