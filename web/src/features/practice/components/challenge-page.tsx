import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ChallengeDetail } from '@contract/api/challenges';
import { challengeMessages, countdownTo } from '@contract/challenges';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';
import { TopPerformers } from '@web/components/top-performers';
import { Dialog } from '@web/components/ui/dialog';
import {
  challengeQueryKey,
  challengeQueryOptions,
  challengesOfUserKey,
  joinChallenge,
  runChallenge,
  saveChallengeDraft,
  submitChallenge,
} from '../api/challenge-calls';
import { useEditorTheme } from '../hooks/use-editor-theme';
import { useSubmission } from '../hooks/use-submission';
import type { StarterCode } from '../lib/editor-languages';
import { judgeErrorMessage } from '../lib/judge-error-message';
import { challengeCases, ChallengeScoreCard } from './challenge-score-card';
import { type EditorContent, EditorPanel } from './editor-panel';
import { IoBlock, StatementBody } from './problem-statement';
import { RunResults, runSummary } from './run-results';
import { Stopwatch, useStopwatch } from './stopwatch';
import './challenge-page.css';

/** Spec 2 §2.7, §4.3, §8 and §9.3, word for word where the spec gives the words. */
export const challengePageTexts = {
  loading: 'Loading problem...',
  notFoundTitle: 'Weekly Challenge Problem Not Found',
  notFound: challengeMessages.notFound,
  errorTitle: 'Error',
  error: 'Failed to load the weekly challenge. Please try again.',
  back: 'Back to weekly challenges',
  continue: 'Continue to weekly challenges',
  submitted: 'Submitted',
  notSubmitted: 'Not submitted yet',
  runBox: 'Sample Test Case Output',
  alreadySubmittedTitle: 'Already submitted',
  scoreNote: (tests: number) => `The final score is based on ${tests} test cases, execution time, memory, code length and algorithmic optimality.`,
  limitReached: (used: number, limit: number) => `Limit Reached (${used}/${limit})`,
} as const;

/** Spec 2 §9.3: 'Code saved!' (or the refusal once submitted) shows for 600 ms on a weekly challenge. */
export const challengeSavedMessageMs = 600;

/** Spec 2 §2.6 shows dates like "Nov 23, 2026"; in UTC, the clock the weeks of challenges run on. */
const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/** Save while no submission is left: refused on the page, without asking the server (spec 2 §4.3). */
class SaveAfterSubmission extends Error {
  constructor() {
    super(challengeMessages.savedAfterSubmission);
  }
}

/** Save's refusals: submitted already (here, or the server's 409), or the week's join limit (a 403 of the join before it). */
function saveRefusal(error: unknown): string | null {
  if (error instanceof SaveAfterSubmission) return error.message;
  if (error instanceof ApiError && (error.status === 409 || error.status === 403)) return error.message;
  return null;
}

/**
 * /weekly-challenge/{id} (spec 2 §2.7): the challenge's statement and test 1 beside the editor, the
 * stopwatch, Run (test 1), Save (draft with the stopwatch), Submit judged live and scored on the
 * card. The second solving screen of the practice feature: it shares the editor, its themes and
 * drafts and the live judging with /problem/{id}. Another challenge (or user) is a fresh screen:
 * the stopwatch restarts.
 */
export function ChallengePage() {
  const { id = '' } = useParams();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' || state.status === 'needsCountry' ? state.user.userId : '';
  return <ChallengeScreen key={`${userId}\n${id}`} challengeId={id} userId={userId} />;
}

function ChallengeScreen({ challengeId, userId }: { readonly challengeId: string; readonly userId: string }) {
  const api = useApiClient();
  const challenge = useQuery(challengeQueryOptions(api, userId, challengeId));

  if (challenge.isPending) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          Weekly Challenge
        </h1>
        <p role="status">{challengePageTexts.loading}</p>
      </section>
    );
  }
  if (challenge.isError) {
    // A malformed id (400) names no challenge either.
    const missing = challenge.error instanceof ApiError && (challenge.error.status === 404 || challenge.error.status === 400);
    return missing ? (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{challengePageTexts.notFoundTitle}</h1>
        <p>{challengePageTexts.notFound}</p>
        <Link to="/weekly-challenges">{challengePageTexts.back}</Link>
      </section>
    ) : (
      <section className="page page--centered" aria-labelledby="page-title">
        <h1 id="page-title">{challengePageTexts.errorTitle}</h1>
        <p role="alert">{challengePageTexts.error}</p>
        <p className="challenge-page__error-actions">
          <button type="button" className="button" onClick={() => void challenge.refetch()}>
            Try again
          </button>
          <Link to="/weekly-challenges">{challengePageTexts.back}</Link>
        </p>
      </section>
    );
  }
  const detail = challenge.data;
  if (!detail.content) return <UpcomingChallenge detail={detail} onStarted={() => void challenge.refetch()} />;
  return <SolvingChallenge detail={detail} content={detail.content} userId={userId} />;
}

function BackLink() {
  return (
    <Link to="/weekly-challenges" className="challenge-page__back">
      <span aria-hidden="true">← </span>
      {challengePageTexts.back}
    </Link>
  );
}

/** A student's view of a challenge before it starts: its title, when it starts and the countdown to it; no statement, no editor. */
function UpcomingChallenge({ detail, onStarted }: { readonly detail: ChallengeDetail; readonly onStarted: () => void }) {
  return (
    <section className="page challenge-page" aria-labelledby="page-title">
      <p className="challenge-page__bar">
        <BackLink />
      </p>
      <div className="challenge-upcoming">
        <h1 id="page-title">{detail.title}</h1>
        <p className="challenge-upcoming__lead">
          This weekly challenge starts on <time dateTime={detail.startsAt}>{formatDate(detail.startsAt)}</time>. Its problem opens then.
        </p>
        <StartsIn startsAt={detail.startsAt} onStarted={onStarted} />
      </div>
      <p>
        <Link to="/weekly-challenges">{challengePageTexts.continue}</Link>
      </p>
    </section>
  );
}

const countdownUnits = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Days, hours, minutes and seconds until the start, renewed every second; at zero the page asks for the challenge again. */
function StartsIn({ startsAt, onStarted }: { readonly startsAt: string; readonly onStarted: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownTo(startsAt, now);
  const started = countdownUnits.every(([unit]) => left[unit] === 0);
  const told = useRef(false);
  useEffect(() => {
    if (started) {
      if (!told.current) onStarted();
      told.current = true;
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [started, onStarted]);
  return (
    <div className="challenge-countdown" role="timer" aria-label="Time until it starts">
      <dl className="challenge-countdown__units">
        {countdownUnits.map(([unit, label]) => (
          <div key={unit} className="challenge-countdown__unit">
            <dt>{label}</dt>
            <dd>{String(left[unit]).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SolvingChallenge({ detail, content, userId }: { readonly detail: ChallengeDetail; readonly content: NonNullable<ChallengeDetail['content']>; readonly userId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { challengeId } = detail;
  const starterCode: StarterCode = content.starterCode;
  const { latest, draft, bestPoints } = detail.entry;

  // Spec 2 §4.3: no submission left once the plan's per-challenge count is used (-1: unlimited).
  const noneLeft = detail.submissions.limit !== -1 && detail.submissions.used >= detail.submissions.limit;
  const submittedOut = noneLeft && latest !== null;
  const limitReached = noneLeft && latest === null;
  const closed = detail.status !== 'active';
  // Joining counts toward the week's limit (spec 2 §2.6): at it, this challenge cannot be played unless already joined.
  const joinBlocked = !detail.joined && detail.joins.limit !== -1 && detail.joins.used >= detail.joins.limit;

  /** Joins before the first Run, Save or Submit (the server plays only for members); a 403 says the week's limit in the spec's words. */
  const joinedHere = useRef(false);
  const ensureJoined = useCallback(async () => {
    if (detail.joined || joinedHere.current) return;
    let joins;
    try {
      joins = await joinChallenge(api, challengeId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) throw new ApiError(challengeMessages.joinLimitReached, 403, error.body);
      throw error;
    }
    joinedHere.current = true;
    queryClient.setQueryData<ChallengeDetail>(challengeQueryKey(userId, challengeId), (old) => old && { ...old, joined: true, joins });
    // The list's Join Now and its figures change with it.
    void queryClient.invalidateQueries({ queryKey: challengesOfUserKey(userId), exact: true });
  }, [api, queryClient, challengeId, userId, detail.joined]);

  const run = useMutation({
    mutationFn: async (code: EditorContent) => {
      await ensureJoined();
      return runChallenge(api, challengeId, code);
    },
  });

  const me = useMe();
  const create = useCallback(
    async (code: EditorContent, elapsedSeconds: number) => {
      await ensureJoined();
      return submitChallenge(api, challengeId, code, elapsedSeconds);
    },
    [api, challengeId, ensureJoined],
  );
  const submissionOptions = useMemo(() => ({ create, planLimitDialog: false }), [create]);
  const submission = useSubmission(challengeId, me.data?.xp, submissionOptions);
  const { phase } = submission.state;

  // The stopwatch runs while nothing is submitted, from a saved draft's seconds, and stops on submit (spec 2 §4.3).
  const [initialSeconds] = useState(draft?.elapsedSeconds ?? 0);
  const running = !detail.submitted && latest === null && (phase === 'idle' || phase === 'failed');
  const clock = useStopwatch(initialSeconds, running);

  // The page's figures follow the submission: counted when accepted, scored when judged, refreshed when refused.
  useEffect(() => {
    if (phase === 'judging' || phase === 'done' || phase === 'failed') void queryClient.invalidateQueries({ queryKey: challengesOfUserKey(userId) });
  }, [phase, queryClient, userId]);

  const save = useCallback(
    async (code: EditorContent) => {
      if (submittedOut) throw new SaveAfterSubmission();
      await ensureJoined();
      const saved = await saveChallengeDraft(api, challengeId, code, clock.seconds());
      queryClient.setQueryData<ChallengeDetail>(challengeQueryKey(userId, challengeId), (old) => old && { ...old, entry: { ...old.entry, draft: saved } });
    },
    [api, queryClient, challengeId, userId, clock, submittedOut, ensureJoined],
  );
  const saveFeedback = useMemo(() => ({ shownMs: challengeSavedMessageMs, refusal: saveRefusal }), []);

  const [alreadySubmittedOpen, setAlreadySubmittedOpen] = useState(false);
  const pressSubmit = (code: EditorContent) => {
    if (submittedOut) {
      setAlreadySubmittedOpen(true);
      return;
    }
    // The live test cases and then the score card show at the top of the page (spec 2 §4.3).
    window.scrollTo({ top: 0, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    submission.submit(code, clock.seconds());
  };

  const editorTheme = useEditorTheme(userId);
  const following = phase === 'submitting' || phase === 'judging' || phase === 'done';
  // Once this page submitted, only that submission's card counts (the one before it is history).
  const card = latest && (!following || latest.submissionId === submission.state.submissionId) ? latest : null;
  const cases = challengeCases(detail.testCount, submission.state, card);
  const showScore = following || card !== null;
  const submitted = detail.submitted || latest !== null;
  const submitLabel = submission.busy
    ? 'Judging...'
    : submittedOut
      ? challengePageTexts.submitted
      : limitReached
        ? challengePageTexts.limitReached(detail.submissions.used, detail.submissions.limit)
        : 'Submit';
  const when =
    detail.status === 'upcoming' ? { word: 'Starts', at: detail.startsAt } : { word: detail.status === 'active' ? 'Ends' : 'Ended', at: detail.endsAt };
  const runRefused = submittedOut || limitReached || closed || joinBlocked;
  const id = useId();

  return (
    <div className="challenge-page">
      <div className="challenge-page__bar">
        <BackLink />
        <Stopwatch clock={clock} running={running} />
        <span className={submitted ? 'challenge-page__mark challenge-page__mark--done' : 'challenge-page__mark'}>
          {submitted ? challengePageTexts.submitted : challengePageTexts.notSubmitted}
        </span>
      </div>

      <p className="visually-hidden" role="status">
        {phase === 'submitting' ? 'Submitting...' : phase === 'judging' ? 'Checking your submission...' : card?.status === 'done' ? `Scored: ${card.points} points.` : ''}
      </p>
      {phase === 'failed' && submission.state.error ? (
        <p role="alert" className="form-message form-message--error">
          {submission.state.error}
        </p>
      ) : null}
      {showScore ? <ChallengeScoreCard score={card?.status === 'done' ? card : null} cases={cases} bestPoints={bestPoints} /> : null}

      <div className="challenge-page__grid">
        <div className="challenge-page__statement">
          <article className="problem-statement" aria-labelledby="page-title">
            <header className="problem-statement__header">
              <h1 id="page-title">{detail.title}</h1>
              <p className="problem-statement__meta">
                <span className={`difficulty-badge difficulty-badge--${detail.difficulty.toLowerCase()}`}>{detail.difficulty}</span>
                <span>
                  {when.word} <time dateTime={when.at}>{formatDate(when.at)}</time>
                </span>
                <span>Time limit {content.timeMs / 1000} s</span>
                <span>Memory limit {content.memoryMb} MB</span>
              </p>
              {detail.tags.length ? (
                <ul className="problem-statement__tags" aria-label="Tags">
                  {detail.tags.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            <StatementBody statement={content.description} />
            <section className="sample" aria-labelledby={`${id}-test`}>
              <h2 id={`${id}-test`} className="challenge-page__test-title">
                Test case 1
              </h2>
              <div className="sample__blocks">
                <IoBlock label="Input" text={content.firstTest.input} />
                <IoBlock label="Expected output" text={content.firstTest.expected} />
              </div>
            </section>
            <p className="challenge-page__note">{challengePageTexts.scoreNote(detail.testCount)}</p>
          </article>
          <TopPerformers level={2} performers={detail.topPerformers} />
        </div>

        <div className="challenge-page__work">
          {closed ? <p className="form-message form-message--error">{challengeMessages.notActive}</p> : null}
          {joinBlocked && !closed ? <p className="form-message form-message--error">{challengeMessages.joinLimitReached}</p> : null}
          <EditorPanel
            userId={userId}
            problemId={challengeId}
            starterCode={starterCode}
            savedCode={draft}
            readOnly={submittedOut || closed}
            themeControl="cycle"
            showCharCount
            {...(editorTheme.theme && { editorTheme: editorTheme.theme })}
            onThemeChange={editorTheme.change}
            onSave={save}
            saveFeedback={saveFeedback}
            actions={(code) => (
              <>
                <button type="button" className="button" disabled={run.isPending || runRefused} onClick={() => run.mutate(code)}>
                  {run.isPending ? 'Running...' : 'Run'}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={submission.busy || limitReached || (closed && !submittedOut) || (joinBlocked && !submittedOut)}
                  onClick={() => pressSubmit(code)}
                >
                  {submitLabel}
                </button>
              </>
            )}
          />
          <p className="visually-hidden" role="status">
            {run.isPending ? 'Running test case 1...' : run.data ? runSummary(run.data) : ''}
          </p>
          {run.isError ? (
            <p role="alert" className="judge-results__error">
              {judgeErrorMessage(run.error, challengeMessages.runError)}
            </p>
          ) : null}
          {run.data ? <RunResults result={run.data} title={challengePageTexts.runBox} testName="Test case" /> : null}
        </div>
      </div>

      <p>
        <Link to="/weekly-challenges">{challengePageTexts.continue}</Link>
      </p>
      {alreadySubmittedOpen ? <AlreadySubmittedDialog onClose={() => setAlreadySubmittedOpen(false)} /> : null}
    </div>
  );
}

/** Spec 2 §4.3, §8: Submit pressed once no submission is left. */
function AlreadySubmittedDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog title={challengePageTexts.alreadySubmittedTitle} description={challengeMessages.alreadySubmitted} onClose={onClose}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}

