import type { ChallengeDetail } from '@contract/api/challenges';

/** What the plan's limits and the challenge's status leave a student on the page (spec 2 §2.6, §4.3). */
export interface ChallengeLimits {
  /** No submission left, and one was made: read-only, Save refused, Submit answered with a dialog. */
  readonly submittedOut: boolean;
  /** No submission allowed, and none was made: Submit reads Limit Reached and is off. */
  readonly limitReached: boolean;
  /** Not active (over, or not started): nothing is played. */
  readonly closed: boolean;
  /** The week's joins are used up and this challenge is not among them: it cannot be played. */
  readonly joinBlocked: boolean;
}

export function challengeLimits(detail: ChallengeDetail): ChallengeLimits {
  // Spec 2 §4.3: no submission left once the plan's per-challenge count is used (-1: unlimited).
  const noneLeft = detail.submissions.limit !== -1 && detail.submissions.used >= detail.submissions.limit;
  const submitted = detail.entry.latest !== null;
  return {
    submittedOut: noneLeft && submitted,
    limitReached: noneLeft && !submitted,
    closed: detail.status !== 'active',
    // Joining counts toward the week's limit (spec 2 §2.6): at it, this challenge cannot be played unless already joined.
    joinBlocked: !detail.joined && detail.joins.limit !== -1 && detail.joins.used >= detail.joins.limit,
  };
}
