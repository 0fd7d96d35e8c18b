/**
 * The challenge scheduler (EventBridge Scheduler every minute in AWS, a timer in `npm start`):
 * moves every challenge whose start or end has come to the status its dates give, upcoming →
 * active → completed, nobody touching it, and rates each completed one (docs/decisions/D26). One Query of the sparse index of challenges with a change
 * ahead; each move is conditioned on the status read, so overlapping runs move a challenge once.
 */
import { statusAt, type ChallengeStatus } from '@contract/challenges';
import { getContestRatings, listChallengeStandings, saveContestResult } from '../data/contest-ratings';
import { listChallengesDue, markChallengeRated, moveChallengeStatus, type StoredChallenge } from '../data/challenges';
import { logger } from '../shared/logger';
import { rateChallenge } from './rate-challenge';
import { entryPoint } from '../shared/entry-point';

export interface StatusMove {
  challengeId: string;
  from: ChallengeStatus;
  to: ChallengeStatus;
}

export interface SchedulerRepository {
  listChallengesDue(now: Date): Promise<StoredChallenge[]>;
  moveChallengeStatus(challenge: StoredChallenge, to: ChallengeStatus, now: Date): Promise<boolean>;
  /** Rates the completed challenge's contestants (rate-challenge.ts); safe to run again. */
  rateChallenge(challengeId: string, now: Date): Promise<unknown>;
  markChallengeRated(challengeId: string, now: Date): Promise<void>;
}

/**
 * Moves what is due, and rates each challenge once it is completed; one whose rating fails stays in
 * the index and is rated again a minute later, the others go on.
 */
export async function advanceStatuses(repository: SchedulerRepository, now = new Date()): Promise<{ moved: StatusMove[]; rated: string[] }> {
  const due = await repository.listChallengesDue(now);
  const moved: StatusMove[] = [];
  const rated: string[] = [];
  for (const challenge of due) {
    const to = statusAt(challenge, now);
    if (to !== challenge.status) {
      if (!(await repository.moveChallengeStatus(challenge, to, now))) continue;
      moved.push({ challengeId: challenge.challengeId, from: challenge.status, to });
    }
    if (to !== 'completed' || challenge.ratedAt) continue;
    try {
      await repository.rateChallenge(challenge.challengeId, now);
      await repository.markChallengeRated(challenge.challengeId, now);
      rated.push(challenge.challengeId);
    } catch (error) {
      logger.error('rating a completed challenge failed', { challengeId: challenge.challengeId, error: (error as Error).message });
    }
  }
  if (moved.length > 0 || rated.length > 0) logger.info('challenges moved on', { moved, rated });
  return { moved, rated };
}

async function handle(): Promise<{ moved: StatusMove[]; rated: string[] }> {
  return advanceStatuses({
    listChallengesDue,
    moveChallengeStatus,
    rateChallenge: (challengeId, now) => rateChallenge({ listChallengeStandings, getContestRatings, saveContestResult }, challengeId, now),
    markChallengeRated,
  });
}

export const handler = entryPoint('schedule', handle);
