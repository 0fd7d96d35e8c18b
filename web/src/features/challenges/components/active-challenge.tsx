import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Allowance, ChallengeList, ChallengeScore, ChallengeSummary, TopPerformer } from '@contract/api/challenges';
import { judgeLanguageLabels } from '@contract/judge';
import { challengeMessages } from '@contract/challenges';
import { TopPerformers } from '@web/components/top-performers';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { challengeListQueryKey, joinChallenge } from '../api/challenges';
import { challengePath, DifficultyBadge, formatChallengeDate } from './challenge-row';
import { Countdown } from '@web/components/ui/countdown';

export const joinFailedMessage = 'Failed to join the challenge. Please try again.';

interface ActiveChallengeProps {
  readonly userId: string;
  readonly challenge: ChallengeSummary;
  /** Weekly challenges joined this week and the plan's limit (-1: unlimited). */
  readonly joins: Allowance;
  /** Best first (points, then time, then length); 'Nil' when empty. */
  readonly topPerformers: readonly TopPerformer[];
  /** The caller's latest score card in this challenge, if they submitted. */
  readonly mine: ChallengeScore | null;
}

/** What a failed Join Now says: the spec's limit message for a 403, else the server's own words. */
function joinErrorMessage(error: Error): string {
  if (error instanceof ApiError) return error.status === 403 ? challengeMessages.joinLimitReached : error.message;
  return joinFailedMessage;
}

/**
 * The active weekly challenge (docs/requirements/challenges.md §1): title, first line, posted date, the countdown to its end,
 * Join Now and the Top Performers. Join Now counts the challenge toward the week's limit, then opens
 * it; once joined it reads Continue and only opens it. At the plan's limit it is disabled, with the
 * spec's message.
 */
export function ActiveChallenge({ userId, challenge, joins, topPerformers, mine }: ActiveChallengeProps) {
  const id = useId();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = challengePath(challenge.challengeId);
  const join = useMutation({
    mutationFn: () => joinChallenge(api, challenge.challengeId),
    onSuccess: (joinsNow) => {
      queryClient.setQueryData<ChallengeList>(
        challengeListQueryKey(userId),
        (list) =>
          list && {
            ...list,
            joins: joinsNow,
            challenges: list.challenges.map((c) => (c.challengeId === challenge.challengeId ? { ...c, joined: true } : c)),
          },
      );
      void navigate(path);
    },
    // The limit or the status may have moved since the list loaded: show them as they are now.
    onError: () => void queryClient.invalidateQueries({ queryKey: challengeListQueryKey(userId) }),
  });
  const atLimit = !challenge.joined && joins.limit !== -1 && joins.used >= joins.limit;
  const message = atLimit ? challengeMessages.joinLimitReached : join.error ? joinErrorMessage(join.error) : null;

  return (
    <section className="challenge-active" aria-labelledby={`${id}-heading`}>
      <div className="challenge-active__main">
        <h2 className="challenge-active__eyebrow" id={`${id}-heading`}>
          Active Challenge
        </h2>
        <h3 className="challenge-active__title">{challenge.title}</h3>
        {challenge.summary ? <p className="challenge-active__summary">{challenge.summary}</p> : null}
        <p className="challenge-active__meta">
          <DifficultyBadge difficulty={challenge.difficulty} />
          <span>
            Posted <time dateTime={challenge.startsAt}>{formatChallengeDate(challenge.startsAt)}</time>
          </span>
        </p>
        <Countdown to={challenge.endsAt} label="Time left" />
        <div className="challenge-active__actions">
          {challenge.joined ? (
            <Link className="button button--primary" to={path}>
              Continue
            </Link>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={atLimit || join.isPending}
              aria-describedby={message ? `${id}-message` : undefined}
              onClick={() => join.mutate()}
            >
              {join.isPending ? 'Joining...' : 'Join Now'}
            </button>
          )}
        </div>
        {message ? (
          <p id={`${id}-message`} className="form-message form-message--error" role="alert">
            {message}
          </p>
        ) : null}
        {mine ? <MySubmission score={mine} /> : null}
      </div>
      <TopPerformers level={3} performers={topPerformers} />
    </section>
  );
}

/** docs/requirements/challenges.md §1: the caller's own submission analytics in the active challenge. */
function MySubmission({ score }: { readonly score: ChallengeScore }) {
  const id = useId();
  const judged = score.status === 'done';
  const figures: [string, string][] = [
    ['Language', judgeLanguageLabels[score.language]],
    ['Test cases passed', judged ? `${score.passedTests}/${score.totalTests}` : 'Checking...'],
    ['Points', judged ? String(score.points) : '—'],
    ['Characters', judged ? String(score.chars) : '—'],
    ['Avg. execution time', judged ? `${Math.round(score.averageTimeMs)} ms` : '—'],
    ['Optimality', `${score.band.label}${judged ? ` (${Math.round(score.optimality)}/400)` : ''}`],
  ];
  return (
    <section className="challenge-mine" aria-labelledby={id}>
      <h3 id={id}>Your submission</h3>
      <dl className="challenge-mine__figures">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
