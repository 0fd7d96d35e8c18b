/**
 * Which weekly challenges count towards a student's participation: the challenges list's
 * participation percent and the dashboard's challenge tile share this rule.
 */
import type { StoredChallenge } from '../data/challenges';

/** The challenges held while the account existed: started, and not over before it was created. */
export function challengesHeldSince(challenges: readonly StoredChallenge[], accountCreatedAt: string): StoredChallenge[] {
  return challenges.filter((c) => c.status !== 'upcoming' && c.endsAt > accountCreatedAt);
}
