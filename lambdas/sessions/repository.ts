import { createSession, endSession, listLatestActiveSessions } from '../data/sessions';
import type { SessionRepository } from './sessions';

export const sessionRepository: SessionRepository = {
  createSession,
  listLatestActiveSessions: (userId, limit) => listLatestActiveSessions(userId, limit),
  endSession: (userId, sessionId) => endSession(userId, sessionId),
};
