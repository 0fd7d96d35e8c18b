import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProblemDetail } from '@contract/api/problems';
import { weeklyQuotaReached } from '@contract/api/submissions';
import { judgeLanguages, judgeMessages } from '@contract/judge';
import { notFoundAsNull } from '@web/components/ui/not-found-as-null';
import { PageQueryView } from '@web/components/ui/page-query-view';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';
import { useLanguageVersions } from '@web/components/code-editor/judge-languages';
import { useEditorTheme } from '@web/components/code-editor/use-editor-theme';
import { useSubmission } from '@web/components/judging/use-submission';
import type { StarterCode } from '@web/components/code-editor/editor-languages';
import { type EditorContent, EditorPanel } from '@web/components/code-editor/editor-panel';
import { ProblemStatement } from '@web/components/problem-statement/problem-statement';
import { RunError, RunResults, runSummary } from '@web/components/judging/run-results';
import { problemQueryOptions } from '../api/get-problem';
import { runCode, runOnCustomInput } from '../api/run-calls';
import { codeDraftQueryKey, codeDraftQueryOptions, saveCodeDraft } from '../api/code-draft';
import { mySubmissionsQueryKey, mySubmissionsQueryOptions } from '../api/my-submissions';
import { defaultStarterCode } from '../lib/default-starter-code';
import { CustomInputField, CustomRunResult, customRunSummary, customRunTexts } from './custom-input-run';
import { MySubmissions } from './my-submissions';
import { PlanLimitDialog } from './plan-limit-dialog';
import { secondsSince, SolveStatus } from './solve-status';
import { judgingSummary, SubmissionResults } from './submission-results';
import './problem-page.css';

/** docs/requirements/practice.md §3, §5, word for word. */
export const problemPageTexts = {
  loading: 'Loading problem...',
  errorTitle: 'Error',
  error: 'Failed to load problem. Please try again.',
  notFoundTitle: 'Problem Not Found',
  notFound: "The problem you're looking for doesn't exist.",
  limitReachedButton: "You've reached your weekly limit. Upgrade your plan to unlock more.",
} as const;

/**
 * /problem/{id} (docs/requirements/practice.md §3): the statement beside the editor, Run Only and Submit with their
 * results. The route guard lets only signed-in users here. Another problem is a fresh screen:
 * results, drafts and judging start over (docs/requirements/practice.md §3).
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
  return (
    <PageQueryView
      query={notFoundAsNull(problem)}
      loading={problemPageTexts.loading}
      title="Problem"
      errorTitle={problemPageTexts.errorTitle}
      error={problemPageTexts.error}
      actions={<Link to="/practice">Back to Practice</Link>}
    >
      {(found) => (found ? <SolvingScreen problem={found} userId={userId} /> : <ProblemNotFound />)}
    </PageQueryView>
  );
}

/** An unknown id is an answer, not a failed load: no alert, and a way to the problems there are. */
function ProblemNotFound() {
  return (
    <section className="page page--centered" aria-labelledby="page-title">
      <h1 id="page-title">{problemPageTexts.notFoundTitle}</h1>
      <p>{problemPageTexts.notFound}</p>
      <Link to="/problems">Browse problems</Link>
    </section>
  );
}

/** The problem's own templates, and ours for the languages it ships none for. */
function starterCodeOf(problem: ProblemDetail): StarterCode {
  return Object.fromEntries(judgeLanguages.map((l) => [l, problem.starterCode[l]?.code ?? defaultStarterCode[l]])) as StarterCode;
}

function SolvingScreen({ problem, userId }: { readonly problem: ProblemDetail; readonly userId: string }) {
  const api = useApiClient();
  const starterCode = useMemo(() => starterCodeOf(problem), [problem]);
  const run = useMutation({ mutationFn: (content: EditorContent) => runCode(api, problem.problemId, content) });
  // Starts from the first sample's input: a student edits a case more often than writing one anew.
  const [stdin, setStdin] = useState(problem.samples[0]?.input ?? '');
  const customRun = useMutation({ mutationFn: (content: EditorContent) => runOnCustomInput(api, problem.problemId, content, stdin) });
  const queryClient = useQueryClient();
  const savedCode = useQuery(codeDraftQueryOptions(api, problem.problemId));
  const save = useCallback(
    async ({ language, code }: EditorContent) => {
      queryClient.setQueryData(codeDraftQueryKey(problem.problemId), await saveCodeDraft(api, problem.problemId, language, code));
    },
    [api, queryClient, problem.problemId],
  );
  const me = useMe();
  const submission = useSubmission(problem.problemId, me.data?.xp);
  const editorTheme = useEditorTheme(userId);
  const languageVersions = useLanguageVersions();
  // The solving timer starts with the screen (docs/requirements/practice.md §6); Submit sends its seconds (the student's own average solving time).
  const [startedAt] = useState(Date.now);
  const { phase } = submission.state;
  useRefreshMySubmissions(problem.problemId, phase);
  // At the plan's weekly limit Submit is off from the start, showing the limit text, not only after
  // the server refused a press: the server says where the quota stands for this problem.
  const quota = useQuery(mySubmissionsQueryOptions(api, problem.problemId)).data?.quota;
  const limitReached = submission.state.limitReached || (quota !== undefined && weeklyQuotaReached(quota));

  const announce = run.isPending ? 'Running the samples...' : run.data ? runSummary(run.data) : '';
  const announceCustom = customRun.isPending ? customRunTexts.running : customRun.data ? customRunSummary(customRun.data) : '';
  return (
    <div className="problem-page">
      <div className="problem-page__statement">
        <ProblemStatement problem={problem} />
      </div>
      <div className="problem-page__work">
        <SolveStatus problemId={problem.problemId} startedAt={startedAt} submitted={phase !== 'idle'} />
        {userId ? (
          // A draft that could not be read is no reason to keep the editor closed: it opens without one.
          <QueryView query={savedCode} loading="Loading editor..." fallbackData={null}>
            {(saved) => (
              <EditorPanel
                userId={userId}
                problemId={problem.problemId}
                starterCode={starterCode}
                savedCode={saved}
                {...(editorTheme.theme && { editorTheme: editorTheme.theme })}
                languageVersions={languageVersions}
                onThemeChange={editorTheme.change}
                onSave={save}
                actions={(content) => (
                  <>
                    <button type="button" className="button" disabled={run.isPending} onClick={() => run.mutate(content)}>
                      {run.isPending ? 'Running...' : 'Run Only'}
                    </button>
                    <button type="button" className="button" disabled={customRun.isPending} onClick={() => customRun.mutate(content)}>
                      {customRun.isPending ? 'Running...' : customRunTexts.button}
                    </button>
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={submission.busy || limitReached}
                      onClick={() => submission.submit(content, secondsSince(startedAt))}
                    >
                      {limitReached ? problemPageTexts.limitReachedButton : submission.busy ? 'Judging...' : 'Submit'}
                    </button>
                  </>
                )}
              />
            )}
          </QueryView>
        ) : null}
        <CustomInputField value={stdin} onChange={setStdin} />
        <p className="visually-hidden" role="status">
          {announce}
        </p>
        <p className="visually-hidden" role="status">
          {announceCustom}
        </p>
        <p className="visually-hidden" role="status">
          {judgingSummary(submission.state, problem.testCount)}
        </p>
        {run.isError ? <RunError error={run.error} fallback={judgeMessages.runFailed} /> : null}
        <SubmissionResults state={submission.state} testCount={problem.testCount} sampleCount={problem.samples.length} hints={problem.hints} />
        {customRun.isError ? <RunError error={customRun.error} fallback={judgeMessages.runFailed} /> : null}
        {customRun.data ? <CustomRunResult result={customRun.data} /> : null}
        {run.data ? <RunResults result={run.data} /> : null}
        <MySubmissions problemId={problem.problemId} />
      </div>
      {submission.limitDialogOpen ? <PlanLimitDialog onClose={submission.closeLimitDialog} /> : null}
    </div>
  );
}

/** "My submissions" gains a row when a submission is queued and its verdict when it is judged. */
function useRefreshMySubmissions(problemId: string, phase: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (phase === 'judging' || phase === 'done') void queryClient.invalidateQueries({ queryKey: mySubmissionsQueryKey(problemId) });
  }, [queryClient, problemId, phase]);
}
