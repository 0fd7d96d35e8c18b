import { useId } from 'react';
import type { ChallengeScore } from '@contract/api/challenges';
import { judgeLanguageLabels, type TestOutcome, type Verdict } from '@contract/judge';
import type { JudgingState } from '@web/components/judging/judging-state';

/** docs/requirements/challenges.md §3: 10 XP per passed test, gauges out of 200 XP, 400 optimality and 1000 points. */
export const challengeScale = { xpPerTest: 10, xp: 200, optimality: 400, points: 1000 } as const;

/** A test case's line on the score card (docs/requirements/challenges.md §3). */
export type CaseState = 'na' | 'checking' | 'passed' | 'failed';

export const caseStateLabels: Record<CaseState, string> = { na: 'N/A', checking: 'Checking...', passed: 'Passed', failed: 'Failed' };

export const scoreCardTexts = {
  title: 'Weekly Challenge Score',
  checking: 'Checking your submission...',
} as const;

/** A judged test: AC passed; SKIPPED (the judge stopped before it) not run; anything else failed. */
const caseOfVerdict = (verdict: Verdict): CaseState => (verdict === 'AC' ? 'passed' : verdict === 'SKIPPED' ? 'na' : 'failed');

function casesOf(count: number, tests: readonly TestOutcome[], unknown: CaseState): CaseState[] {
  const byIndex = new Map(tests.map((t) => [t.index, caseOfVerdict(t.verdict)]));
  const length = Math.max(count, ...tests.map((t) => t.index + 1));
  return Array.from({ length }, (_, i) => byIndex.get(i) ?? unknown);
}

/**
 * Each test case's state for the card: live from the judge while this page follows a submission;
 * then the judge's result; then the stored score card (a submission still being judged when the
 * page opened shows its unfinished tests as Checking...).
 */
export function challengeCases(testCount: number, judging: JudgingState, card: ChallengeScore | null): CaseState[] {
  if (judging.phase === 'submitting' || judging.phase === 'judging') {
    return Array.from({ length: Math.max(testCount, ...Object.keys(judging.tests).map((k) => Number(k) + 1)) }, (_, i) => {
      const live = judging.tests[i];
      // Until its result arrives a test is being checked; one the judge skipped (after a TLE) was not run.
      return live === 'passed' || live === 'failed' ? live : live === 'skipped' ? 'na' : 'checking';
    });
  }
  if (card?.status === 'done') return casesOf(card.totalTests || testCount, card.tests, 'na');
  if (judging.phase === 'done' && judging.result) return casesOf(judging.result.totalTests, judging.result.tests, 'na');
  if (card) return casesOf(card.totalTests || testCount, card.tests, 'checking');
  return [];
}

interface ChallengeScoreCardProps {
  /** The judged score card; null while judging (the gauges wait for it). */
  readonly score: ChallengeScore | null;
  readonly cases: readonly CaseState[];
  /** The best points of the caller's judged submissions (what the rankings count). */
  readonly bestPoints: number | null;
}

/**
 * 'Weekly Challenge Score' (docs/requirements/challenges.md §3): the four gauges (tests passed, XP out of 200, optimality
 * on a ring scaled to 400 in its band's colour, points out of 1000), every test case with its state
 * and XP, and the footer figures. While the submission is judged only the test cases show, live.
 */
export function ChallengeScoreCard({ score, cases, bestPoints }: ChallengeScoreCardProps) {
  const id = useId();
  const passed = score ? score.passedTests : cases.filter((c) => c === 'passed').length;
  const total = score ? score.totalTests || cases.length : cases.length;
  return (
    <section className="challenge-score" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="challenge-score__title">
        {scoreCardTexts.title}
      </h2>
      {score ? (
        <>
          <dl className="challenge-score__gauges">
            <Gauge label="Test Cases Passed" value={`${passed}/${total}`} fraction={total ? passed / total : 0} />
            <Gauge label="XP Earned" value={`${score.xp}/${challengeScale.xp}`} fraction={score.xp / challengeScale.xp} />
            <Gauge
              label="Optimality"
              value={score.band.label}
              detail={`${Math.round(score.optimality)}/${challengeScale.optimality}`}
              fraction={score.optimality / challengeScale.optimality}
              colour={score.band.colour}
            />
            <Gauge label="Points" value={`${score.points}/${challengeScale.points}`} fraction={score.points / challengeScale.points} />
          </dl>
          <p className="challenge-score__analytics">
            {judgeLanguageLabels[score.language]} · {score.chars} characters · submitted{' '}
            <time dateTime={score.submittedAt}>{new Date(score.submittedAt).toLocaleString()}</time>
            {bestPoints !== null && bestPoints !== score.points ? ` · your best: ${bestPoints} points` : ''}
          </p>
        </>
      ) : (
        <p className="challenge-score__checking">{scoreCardTexts.checking}</p>
      )}
      <ol className="challenge-cases" aria-label="Test cases">
        {cases.map((state, i) => (
          <li key={i} className={`challenge-case challenge-case--${state}`}>
            <span className="challenge-case__name">Test case {i + 1}</span>
            <span className="challenge-case__state">{caseStateLabels[state]}</span>
            <span className="challenge-case__xp">{state === 'passed' ? `+${challengeScale.xpPerTest} XP` : '0 XP'}</span>
          </li>
        ))}
      </ol>
      {score ? (
        <dl className="challenge-score__footer">
          <Figure term="Points" value={String(score.points)} />
          <Figure term="Tests Passed" value={String(passed)} />
          <Figure term="Tests Failed" value={String(Math.max(0, total - passed))} />
          <Figure term="Avg. Runtime (ms)" value={String(Math.round(score.averageTimeMs))} />
          <Figure term="Success Rate (%)" value={String(total ? Math.round((100 * passed) / total) : 0)} />
        </dl>
      ) : null}
    </section>
  );
}

function Figure({ term, value }: { readonly term: string; readonly value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular gauge: a plain SVG ring filled to `fraction`, the figure in words beside it for every reader. */
function Gauge({
  label,
  value,
  detail,
  fraction,
  colour,
}: {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
  readonly fraction: number;
  readonly colour?: string;
}) {
  const filled = CIRCUMFERENCE * Math.min(1, Math.max(0, fraction));
  return (
    <div className={colour ? `score-gauge score-gauge--${colour}` : 'score-gauge'}>
      <dt className="score-gauge__label">{label}</dt>
      <dd className="score-gauge__figure">
        <svg className="score-gauge__ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className="score-gauge__track" cx="50" cy="50" r={RADIUS} />
          <circle className="score-gauge__fill" cx="50" cy="50" r={RADIUS} strokeDasharray={`${filled} ${CIRCUMFERENCE}`} transform="rotate(-90 50 50)" />
        </svg>
        <span className="score-gauge__value">
          {value}
          {detail ? <span className="score-gauge__detail"> ({detail})</span> : null}
        </span>
      </dd>
    </div>
  );
}
