import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { recordVisit } from './streak';
import { streakRepository } from './streak-repository';

/** POST /me/streak: counts today's visit (once a day, in the caller's timezone) and answers the streak. */
export const handler = httpRoute(sessionsApi.updateStreak, (_input, { caller }) => recordVisit(streakRepository, caller.userId));
