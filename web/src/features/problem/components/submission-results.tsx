import type { ProblemDetail } from '@contract/api/problems';
import type { TestOutcome } from '@contract/judge';
import type { FinalResult, JudgingState } from '@web/components/judging/judging-state';
import { formatMemory, formatTime, type LiveTestState, stateOfVerdict, testStateLabels, verdictLabels } from '@web/components/judging/verdict-labels';
import { IoBlock } from '@web/components/problem-statement/problem-statement';

interface SubmissionResultsProps {
  readonly state: JudgingState;
  /** How many tests the problem has (the judge's own count wins once it answers). */
  readonly testCount: number;
  /** The first `sampleCount` tests are the visible samples; the rest are hidden. */
  readonly sampleCount: number;
  /** The package's hints by test index: those of failed tests are shown after the verdict. */
  readonly hints?: ProblemDetail['hints'];
}

const testName = (index: number, sampleCount: number) => (index < sampleCount ? `Sample ${index + 1}` : `Hidden test ${index + 1}`);

/** One line for the live region, so a screen reader hears the judge's progress without the whole list. */
export function judgingSummary(state: JudgingState, testCount: number): string {
  if (state.phase === 'submitting') return 'Submitting...';
  if (state.phase === 'judging') {
    const done = Object.values(state.tests).filter((s) => s !== 'running').length;
    return `Judging: ${done} of ${testCount} tests done.`;
  }
  if (state.phase === 'done' && state.result)
    return `${verdictLabels[state.result.verdict]}: ${state.result.passedTests} of ${state.result.totalTests} tests passed.`;
  return '';
}

/**
 * Submit's progress and result (docs/requirements/practice.md §6): each test's status as the judge reports it (waiting,
 * running, passed, failed, skipped), then the verdict, the tests passed, time and memory per test
 * and the XP earned. Hidden tests are counted and timed; their data is never shown.
 */
export function SubmissionResults({ state, testCount, sampleCount, hints = [] }: SubmissionResultsProps) {
  if (state.phase === 'idle' || state.phase === 'submitting') return null;
  // Refused before it was queued (no code, too large, the server down): nothing is being judged, so
  // no "judging..." and no waiting tests, only the reason.
  if (state.phase === 'failed' && !state.submissionId) {
    return (
      <p role="alert" className="judge-results__error">
        {state.error}
      </p>
    );
  }
  const { result } = state;
  const total = result?.totalTests ?? testCount;
  const outcomes = new Map<number, TestOutcome>(result?.tests.map((t) => [t.index, t]) ?? []);
  const indexes = Array.from({ length: Math.max(total, ...Object.keys(state.tests).map((k) => Number(k) + 1)) }, (_, i) => i);
  return (
    <section className="judge-results" aria-labelledby="submission-results-title">
      <h2 id="submission-results-title" className="judge-results__title">
        {result ? (
          <>
            Submission: <span className={`verdict verdict--${result.verdict.toLowerCase()}`}>{verdictLabels[result.verdict]}</span>
          </>
        ) : (
          'Submission: judging...'
        )}
      </h2>
      {result ? <ResultSummary result={result} sampleCount={sampleCount} /> : null}
      {result?.compileMessage ? <IoBlock label="Compiler output" text={result.compileMessage} /> : null}
      {state.phase === 'failed' && state.error ? (
        <p role="alert" className="judge-results__error">
          {state.error}
        </p>
      ) : null}
      <ol className="test-list" aria-label="Tests">
        {indexes.map((index) => {
          const outcome = outcomes.get(index);
          // Once the verdict is in, a test the judge did not report was never run (a compilation
          // error, or the judge stopped early): skipped, not waiting for anything.
          const live: LiveTestState = outcome ? stateOfVerdict(outcome.verdict) : result ? 'skipped' : (state.tests[index] ?? 'na');
          return (
            <li key={index} className={`test-chip test-chip--${live}`}>
              <span className="test-chip__name">{testName(index, sampleCount)}</span>
              <span className="test-chip__state">{outcome && live === 'failed' ? verdictLabels[outcome.verdict] : testStateLabels[live]}</span>
              {outcome && outcome.verdict !== 'SKIPPED' ? (
                <span className="test-chip__stats">
                  {formatTime(outcome.timeMs)} · {formatMemory(outcome.memoryKb)}
                </span>
              ) : null}
              {outcome?.message && live === 'failed' ? <span className="test-chip__reason">{outcome.message}</span> : null}
            </li>
          );
        })}
      </ol>
      {result ? <FailureOutput tests={result.tests} sampleCount={sampleCount} /> : null}
      {result ? (
        <TestCaseHints
          hints={hints.filter((h) => outcomes.has(h.test) && stateOfVerdict(outcomes.get(h.test)!.verdict) === 'failed')}
          sampleCount={sampleCount}
        />
      ) : null}
    </section>
  );
}

/**
 * What the first failed test wrote to standard error (a traceback's end): the server keeps it for a
 * sample only, whose input the student sees anyway; a hidden test shows its reason alone.
 */
function FailureOutput({ tests, sampleCount }: { readonly tests: readonly TestOutcome[]; readonly sampleCount: number }) {
  const failed = tests.find((t) => t.stderr && t.index < sampleCount);
  if (!failed?.stderr) return null;
  return <IoBlock label={`Standard error of ${testName(failed.index, sampleCount)}`} text={failed.stderr} />;
}

/**
 * Test Case Hints (docs/requirements/practice.md §3, optional, after a submission): what the problem's author says about
 * each test this submission failed, when they said something. A hint never shows a hidden test's data.
 */
function TestCaseHints({ hints, sampleCount }: { readonly hints: ProblemDetail['hints']; readonly sampleCount: number }) {
  if (hints.length === 0) return null;
  return (
    <section className="test-hints" aria-labelledby="test-hints-title">
      <h3 id="test-hints-title">Test Case Hints</h3>
      <ul>
        {hints.map(({ test, hint }) => (
          <li key={test}>
            <strong>{testName(test, sampleCount)}:</strong> {hint}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tests passed, XP, and the performance figures: the slowest test and the peak memory. */
function ResultSummary({ result, sampleCount }: { readonly result: FinalResult; readonly sampleCount: number }) {
  const ran = result.tests.filter((t) => t.verdict !== 'SKIPPED');
  const hidden = result.tests.filter((t) => t.index >= sampleCount);
  return (
    <dl className="result-summary">
      <div>
        <dt>Tests passed</dt>
        <dd>
          {result.passedTests} / {result.totalTests}
        </dd>
      </div>
      {hidden.length ? (
        <div>
          <dt>Hidden tests passed</dt>
          <dd>
            {hidden.filter((t) => t.verdict === 'AC').length} / {hidden.length}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>XP earned</dt>
        <dd>{result.xpAwarded > 0 ? `+${result.xpAwarded} XP` : 'No XP this time'}</dd>
      </div>
      {ran.length ? (
        <>
          <div>
            <dt>Slowest test</dt>
            <dd>{formatTime(Math.max(...ran.map((t) => t.timeMs)))}</dd>
          </div>
          <div>
            <dt>Peak memory</dt>
            <dd>{formatMemory(Math.max(...ran.map((t) => t.memoryKb)))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
