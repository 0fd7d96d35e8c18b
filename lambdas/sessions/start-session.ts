import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { signInOfEvent } from '../shared/revoked-tokens';
import { sessionRepository } from './repository';
import { startSession } from './sessions';
import { recordVisit } from './streak';
import { streakRepository } from './streak-repository';

/**
 * POST /me/sessions: records this device at sign-in (the IP is the one API Gateway saw) and counts
 * the day's visit for the streak. 201 also when the id was already recorded for the caller: the
 * answer is the record, however many posts.
 */
export const handler = httpRoute(sessionsApi.startSession, (input, { caller, event }) =>
  startSession(
    { sessions: sessionRepository, countVisit: (userId, now) => recordVisit(streakRepository, userId, now) },
    caller,
    input,
    event.requestContext?.identity?.sourceIp ?? undefined,
    signInOfEvent(event),
  ),
);
