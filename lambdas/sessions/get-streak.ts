import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { getStreak } from './streak';
import { streakRepository } from './streak-repository';

/** GET /me/streak: the caller's streak and this month's calendar, counting nothing. */
export const handler = httpRoute(sessionsApi.getStreak, (_input, { caller }) => getStreak(streakRepository, caller.userId));
