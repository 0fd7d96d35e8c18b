/** The sessions feature's Lambda: the routes of contract/api/sessions.ts. */
import { sessionsApi } from '@contract/api/sessions';
import { featureRouter } from '../shared/http-handler';
import { handler as getStreak } from './get-streak';
import { handler as listSessions } from './list-sessions';
import { handler as revokeSession } from './revoke-session';
import { handler as signOut } from './sign-out';
import { handler as startSession } from './start-session';
import { handler as updateStreak } from './update-streak';

export const handler = featureRouter(sessionsApi, { listSessions, startSession, revokeSession, signOut, getStreak, updateStreak });
