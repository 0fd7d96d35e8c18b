/**
 * The challenge scheduler (EventBridge Scheduler every minute in AWS, a timer in `npm start`):
 * moves every challenge whose start or end has come to the status its dates give, upcoming →
 * active → completed, nobody touching it. One Query of the sparse index of challenges with a change
 * ahead; each move is conditioned on the status read, so overlapping runs move a challenge once.
 */
import { statusAt, type ChallengeStatus } from '@contract/challenges';
import { listChallengesDue, moveChallengeStatus, type StoredChallenge } from '../data/challenges';
import { logger } from '../shared/logger';

export interface StatusMove {
  challengeId: string;
  from: ChallengeStatus;
  to: ChallengeStatus;
}

export interface SchedulerRepository {
  listChallengesDue(now: Date): Promise<StoredChallenge[]>;
  moveChallengeStatus(challenge: StoredChallenge, to: ChallengeStatus, now: Date): Promise<boolean>;
}

export async function advanceStatuses(repository: SchedulerRepository, now = new Date()): Promise<StatusMove[]> {
  const due = await repository.listChallengesDue(now);
  const moves: StatusMove[] = [];
  for (const challenge of due) {
    const to = statusAt(challenge, now);
    if (to === challenge.status) continue;
    if (await repository.moveChallengeStatus(challenge, to, now)) moves.push({ challengeId: challenge.challengeId, from: challenge.status, to });
  }
  if (moves.length > 0) logger.info('challenge statuses moved', { moves });
  return moves;
}

export async function handler(): Promise<{ moved: StatusMove[] }> {
  return { moved: await advanceStatuses({ listChallengesDue, moveChallengeStatus }) };
}
