import { Link } from 'react-router';
import type { ChallengeSummary } from '@contract/api/challenges';
import type { ChallengeStatus } from '@contract/challenges';

/** docs/requirements/challenges.md §1 shows dates like "Nov 23, 2026"; in UTC, the clock the weeks of challenges run on. */
export function formatChallengeDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

export const statusLabels: Record<ChallengeStatus, string> = { active: 'Active', upcoming: 'Upcoming', completed: 'Completed' };

export const challengePath = (challengeId: string) => `/weekly-challenge/${encodeURIComponent(challengeId)}`;

export function DifficultyBadge({ difficulty }: { readonly difficulty: string }) {
  return <span className={`problem-difficulty problem-difficulty--${difficulty.toLowerCase()}`}>{difficulty}</span>;
}

export function StatusBadge({ status }: { readonly status: ChallengeStatus }) {
  return <span className={`challenge-status challenge-status--${status}`}>{statusLabels[status]}</span>;
}

/** One challenge of the list: title, first line, difficulty, status, dates, tags, the caller's marks and Open. */
export function ChallengeRow({ challenge }: { readonly challenge: ChallengeSummary }) {
  return (
    <li className="challenge-row">
      <div className="challenge-row__main">
        <h3 className="challenge-row__title">{challenge.title}</h3>
        {challenge.summary ? <p className="challenge-row__summary">{challenge.summary}</p> : null}
        <p className="challenge-row__meta">
          <DifficultyBadge difficulty={challenge.difficulty} />
          <StatusBadge status={challenge.status} />
          <span className="challenge-row__dates">
            <time dateTime={challenge.startsAt}>{formatChallengeDate(challenge.startsAt)}</time>
            {' – '}
            <time dateTime={challenge.endsAt}>{formatChallengeDate(challenge.endsAt)}</time>
          </span>
          {challenge.submitted ? (
            <span className="challenge-row__mark">✓ Submitted</span>
          ) : challenge.joined ? (
            <span className="challenge-row__mark">Joined</span>
          ) : null}
        </p>
        {challenge.tags.length ? (
          <ul className="challenge-row__tags" aria-label="Tags">
            {challenge.tags.map((tag) => (
              <li key={tag} className="problem-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Link className="button challenge-row__open" to={challengePath(challenge.challengeId)} aria-label={`Open ${challenge.title}`}>
        Open
      </Link>
    </li>
  );
}
