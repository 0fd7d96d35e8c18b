import type { ChallengeDetail } from '@contract/api/challenges';

/** What the plan's limits and the challenge's status leave a student on the page (docs/requirements/challenges.md §1, §4). */
export interface ChallengeLimits {
  /** No submission left, and one was made: read-only, Run and Save refused. */
  readonly submittedOut: boolean;
  /**
   * Submit reads 'Limit Reached (count/limit)' and is off: no submission left, unless the plan's
   * one submission was made (then it reads 'Submitted' and answers with the already-submitted dialog).
   */
  readonly limitReached: boolean;
  /** Not active (over, or not started): nothing is played. */
  readonly closed: boolean;
  /** The week's joins are used up and this challenge is not among them: it cannot be played. */
  readonly joinBlocked: boolean;
}

export function challengeLimits(detail: ChallengeDetail): ChallengeLimits {
  // docs/requirements/challenges.md §4: no submission left once the plan's per-challenge count is used (-1: unlimited).
  const noneLeft = detail.submissions.limit !== -1 && detail.submissions.used >= detail.submissions.limit;
  const submitted = detail.entry.latest !== null;
  // A plan with one submission per challenge has "submitted" it; one with more (pro 2, premium 3)
  // has used them all, which is the limit the button names: 'Limit Reached (2/2)'.
  const oneShot = detail.submissions.limit === 1;
  return {
    submittedOut: noneLeft && submitted,
    limitReached: noneLeft && !(submitted && oneShot),
    closed: detail.status !== 'active',
    // Joining counts toward the week's limit (docs/requirements/challenges.md §1): at it, this challenge cannot be played unless already joined.
    joinBlocked: !detail.joined && detail.joins.limit !== -1 && detail.joins.used >= detail.joins.limit,
  };
}
